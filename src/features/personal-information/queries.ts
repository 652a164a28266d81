import { queryOptions } from '@tanstack/react-query'
import { fetchPersonalInformation } from './api'

/** Keys are [domain, scope, params], built only here. */
export const personalQueries = {
  all: ['personal-information'] as const,
  /** The account's record and its requests; kept by the worker, so they read with no signal. */
  record: (accountNumber: string) =>
    queryOptions({
      queryKey: [...personalQueries.all, 'record', accountNumber] as const,
      queryFn: ({ signal }) => fetchPersonalInformation(accountNumber, signal),
      meta: { snapshot: true, silent: true },
    }),
}
