import { queryOptions } from '@tanstack/react-query'
import { fetchFiscalCatalogs, fetchFiscalData } from './api'

/** Keys are [domain, scope, params], built only here. */
export const fiscalQueries = {
  all: ['fiscal'] as const,
  /** The SAT catalogs the university invoices with: they change rarely. */
  catalogs: () =>
    queryOptions({
      queryKey: [...fiscalQueries.all, 'catalogs'] as const,
      queryFn: ({ signal }) => fetchFiscalCatalogs(signal),
      staleTime: 24 * 60 * 60_000,
      meta: { silent: true },
    }),
  /** The account's fiscal data; kept by the worker, so it reads with no signal. */
  data: (accountNumber: string) =>
    queryOptions({
      queryKey: [...fiscalQueries.all, 'data', accountNumber] as const,
      queryFn: ({ signal }) => fetchFiscalData(accountNumber, signal),
      meta: { snapshot: true, silent: true },
    }),
}
