import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RequireStudent } from '@/shared/session/require-student'
import { EnrolledList } from './enrolled-list'
import { HistoryList } from './history-list'
import { PlanList } from './plan-list'
import { Tabs } from '@/shared/ui/tabs'

/** Spec §2 "Subjects": enrolled (grades by period, absences), history and my plan. */
export function SubjectsScreen() {
  const { t } = useLingui()
  return (
    <Stack gap="6" maxW="5xl">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Materias</Trans>
      </Heading>
      <RequireStudent>
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
      </RequireStudent>
    </Stack>
  )
}
