import { queryOptions } from '@tanstack/react-query'
import { fetchCurrentTerms, fetchTermsVersion } from './api'

/** Keys are [domain, scope, params], built only here. A published version never changes. */
export const termsQueries = {
  all: ['terms'] as const,
  current: () =>
    queryOptions({
      queryKey: [...termsQueries.all, 'current'] as const,
      queryFn: ({ signal }) => fetchCurrentTerms(signal),
      staleTime: 0,
    }),
  version: (version: string) =>
    queryOptions({
      queryKey: [...termsQueries.all, 'version', version] as const,
      queryFn: ({ signal }) => fetchTermsVersion(version, signal),
      staleTime: Infinity,
    }),
}
