import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { useOnline } from '@/shared/offline/use-online'
import { OfflineAge } from '@/shared/ui/offline-age'
import { useNow } from '@/shared/ui/use-now'
import { oldestUpdate } from '../logic'
import { progressQueries } from '../queries'
import { AdvanceSection } from './advance-section'
import { AveragesSection } from './averages-section'
import { DegreeSection } from './degree-section'
import { EnrollmentSection } from './enrollment-section'
import { HistorySection } from './history-section'

/** Every section loads on its own and shows its own state; offline, one line tells how old the copy is. */
export function ProgressContent({ student }: { student: SelectedStudent }) {
  const online = useOnline()
  const now = useNow()
  const advance = useQuery(progressQueries.advance(student))
  const cycleAverage = useQuery(progressQueries.cycleAverage(student))
  const cumulative = useQuery(progressQueries.cumulativeAverage(student))
  const history = useQuery(progressQueries.averageHistory(student))
  const degree = useQuery(progressQueries.degree(student))
  const enrollment = useQuery(progressQueries.enrollment(student))
  const standing = useQuery(progressQueries.standing(student))
  const savedAt = online
    ? null
    : oldestUpdate([advance, cycleAverage, cumulative, history, degree, enrollment].filter((q) => q.data !== undefined).map((q) => q.dataUpdatedAt))

  return (
    <Stack gap="5">
      {savedAt !== null && <OfflineAge savedAt={savedAt} now={now} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <AdvanceSection query={advance} />
        <AveragesSection cycle={cycleAverage} cumulative={cumulative} />
        <HistorySection query={history} />
        <Stack gap="5">
          <DegreeSection query={degree} standing={standing} />
          <EnrollmentSection query={enrollment} />
        </Stack>
      </SimpleGrid>
    </Stack>
  )
}
