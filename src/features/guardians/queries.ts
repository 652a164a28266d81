import { queryOptions } from '@tanstack/react-query'
import type { GuardianKind } from '@/contract/guardians'
import { fetchGuardians } from './api'

/** Keys are [domain, scope, params], built only here. */
export const guardianQueries = {
  all: ['guardians'] as const,
  /** The account's people of one kind; kept by the worker, so they read with no signal. */
  list: (accountNumber: string, kind: GuardianKind) =>
    queryOptions({
      queryKey: [...guardianQueries.all, 'list', accountNumber, kind] as const,
      queryFn: ({ signal }) => fetchGuardians(accountNumber, kind, signal),
      meta: { snapshot: true, silent: true },
    }),
}
