import { queryOptions } from '@tanstack/react-query'
import type { HistoryPeriod } from '@/contract/payments'
import { fetchBalance, fetchHistory, fetchPayables, fetchReferencePdf, fetchReferences } from './api'

/** Keys are [domain, scope, params], built only here. */
export const paymentQueries = {
  all: ['payments'] as const,
  /**
   * The worker keeps the statement and the references per user (snapshots), to read with no
   * signal. Read again whenever a screen shows them: the bank may have reported a payment.
   */
  balance: (accountNumber: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'balance', accountNumber] as const,
      queryFn: ({ signal }) => fetchBalance(accountNumber, signal),
      meta: { snapshot: true, silent: true },
    }),
  history: (accountNumber: string, period: HistoryPeriod) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'history', accountNumber, period] as const,
      queryFn: ({ signal }) => fetchHistory(accountNumber, period, signal),
      meta: { snapshot: true, silent: true },
    }),
  /** What can be paid: only with signal, as paying is (architecture: payments are online only). */
  payables: (accountNumber: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'payables', accountNumber] as const,
      queryFn: ({ signal }) => fetchPayables(accountNumber, signal),
      staleTime: 0,
      meta: { silent: true },
    }),
  references: (accountNumber: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'references', accountNumber] as const,
      queryFn: ({ signal }) => fetchReferences(accountNumber, signal),
      meta: { snapshot: true, silent: true },
    }),
  /** A reference's PDF; kept by the worker, so one opened once opens with no signal. */
  referencePdf: (referenceId: number) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'reference-pdf', referenceId] as const,
      queryFn: ({ signal }) => fetchReferencePdf(referenceId, signal),
      staleTime: 10 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
}
