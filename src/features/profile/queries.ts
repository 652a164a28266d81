import { queryOptions } from '@tanstack/react-query'
import { fetchPhoto } from './api'

/** Keys are [domain, scope, params], built only here. */
export const profileQueries = {
  all: ['profile'] as const,
  /** The photo and its review; kept by the worker, so its state reads with no signal. */
  photo: (accountNumber: string) =>
    queryOptions({
      queryKey: [...profileQueries.all, 'photo', accountNumber] as const,
      queryFn: ({ signal }) => fetchPhoto(accountNumber, signal),
      meta: { snapshot: true, silent: true },
    }),
}
