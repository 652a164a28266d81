import { Trans, useLingui } from '@lingui/react/macro'
import { useReadsOwn } from '@/shared/session/reader'
import { StudentScreen } from '@/shared/session/student-screen'
import { OnlineServicesContent } from './online-services-content'

/** Menu key online-services: the university's sites for the selected career, each in a new window. */
export function OnlineServicesScreen() {
  const { t } = useLingui()
  const own = useReadsOwn()
  return (
    <StudentScreen
      title={<Trans>Servicios en línea</Trans>}
      intro={
        own ? (
          <Trans>Los sitios de tu universidad para tu carrera. Cada uno se abre en una ventana nueva.</Trans>
        ) : (
          <Trans>Los sitios de la universidad para la carrera del alumno. Cada uno se abre en una ventana nueva.</Trans>
        )
      }
      needsStudent={t`Elige un alumno y su carrera para ver sus servicios en línea.`}
    >
      {(student) => <OnlineServicesContent student={student} />}
    </StudentScreen>
  )
}
