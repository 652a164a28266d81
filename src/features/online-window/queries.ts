import { queryOptions } from '@tanstack/react-query'
import { fetchOnlineWindow, fetchPlan, type Career } from './api'

/** Keys are [domain, scope, params], built only here. */
export const onlineWindowQueries = {
  all: ['online-window'] as const,
  /** The windows, the catalog and what the student did; the worker keeps it to read with no signal. */
  state: (career: Career) =>
    queryOptions({
      queryKey: [...onlineWindowQueries.all, 'state', career.accountNumber, career.cvProgram, career.campusId] as const,
      queryFn: ({ signal }) => fetchOnlineWindow(career, signal),
      meta: { snapshot: true, silent: true },
    }),
  /** The plan (`/monitor/student/cyclesoffered/{id}`), the subjects screen's own offline copy. */
  plan: (career: Career) =>
    queryOptions({
      queryKey: [...onlineWindowQueries.all, 'plan', career.accountNumber, career.cvProgram, career.campusId] as const,
      queryFn: ({ signal }) => fetchPlan(career, signal),
      meta: { snapshot: true, silent: true },
    }),
}
