import { Trans, useLingui } from '@lingui/react/macro'
import { StudentScreen } from '@/shared/session/student-screen'
import { INTERNATIONAL_GROUP, OnlineServicesContent } from './online-services-content'

/**
 * Menu key international: the university's international programs for the selected career
 * (mobility, languages, double degrees), the group of online services that has them.
 */
export function InternationalScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen
      title={<Trans>Internacional</Trans>}
      intro={
        <Trans>Estudiar en el extranjero, certificar idiomas y titularte también fuera de México. Cada sitio se abre en una ventana nueva.</Trans>
      }
      needsStudent={t`Elige un alumno y su carrera para ver sus programas internacionales.`}
    >
      {(student) => (
        <OnlineServicesContent student={student} group={INTERNATIONAL_GROUP} empty={t`Tu universidad no ofrece programas internacionales para esta carrera por ahora.`} />
      )}
    </StudentScreen>
  )
}
