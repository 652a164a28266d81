import { fiscalEndpoints } from '@/contract/fiscal-endpoints'
import type { FiscalDataBody } from '@/contract/fiscal'
import { request, requestWithAge } from '@/shared/http/request'

export function fetchFiscalCatalogs(signal?: AbortSignal) {
  return request(fiscalEndpoints.fiscalCatalogs, { signal })
}

export function fetchFiscalData(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(fiscalEndpoints.fiscalData, { query: { accountNumber }, signal })
}

export function saveFiscalData(body: FiscalDataBody) {
  return request(fiscalEndpoints.saveFiscalData, { body })
}
