import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchDocumentSections, fetchLibraryCatalog, fetchLibraryItems, fetchStudentLibraries, type ItemSearch } from './api'

/** Keys are [domain, scope, params], built only here. */
export const resourceQueries = {
  all: ['digital-resources'] as const,
  /** Every library of the portal: kept by the worker, so the list reads with no signal. */
  catalog: () =>
    queryOptions({
      queryKey: [...resourceQueries.all, 'catalog'] as const,
      queryFn: ({ signal }) => fetchLibraryCatalog(signal),
      staleTime: 60 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
  /** The sections documents are filed under, for the filter: kept by the worker, like the libraries. */
  sections: () =>
    queryOptions({
      queryKey: [...resourceQueries.all, 'sections'] as const,
      queryFn: ({ signal }) => fetchDocumentSections(signal),
      staleTime: 60 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
  /** The libraries the account may use. */
  libraries: (accountNumber: string) =>
    queryOptions({
      queryKey: [...resourceQueries.all, 'libraries', accountNumber] as const,
      queryFn: ({ signal }) => fetchStudentLibraries(accountNumber, signal),
      staleTime: 60 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
  /** One page of a library's documents or images; the previous page stays on screen while the next loads. */
  items: (search: ItemSearch) =>
    queryOptions({
      queryKey: [...resourceQueries.all, 'items', search] as const,
      queryFn: ({ signal }) => fetchLibraryItems(search, signal),
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
      meta: { silent: true },
    }),
}
