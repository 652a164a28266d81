import type { QueryClient } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { userDb } from '@/shared/db/user-db'
import { newestFirst } from './logic'
import { reportCardQueries } from './queries'
import { savedReportCards } from './saved'

/** A current report card saved this recently is not downloaded again: its grades change, but not by the hour. */
export const CURRENT_FRESH_MS = 12 * 60 * 60_000

/**
 * Keeps the current cycle's report card on this device: the cycles with their averages, then the
 * newest one's PDF unless a copy of it is fresh. The worker (or the page, before the worker is in
 * charge) saves what passes, so it opens with no signal without having been visited.
 */
export async function keepCurrentReportCard(queryClient: QueryClient, student: SelectedStudent, now = Date.now()): Promise<void> {
  const cycles = await queryClient.fetchQuery(reportCardQueries.cycles(student))
  // A saved copy answered: there is no signal to download with.
  if (cycles.savedAt !== null) return
  const current = newestFirst(cycles.data)[0]
  if (!current) return
  const key = (await savedReportCards(student)).get(current.cycle)
  const saved = key === undefined ? undefined : await userDb().snapshots.get(key)
  if (saved && now - saved.savedAt < CURRENT_FRESH_MS) return
  await queryClient.prefetchQuery(reportCardQueries.pdf(student, current.cycle))
}
