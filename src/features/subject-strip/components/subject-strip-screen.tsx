import { Trans, useLingui } from '@lingui/react/macro'
import { StudentScreen } from '@/shared/session/student-screen'
import { SubjectStripContent } from './subject-strip-content'

/** Spec §2 "Subject strip": the current cycle's subjects, and their PDF. */
export function SubjectStripScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Tira de materias</Trans>} width="6xl" needsStudent={t`Elige un alumno y su carrera para ver su tira de materias.`}>
      {(student) => <SubjectStripContent student={student} />}
    </StudentScreen>
  )
}
