import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RequireStudent } from '@/shared/session/require-student'
import { ReportCardContent } from './report-card-content'

/** Spec §2 "Report card with cycle selection and download", for the selected student. */
export function ReportCardScreen() {
  const { t } = useLingui()
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Boleta de calificaciones</Trans>
      </Heading>
      <RequireStudent message={t`Elige un alumno y su carrera para ver sus boletas.`}>
        {(student) => <ReportCardContent student={student} />}
      </RequireStudent>
    </Stack>
  )
}
