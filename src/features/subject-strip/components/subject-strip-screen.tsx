import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RequireStudent } from '@/shared/session/require-student'
import { SubjectStripContent } from './subject-strip-content'

/** Spec §2 "Subject strip": the current cycle's subjects, and their PDF. */
export function SubjectStripScreen() {
  const { t } = useLingui()
  return (
    <Stack gap="6" maxW="6xl">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Tira de materias</Trans>
      </Heading>
      <RequireStudent message={t`Elige un alumno y su carrera para ver su tira de materias.`}>
        {(student) => <SubjectStripContent student={student} />}
      </RequireStudent>
    </Stack>
  )
}
