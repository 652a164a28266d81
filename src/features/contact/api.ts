import { contactEndpoints } from '@/contract/contact-endpoints'
import type { AddContactBody, OtpQuery } from '@/contract/contact'
import { IDEMPOTENCY_HEADER } from '@/contract/idempotency'
import { on404 } from '@/shared/http/api-error'
import { request, requestWithAge } from '@/shared/http/request'

export function fetchContactTypes(signal?: AbortSignal) {
  return request(contactEndpoints.contactTypes, { signal })
}

export function fetchContacts(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(contactEndpoints.contacts, { query: { accountNumber }, signal })
}

const sending = new Map<string, ReturnType<typeof request<typeof contactEndpoints.sendOtp>>>()

/**
 * Sends a code (a GET with an effect). The same request while one is on its way is not sent
 * again: it shares that one's answer, so a double tap sends one code.
 */
export function sendCode(query: OtpQuery) {
  const key = JSON.stringify([query.accountNumber, query.channel, query.destination])
  const running = sending.get(key)
  if (running) return running
  const sent = request(contactEndpoints.sendOtp, { query }).finally(() => sending.delete(key))
  sending.set(key, sent)
  return sent
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

/** A postal code's state, municipality and colonies; null when the catalog does not hold it (it is not exhaustive). */
export function fetchZipCode(zip: string, signal?: AbortSignal) {
  return on404(request(contactEndpoints.zipCode, { params: { zip }, signal }), null)
}

/**
 * A new address (no `contactId`) or a change of one, with its proof, as a request for review. One
 * key per dialog: a retry after a lost answer sends it once (a refused one stores no key).
 */
export function sendAddress(body: FormData, change: boolean, idempotencyKey: string) {
  const endpoint = change ? contactEndpoints.editAddress : contactEndpoints.addAddress
  return request(endpoint, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}
