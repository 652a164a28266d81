import { contactEndpoints } from '@/contract/contact-endpoints'
import type { AddContactBody, OtpBody } from '@/contract/contact'
import { IDEMPOTENCY_HEADER } from '@/contract/idempotency'
import { request, requestWithAge } from '@/shared/http/request'

export function fetchContactTypes(signal?: AbortSignal) {
  return request(contactEndpoints.contactTypes, { signal })
}

export function fetchContacts(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(contactEndpoints.contacts, { query: { accountNumber }, signal })
}

export function sendCode(body: OtpBody) {
  return request(contactEndpoints.sendOtp, { body })
}

export function verifyCode(otpId: string, code: string) {
  return request(contactEndpoints.verifyOtp, { body: { otpId, code } })
}

/** One key per confirmed contact: a retry after a lost answer adds it once. */
export function addContact(body: AddContactBody, idempotencyKey: string) {
  return request(contactEndpoints.addContact, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}

export function removeContact(body: { accountNumber: string; contactId: number }) {
  return request(contactEndpoints.removeContact, { body })
}
