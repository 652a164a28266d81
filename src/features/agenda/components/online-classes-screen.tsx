import { Trans, useLingui } from '@lingui/react/macro'
import { useReadsOwn } from '@/shared/session/reader'
import { StudentScreen } from '@/shared/session/student-screen'
import { OnlineClassesContent } from './online-classes-content'

/** Menu key `online classes`: this week's and next week's class sessions held in an online classroom. */
export function OnlineClassesScreen() {
  const { t } = useLingui()
  const own = useReadsOwn()
  return (
    <StudentScreen
      title={<Trans>Clases en línea</Trans>}
      intro={
        own ? (
          <Trans>Tus clases de esta semana y de la próxima que se imparten en un aula virtual. Cada aula se abre en una ventana nueva.</Trans>
        ) : (
          <Trans>Las clases del alumno de esta semana y de la próxima que se imparten en un aula virtual. Cada aula se abre en una ventana nueva.</Trans>
        )
      }
      needsStudent={t`Elige un alumno y su carrera para ver sus clases en línea.`}
    >
      {(student) => <OnlineClassesContent student={student} />}
    </StudentScreen>
  )
}
