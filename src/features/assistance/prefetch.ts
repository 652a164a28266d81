import type { QueryClient } from '@tanstack/react-query'
import { prefetchScreen } from '@/shared/session/prefetch-screen'
import { assistanceQueries } from './queries'

/** What the help center shows when it opens: the tickets, the desk's settings and what the person may do there. */
export function prefetch(queryClient: QueryClient) {
  return prefetchScreen(queryClient, '/assistance', ({ accountNumber }) => [
    queryClient.prefetchQuery(assistanceQueries.tickets(accountNumber)),
    queryClient.prefetchQuery(assistanceQueries.config(accountNumber)),
  ])
}
