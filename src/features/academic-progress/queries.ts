import { queryOptions } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { PERSISTED_GC_TIME_MS } from '@/shared/offline/query-persistence'
import { careerScope } from '@/shared/session/selection'
import {
  fetchAdvance,
  fetchAverageHistory,
  fetchCumulativeAverage,
  fetchCycleAverage,
  fetchDegree,
  fetchEnrollment,
  fetchStandingInformation,
} from './api'

/**
 * The worker does not keep these answers; the app's persisted query cache does, so the
 * screen still reads offline and tells their age from `dataUpdatedAt`. Each section of the
 * screen shows its own failure, hence no snackbar.
 */
const common = { staleTime: 10 * 60_000, gcTime: PERSISTED_GC_TIME_MS, meta: { silent: true } } as const

/** Keys are [domain, scope, params], built only here. */
export const progressQueries = {
  all: ['academic-progress'] as const,
  advance: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...progressQueries.all, 'advance', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchAdvance(student, signal),
      ...common,
    }),
  cycleAverage: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...progressQueries.all, 'cycle-average', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchCycleAverage(student, signal),
      ...common,
    }),
  cumulativeAverage: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...progressQueries.all, 'average', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchCumulativeAverage(student, signal),
      ...common,
    }),
  averageHistory: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...progressQueries.all, 'average-history', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchAverageHistory(student, signal),
      ...common,
    }),
  degree: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...progressQueries.all, 'degree', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchDegree(student, signal),
      ...common,
    }),
  standing: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...progressQueries.all, 'standing', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchStandingInformation(student, signal),
      ...common,
    }),
  enrollment: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...progressQueries.all, 'enrollment', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchEnrollment(student, signal),
      ...common,
    }),
}
