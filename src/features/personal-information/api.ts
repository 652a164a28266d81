import { IDEMPOTENCY_HEADER } from '@/contract/idempotency'
import { personalInformationEndpoints } from '@/contract/personal-information-endpoints'
import { request, requestBlob, requestWithAge } from '@/shared/http/request'

export function fetchPersonalInformation(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(personalInformationEndpoints.personalInformation, { query: { accountNumber }, signal })
}

/** The record as the university's PDF (spec §7 "POST to its download"). */
export function downloadPersonalPdf(accountNumber: string) {
  return requestBlob(personalInformationEndpoints.personalInformationPdf, { body: { accountNumber } })
}

/** One key per request the person makes: a retry after a lost answer sends it once. */
export function sendPersonalChange(form: FormData, idempotencyKey: string) {
  return request(personalInformationEndpoints.requestPersonalChange, { body: form, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}
