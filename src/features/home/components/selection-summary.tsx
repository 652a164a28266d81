import { useQuery } from '@tanstack/react-query'
import { sessionQueries } from '@/shared/session/queries'
import { useSelection } from '@/shared/session/current-selection'
import { selectedStudent } from '@/shared/session/selection'
import { SummaryCard } from './summary-card'

/** What every other screen will show data for. */
export function SelectionSummary() {
  const selection = useSelection()
  const selected = selectedStudent(selection)
  const pending = useQuery({ ...sessionQueries.pending(selected?.accountNumber ?? ''), enabled: Boolean(selected) })
  if (!selection || !selected) return null
  const career = selection.student.careers.find((c) => c.cvProgram === selected.cvProgram)!
  // Busy while the first answer is being fetched (not while it waits for a signal): the home's
  // first view, drawn from the saved count, is replaced once this summary is as complete.
  const busy = pending.isPending && pending.fetchStatus === 'fetching'
  return <SummaryCard student={selection.student} career={career} unread={pending.data?.totalPendingRead} busy={busy} />
}
