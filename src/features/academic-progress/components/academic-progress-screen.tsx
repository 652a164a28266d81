import { Trans } from '@lingui/react/macro'
import { StudentScreen } from '@/shared/session/student-screen'
import { ProgressContent } from './progress-content'

/** Spec §2 "Academic progress": advance, averages, average history, degree and enrollment. */
export function AcademicProgressScreen() {
  return (
    <StudentScreen title={<Trans>Avance académico</Trans>} width="6xl">
      {(student) => <ProgressContent student={student} />}
    </StudentScreen>
  )
}
