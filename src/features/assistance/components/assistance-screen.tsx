import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { SelectedStudent } from '@/contract/user'
import { RequireStudent } from '@/shared/session/require-student'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { assistanceQueries } from '../queries'
import { TicketsContent } from './tickets-content'

/** Opening tickets is the section's "Crear" (the desk says so too); a role that only reads is not offered it. */
function NewTicketLink({ student }: { student: SelectedStudent }) {
  const config = useQuery(assistanceQueries.config(student.accountNumber))
  const actions = useServiceActions('/assistance')
  const canCreate = config.data?.canCreate ?? actions?.Crear === true
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
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Centro de ayuda</Trans>
      </Heading>
      <RequireStudent message={t`Elige un alumno y su carrera para ver sus tickets.`}>
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
      </RequireStudent>
    </Stack>
  )
}
