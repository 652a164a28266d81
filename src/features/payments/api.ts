import { endpoints } from '@/contract/endpoints'
import { IDEMPOTENCY_HEADER } from '@/contract/idempotency'
import type { HistoryPeriod, ReferenceBody, Selection } from '@/contract/payments'
import { request, requestWithAge } from '@/shared/http/request'

export function fetchBalance(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(endpoints.paymentBalance, { query: { accountNumber }, signal })
}

export function fetchHistory(accountNumber: string, period: HistoryPeriod, signal?: AbortSignal) {
  return requestWithAge(endpoints.paymentHistory, { query: { accountNumber, period }, signal })
}

export function fetchPayables(accountNumber: string, signal?: AbortSignal) {
  return request(endpoints.paymentOrders, { query: { accountNumber }, signal })
}

export function fetchSummary(selection: Selection, signal?: AbortSignal) {
  return request(endpoints.paymentSummary, { body: selection, signal })
}

export function fetchReferences(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(endpoints.references, { query: { accountNumber }, signal })
}

export function fetchReferencePdf(referenceId: number, signal?: AbortSignal) {
  return requestWithAge(endpoints.referencePdf, { query: { referenceId: String(referenceId) }, signal })
}

/** One key per summary the person confirms: pressing again, or again after a lost answer, makes one reference. */
export function createReference(body: ReferenceBody, idempotencyKey: string) {
  return request(endpoints.createReference, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}
