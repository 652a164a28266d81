import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RequireStudent } from '@/shared/session/require-student'
import { DigitalFileContent } from './digital-file-content'

/** Spec §2 "Digital file": the documents a student must deliver, upload, extend and follow. */
export function DigitalFilesScreen({ focusDocument }: { focusDocument?: number }) {
  const { t } = useLingui()
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Expediente digital</Trans>
      </Heading>
      <RequireStudent message={t`Elige un alumno y su carrera para ver su expediente digital.`}>
        {(student) => <DigitalFileContent student={student} focusDocument={focusDocument} />}
      </RequireStudent>
    </Stack>
  )
}
