import { queryOptions } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { careerScope } from '@/shared/session/selection'
import { fetchSubjectStrip, fetchSubjectStripPdf } from './api'


/** Keys are [domain, scope, params], built only here. */
export const subjectStripQueries = {
  all: ['subject-strip'] as const,
  strip: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...subjectStripQueries.all, 'strip', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchSubjectStrip(student, signal),
      staleTime: 5 * 60_000,
      // The worker keeps this answer per user (snapshot), and the screen shows its own errors.
      meta: { snapshot: true, silent: true },
    }),
  pdf: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...subjectStripQueries.all, 'pdf', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchSubjectStripPdf(student, signal),
      staleTime: 5 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
}
