import { queryOptions } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { fetchSubjectStrip, fetchSubjectStripPdf } from './api'

const career = (student: SelectedStudent) => ({
  account: student.accountNumber,
  program: student.cvProgram,
  campus: student.campusCode,
})

/** Keys are [domain, scope, params], built only here. */
export const subjectStripQueries = {
  all: ['subject-strip'] as const,
  strip: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...subjectStripQueries.all, 'strip', career(student)] as const,
      queryFn: ({ signal }) => fetchSubjectStrip(student, signal),
      staleTime: 5 * 60_000,
      // The worker keeps this answer per user (snapshot), and the screen shows its own errors.
      meta: { snapshot: true, silent: true },
    }),
  pdf: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...subjectStripQueries.all, 'pdf', career(student)] as const,
      queryFn: ({ signal }) => fetchSubjectStripPdf(student, signal),
      staleTime: 5 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
}
