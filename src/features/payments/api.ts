import { paymentEndpoints } from '@/contract/payment-endpoints'
import { IDEMPOTENCY_HEADER } from '@/contract/idempotency'
import type { CheckoutBody, HistoryPeriod, ReferenceBody, Selection } from '@/contract/payments'
import { request, requestWithAge } from '@/shared/http/request'

export function fetchBalance(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(paymentEndpoints.paymentBalance, { query: { accountNumber }, signal })
}

export function fetchHistory(accountNumber: string, period: HistoryPeriod, signal?: AbortSignal) {
  return requestWithAge(paymentEndpoints.paymentHistory, { query: { accountNumber, period }, signal })
}

export function fetchPayables(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(paymentEndpoints.paymentOrders, { query: { accountNumber }, signal })
}

export function fetchSummary(selection: Selection, signal?: AbortSignal) {
  return request(paymentEndpoints.paymentSummary, { body: selection, signal })
}

export function fetchReferences(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(paymentEndpoints.references, { query: { accountNumber }, signal })
}

export function fetchReferencePdf(referenceId: number, signal?: AbortSignal) {
  return requestWithAge(paymentEndpoints.referencePdf, { query: { referenceId: String(referenceId) }, signal })
}

/** One key per summary the person confirms: pressing again, or again after a lost answer, makes one reference. */
export function createReference(body: ReferenceBody, idempotencyKey: string) {
  return request(paymentEndpoints.createReference, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}

/** One key per confirmation: a double click, a reload or a lost answer never makes a second payment. */
export function checkout(body: CheckoutBody, idempotencyKey: string) {
  return request(paymentEndpoints.checkout, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}

export function fetchPayment(paymentId: number, signal?: AbortSignal) {
  return requestWithAge(paymentEndpoints.payment, { query: { paymentId: String(paymentId) }, signal })
}

export function fetchPayments(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(paymentEndpoints.payments, { query: { accountNumber }, signal })
}

export function renewCodi(paymentId: number) {
  return request(paymentEndpoints.renewCodi, { body: { paymentId } })
}

export function fetchWallet(accountNumber: string, signal?: AbortSignal) {
  return request(paymentEndpoints.wallet, { query: { accountNumber }, signal })
}

export function enrolCard(accountNumber: string) {
  return request(paymentEndpoints.enrolCard, { body: { accountNumber } })
}

export function removeCard(accountNumber: string, cardId: number) {
  return request(paymentEndpoints.removeCard, { body: { accountNumber, cardId } })
}

export function fetchReceipt(accountNumber: string, folio: string, signal?: AbortSignal) {
  return requestWithAge(paymentEndpoints.receipt, { query: { accountNumber, folio }, signal })
}

export function fetchReceiptPdf(accountNumber: string, folio: string, signal?: AbortSignal) {
  return requestWithAge(paymentEndpoints.receiptPdf, { query: { accountNumber, folio }, signal })
}

export function fetchCodiMaximum(signal?: AbortSignal) {
  return request(paymentEndpoints.codiMaximum, { signal })
}
