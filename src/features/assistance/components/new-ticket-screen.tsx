import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Ticket } from '@/contract/monitor'
import type { SelectedStudent } from '@/contract/user'
import { StudentScreen } from '@/shared/session/student-screen'
import { EmptyData } from '@/shared/ui/empty-data'
import { QueryView } from '@/shared/ui/query-view'
import { assistanceQueries } from '../queries'
import { BackToTickets } from './back-to-tickets'
import { NewTicketForm } from './new-ticket-form'
import { TicketCreated } from './ticket-created'

function NewTicketContent({ student }: { student: SelectedStudent }) {
  const config = useQuery(assistanceQueries.config(student.accountNumber))
  const [created, setCreated] = useState<Ticket | null>(null)
  if (created) return <TicketCreated ticket={created} />
  return (
    <QueryView
      query={config}
      notDownloaded={<Trans>Sin conexión. El formulario de tickets aún no se ha descargado en este dispositivo; ábrelo de nuevo cuando tengas señal.</Trans>}
      failed={<Trans>No se pudo cargar el formulario de tickets.</Trans>}
    >
      {(desk) =>
        desk.canCreate ? (
          <NewTicketForm config={desk} onCreated={setCreated} />
        ) : (
          <EmptyData text={<Trans>Tu rol solo puede consultar el centro de ayuda.</Trans>} />
        )
      }
    </QueryView>
  )
}

/** Spec §2 "Assistance tickets": a new ticket for the help desk. */
export function NewTicketScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen
      title={<Trans>Nuevo ticket</Trans>}
      width="3xl"
      back={<BackToTickets />}
      needsStudent={t`Elige un alumno y su carrera para crear un ticket.`}
    >
      {(student) => <NewTicketContent student={student} />}
    </StudentScreen>
  )
}
