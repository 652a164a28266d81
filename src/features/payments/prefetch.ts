import type { QueryClient } from '@tanstack/react-query'
import { prefetchScreen } from '@/shared/session/prefetch-screen'
import { paymentQueries } from './queries'

/** Everything "Pagos y estado de cuenta" shows when it opens: balance, statement, references and payments made here. */
export function prefetch(queryClient: QueryClient) {
  return prefetchScreen(queryClient, '/payments', ({ accountNumber }) => [
    queryClient.prefetchQuery(paymentQueries.balance(accountNumber)),
    queryClient.prefetchQuery(paymentQueries.history(accountNumber, 'T')),
    queryClient.prefetchQuery(paymentQueries.references(accountNumber)),
    queryClient.prefetchQuery(paymentQueries.payments(accountNumber)),
  ])
}
