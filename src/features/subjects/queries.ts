import { queryOptions } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { careerScope } from '@/shared/session/selection'
import { fetchPlan, fetchSubjects, type SubjectListType } from './api'

/** Keys are [domain, scope, params], built only here. */
export const subjectQueries = {
  all: ['subjects'] as const,
  list: (student: SelectedStudent, type: SubjectListType) =>
    queryOptions({
      queryKey: [...subjectQueries.all, type, careerScope(student)] as const,
      queryFn: ({ signal }) => fetchSubjects(student, type, signal),
      staleTime: 5 * 60_000,
      // The worker keeps these answers per user (snapshot), and the screen shows its own errors.
      meta: { snapshot: true, silent: true },
    }),
  plan: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...subjectQueries.all, 'plan', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchPlan(student, signal),
      staleTime: 30 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
}
