import { Trans, useLingui } from '@lingui/react/macro'
import { StudentScreen } from '@/shared/session/student-screen'
import { EnrolledList } from './enrolled-list'
import { HistoryList } from './history-list'
import { PlanList } from './plan-list'
import { Tabs } from '@/shared/ui/tabs'

/** Spec §2 "Subjects": enrolled (grades by period, absences), history and my plan. */
export function SubjectsScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Materias</Trans>} width="5xl">
      {(student) => (
        <Tabs
          label={t`Vistas de materias`}
          items={[
            { id: 'enrolled', label: t`Inscritas`, render: () => <EnrolledList student={student} /> },
            { id: 'history', label: t`Historial`, render: () => <HistoryList student={student} /> },
            { id: 'plan', label: t`Mi plan`, render: () => <PlanList student={student} /> },
          ]}
        />
      )}
    </StudentScreen>
  )
}
