import { Trans, useLingui } from '@lingui/react/macro'
import { StudentScreen } from '@/shared/session/student-screen'
import { DigitalFileContent } from './digital-file-content'

/** Spec §2 "Digital file": the documents a student must deliver, upload, extend and follow. */
export function DigitalFilesScreen({ focusDocument }: { focusDocument?: number }) {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Expediente digital</Trans>} needsStudent={t`Elige un alumno y su carrera para ver su expediente digital.`}>
      {(student) => <DigitalFileContent student={student} focusDocument={focusDocument} />}
    </StudentScreen>
  )
}
