import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useReadsOwn } from '@/shared/session/reader'
import { StudentScreen } from '@/shared/session/student-screen'
import { StudentInformationNav } from '@/shared/ui/student-information-nav'
import { PersonalContent } from './personal-content'

const route = getRouteApi('/_app/student-information/personal')

/**
 * Spec §2 "student information: personal": the record the university keeps, its PDF, and the
 * student's requests to change it (reviewed by the university); a tutor or an administrative reads it.
 */
export function PersonalInformationScreen() {
  const { t } = useLingui()
  const canWrite = useReadsOwn()
  const { change } = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <StudentScreen
      title={<Trans>Datos personales</Trans>}
      width="3xl"
      nav={<StudentInformationNav />}
      needsStudent={t`Elige un alumno y su carrera para ver sus datos personales.`}
    >
      {(student) => (
        <PersonalContent
          student={student}
          canWrite={canWrite}
          changing={change === true}
          onChanging={(open) => void navigate({ search: open ? { change: true } : {}, replace: !open })}
        />
      )}
    </StudentScreen>
  )
}
