import { Trans, useLingui } from '@lingui/react/macro'
import { StudentScreen } from '@/shared/session/student-screen'
import { ReportCardContent } from './report-card-content'

/** Spec §2 "Report card with cycle selection and download", for the selected student. */
export function ReportCardScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Boleta de calificaciones</Trans>} needsStudent={t`Elige un alumno y su carrera para ver sus boletas.`}>
      {(student) => <ReportCardContent student={student} />}
    </StudentScreen>
  )
}
