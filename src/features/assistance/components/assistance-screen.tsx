import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { SelectedStudent } from '@/contract/user'
import { StudentScreen } from '@/shared/session/student-screen'
import { assistanceQueries } from '../queries'
import { TicketsContent } from './tickets-content'
import { useCanCreateTicket } from './use-can-create-ticket'

/** The screen's way to a new ticket; an empty list offers it itself, so it is not shown twice. */
function NewTicketLink({ student }: { student: SelectedStudent }) {
  const canCreate = useCanCreateTicket(student)
  const tickets = useQuery(assistanceQueries.tickets(student.accountNumber))
  if (tickets.data?.length === 0) return null
  if (!canCreate) return null
  return (
    <Button asChild colorPalette="brand">
      <Link to="/assistance/new">
        <Trans>Nuevo ticket</Trans>
      </Link>
    </Button>
  )
}

/** Spec §2 "Assistance tickets": the help center's list of the student's tickets. */
export function AssistanceScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Centro de ayuda</Trans>} needsStudent={t`Elige un alumno y su carrera para ver sus tickets.`}>
      {(student) => (
        <Stack gap="6">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text m="0" color="fg.muted">
              <Trans>Tus solicitudes al centro de ayuda y sus conversaciones.</Trans>
            </Text>
            <NewTicketLink student={student} />
          </HStack>
          <TicketsContent student={student} />
        </Stack>
      )}
    </StudentScreen>
  )
}
