import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { SelectedStudent } from '@/contract/user'
import { useSessionMode } from '@/shared/auth/session-mode'
import { useSelection } from '@/shared/session/current-selection'
import { selectedStudent } from '@/shared/session/selection'

/** How long after the session is confirmed the report card is kept: the screen's own first answers go first. */
const AFTER_START_MS = 2_000

/**
 * The design card's promise: the worker keeps report cards as it keeps the credential, the schedule
 * and the subjects. Right after sign-in (and on every start with a confirmed session, and for every
 * student chosen) the current cycle's report card is kept, so it opens with no signal although it
 * was never opened. Its code loads only then, outside the first load.
 */
export function useKeepCurrentReportCard() {
  const queryClient = useQueryClient()
  const mode = useSessionMode()
  const student = selectedStudent(useSelection())
  // The same student in a new object (each render) is not a new student: the wait is not restarted.
  const key = student ? JSON.stringify(student) : null
  useEffect(() => {
    if (mode !== 'online' || !key) return
    const student = JSON.parse(key) as SelectedStudent
    const timer = window.setTimeout(() => {
      // Failing is harmless: the screen downloads it when visited, and the home card says what is missing.
      void import('./keep').then(({ keepCurrentReportCard }) => keepCurrentReportCard(queryClient, student)).catch(() => undefined)
    }, AFTER_START_MS)
    return () => window.clearTimeout(timer)
  }, [mode, key, queryClient])
}
