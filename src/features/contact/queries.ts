import { queryOptions } from '@tanstack/react-query'
import { fetchContacts, fetchContactTypes } from './api'

/** Keys are [domain, scope, params], built only here. */
export const contactQueries = {
  all: ['contact'] as const,
  types: () =>
    queryOptions({
      queryKey: [...contactQueries.all, 'types'] as const,
      queryFn: ({ signal }) => fetchContactTypes(signal),
      staleTime: 24 * 60 * 60_000,
      meta: { silent: true },
    }),
  /** The account's contacts; kept by the worker, so they read with no signal. */
  contacts: (accountNumber: string) =>
    queryOptions({
      queryKey: [...contactQueries.all, 'contacts', accountNumber] as const,
      queryFn: ({ signal }) => fetchContacts(accountNumber, signal),
      meta: { snapshot: true, silent: true },
    }),
}
