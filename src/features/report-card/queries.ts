import { queryOptions } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { careerScope } from '@/shared/session/selection'
import { fetchReportCardCycles, fetchReportCardPdf } from './api'


/** Keys are [domain, scope, params], built only here. */
export const reportCardQueries = {
  all: ['report-card'] as const,
  cycles: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...reportCardQueries.all, 'cycles', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchReportCardCycles(student, signal),
      staleTime: 5 * 60_000,
      // The worker keeps this answer per user (snapshot), and the screen shows its own errors.
      meta: { snapshot: true, silent: true },
    }),
  /** One report card PDF; kept per cycle by the worker, so one opened once opens offline. */
  pdf: (student: SelectedStudent, cycle: string) =>
    queryOptions({
      queryKey: [...reportCardQueries.all, 'pdf', { ...careerScope(student), cycle }] as const,
      queryFn: ({ signal }) => fetchReportCardPdf(student, cycle, signal),
      // A closed cycle's report card does not change while the screen is open.
      staleTime: 10 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
}
