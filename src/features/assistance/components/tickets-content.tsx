import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { TicketSummary } from '@/contract/monitor'
import type { SelectedStudent } from '@/contract/user'
import { EmptyData } from '@/shared/ui/empty-data'
import { QueryView } from '@/shared/ui/query-view'
import { SavedAge } from '@/shared/ui/saved-age'
import { groupTickets } from '../logic'
import { assistanceQueries } from '../queries'
import { TicketCard } from './ticket-card'
import { useCanCreateTicket } from './use-can-create-ticket'

function TicketGroup({ title, id, tickets }: { title: string; id: string; tickets: TicketSummary[] }) {
  if (tickets.length === 0) return null
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" m="0" id={id}>
        {title}
      </Heading>
      <Stack as="ul" gap="3" m="0" p="0" aria-labelledby={id}>
        {tickets.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} />
        ))}
      </Stack>
    </Stack>
  )
}

/** The account's tickets, open ones first, each group newest first, in the four states of a query. */
export function TicketsContent({ student }: { student: SelectedStudent }) {
  const { t } = useLingui()
  const tickets = useQuery(assistanceQueries.tickets(student.accountNumber))
  const canCreate = useCanCreateTicket(student)
  const navigate = useNavigate()
  return (
    <QueryView
      query={tickets}
      notDownloaded={<Trans>Sin conexión. Tus tickets aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar tus tickets.</Trans>}
    >
      {(list) => {
        if (list.length === 0) {
          return (
            <EmptyData
              text={<Trans>Aún no tienes tickets. Si necesitas ayuda, crea uno.</Trans>}
              actionLabel={t`Nuevo ticket`}
              onAction={() => void navigate({ to: '/assistance/new' })}
              canAct={canCreate}
            />
          )
        }
        const { open, closed } = groupTickets(list)
        return (
          <Stack gap="8">
            <SavedAge updatedAt={tickets.dataUpdatedAt} />
            <TicketGroup title={t`Tickets abiertos`} id="tickets-open" tickets={open} />
            <TicketGroup title={t`Tickets cerrados`} id="tickets-closed" tickets={closed} />
          </Stack>
        )
      }}
    </QueryView>
  )
}
