import { termsEndpoints } from '@/contract/terms-endpoints'
import { request } from '@/shared/http/request'

export function fetchCurrentTerms(signal?: AbortSignal) {
  return request(termsEndpoints.currentTerms, { signal })
}

export function fetchTermsVersion(version: string, signal?: AbortSignal) {
  return request(termsEndpoints.termsVersion, { params: { version }, signal })
}

export function acceptTerms(version: string) {
  return request(termsEndpoints.acceptTerms, { body: { version } })
}
