import { queryOptions } from '@tanstack/react-query'
import { fetchContacts, fetchContactTypes, fetchZipCode } from './api'

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
  /** A postal code's place (null: not in the catalog); a catalog changes seldom, so one answer serves a week. */
  zipCode: (zip: string) =>
    queryOptions({
      queryKey: [...contactQueries.all, 'zip-code', zip] as const,
      queryFn: ({ signal }) => fetchZipCode(zip, signal),
      staleTime: 7 * 24 * 60 * 60_000,
      meta: { silent: true },
    }),
}
