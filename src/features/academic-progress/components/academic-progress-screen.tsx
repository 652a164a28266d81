import { Heading, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { RequireStudent } from '@/shared/session/require-student'
import { ProgressContent } from './progress-content'

/** Spec §2 "Academic progress": advance, averages, average history, degree and enrollment. */
export function AcademicProgressScreen() {
  return (
    <Stack gap="6" maxW="6xl">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Avance académico</Trans>
      </Heading>
      <RequireStudent>{(student) => <ProgressContent student={student} />}</RequireStudent>
    </Stack>
  )
}
