import { queryOptions } from '@tanstack/react-query'
import type { HistoryPeriod, Payment } from '@/contract/payments'
import {
  fetchBalance, fetchHistory, fetchPayables, fetchPayment, fetchPayments, fetchReceipt, fetchReceiptPdf, fetchReferencePdf, fetchReferences,
  fetchCodiMaximum, fetchWallet,
} from './api'

/** While the bank or the provider has still to answer, the payment is read again this often. */
export const PAYMENT_POLL_MS = 4000

const waiting = (payment: Payment | undefined) => payment?.status === 'awaiting-transfer' || payment?.status === 'at-provider'

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
  /**
   * What can be paid. Paying needs signal, but what is owed reads with no signal as last seen:
   * the worker keeps it as it serves it (a snapshot), so it survives a browser closed right away.
   */
  payables: (accountNumber: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'payables', accountNumber] as const,
      queryFn: ({ signal }) => fetchPayables(accountNumber, signal),
      staleTime: 0,
      meta: { snapshot: true, silent: true },
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
  /** A payment made here; kept by the worker (a CoDi code reads with no signal), read again while it waits on the bank. */
  payment: (paymentId: number) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'payment', paymentId] as const,
      queryFn: ({ signal }) => fetchPayment(paymentId, signal),
      refetchInterval: (query) => (waiting(query.state.data?.data) ? PAYMENT_POLL_MS : false),
      meta: { snapshot: true, silent: true },
    }),
  /** The latest payments made here: the pay-later kit keeps their CoDi codes with no signal. */
  payments: (accountNumber: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'payments', accountNumber] as const,
      queryFn: ({ signal }) => fetchPayments(accountNumber, signal),
      meta: { snapshot: true, silent: true },
    }),
  /** The saved cards: only with signal, as paying is. */
  wallet: (accountNumber: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'wallet', accountNumber] as const,
      queryFn: ({ signal }) => fetchWallet(accountNumber, signal),
      staleTime: 0,
      meta: { silent: true },
    }),
  receipt: (accountNumber: string, folio: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'receipt', accountNumber, folio] as const,
      queryFn: ({ signal }) => fetchReceipt(accountNumber, folio, signal),
      staleTime: 10 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
  receiptPdf: (accountNumber: string, folio: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'receipt-pdf', accountNumber, folio] as const,
      queryFn: ({ signal }) => fetchReceiptPdf(accountNumber, folio, signal),
      staleTime: 10 * 60_000,
      meta: { snapshot: true, silent: true },
    }),
  /** The most a CoDi payment may be (spec §9: from the server); its failures are silent (spec §8). */
  codiMaximum: () =>
    queryOptions({
      queryKey: [...paymentQueries.all, 'codi-maximum'] as const,
      queryFn: ({ signal }) => fetchCodiMaximum(signal),
      staleTime: 60 * 60_000,
      meta: { silent: true },
    }),
}
