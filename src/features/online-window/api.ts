import { academicEndpoints } from '@/contract/academic-endpoints'
import { IDEMPOTENCY_HEADER } from '@/contract/idempotency'
import { onlineWindowEndpoints } from '@/contract/online-window-endpoints'
import type { FormalityBody, ReenrollmentBody } from '@/contract/online-window'
import { paymentEndpoints } from '@/contract/payment-endpoints'
import { request, requestWithAge } from '@/shared/http/request'

export interface Career {
  accountNumber: string
  cvProgram: string
  campusId: string
}

export function fetchOnlineWindow(career: Career, signal?: AbortSignal) {
  return requestWithAge(onlineWindowEndpoints.onlineWindow, { query: career, signal })
}

/** The plan with where the student stands in each subject (the subjects offered). */
export function fetchPlan({ accountNumber, cvProgram, campusId }: Career, signal?: AbortSignal) {
  return requestWithAge(academicEndpoints.cyclesOffered, { params: { id: accountNumber }, query: { cvProgram, campusId }, signal })
}

/** One key per request the person confirms: pressing again, or again after a lost answer, asks once. */
export function requestFormality(body: FormalityBody, idempotencyKey: string) {
  return request(onlineWindowEndpoints.requestFormality, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}

export function reenroll(body: ReenrollmentBody, idempotencyKey: string) {
  return request(onlineWindowEndpoints.reenroll, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}

/** What the account owes now: the reenrollment's order must be among it before the student goes to pay. */
export function fetchPendingOrders(accountNumber: string) {
  return request(paymentEndpoints.paymentOrders, { query: { accountNumber } })
}
