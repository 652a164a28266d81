import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { prefetchForStudent } from '@/shared/session/current-selection'
import { careerScope } from '@/shared/session/selection'
import { fetchCredential, fetchCredentialCode } from './api'
import { loadQrEncoder } from '@/shared/qr/qr-matrix'

/** Ask for a new code this long before the current one expires, and never more often than this. */
const CODE_RENEW_MARGIN_MS = 30_000
const MIN_CODE_REFRESH_MS = 30_000
/** Timers longer than ~24 days overflow; a code is renewed at least this often anyway. */
const MAX_CODE_REFRESH_MS = 6 * 60 * 60_000

/** How long until the shown code should be replaced; false while there is none. */
export function codeRefreshDelay(expiresAt: string | undefined, now = Date.now()): number | false {
  if (!expiresAt) return false
  const left = Date.parse(expiresAt) - now - CODE_RENEW_MARGIN_MS
  return Math.min(Math.max(left, MIN_CODE_REFRESH_MS), MAX_CODE_REFRESH_MS)
}

/** Keys are [domain, scope, params], built only here. */
export const credentialQueries = {
  all: ['credential'] as const,
  card: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...credentialQueries.all, 'card', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchCredential(student, signal),
      staleTime: 5 * 60_000,
      // The worker keeps this answer per user (snapshot), and the screen shows its own errors.
      meta: { snapshot: true, silent: true },
    }),
  code: (accountNumber: string) =>
    queryOptions({
      queryKey: [...credentialQueries.all, 'code', { account: accountNumber }] as const,
      queryFn: ({ signal }) => fetchCredentialCode(accountNumber, signal),
      staleTime: 60_000,
      // The code carries its own expiry: the QR on screen is replaced before it stops scanning.
      refetchInterval: (query) => codeRefreshDelay(query.state.data?.data?.expiresAt),
      meta: { snapshot: true, silent: true },
    }),
}

/**
 * Starts what the credential screen shows, before it renders: the card, the code and the
 * QR encoder load side by side instead of one after another.
 */
export function prefetchCredential(queryClient: QueryClient) {
  void loadQrEncoder().catch(() => undefined)
  return prefetchForStudent(queryClient, (student) => [
    queryClient.prefetchQuery(credentialQueries.card(student)),
    queryClient.prefetchQuery(credentialQueries.code(student.accountNumber)),
  ])
}
