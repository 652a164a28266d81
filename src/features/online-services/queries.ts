import { queryOptions } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { careerScope } from '@/shared/session/selection'
import { fetchOnlineServices } from './api'

/** Keys are [domain, scope, params], built only here. */
export const onlineServicesQueries = {
  all: ['online-services'] as const,
  /** The career's sites; kept by the worker, so the list reads with no signal. */
  links: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...onlineServicesQueries.all, 'links', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchOnlineServices(student, signal),
      staleTime: 10 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
}
