import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RequireStudent } from '@/shared/session/require-student'
import { AgendaContent } from './agenda-content'

/** Spec §2 "Agenda": day, week, month and year views of the selected student's calendar. */
export function AgendaScreen() {
  const { t } = useLingui()
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Agenda</Trans>
      </Heading>
      <RequireStudent message={t`Elige un alumno y su carrera para ver su agenda.`}>{(student) => <AgendaContent student={student} />}</RequireStudent>
    </Stack>
  )
}
