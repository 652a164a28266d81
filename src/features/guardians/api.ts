import { guardianEndpoints } from '@/contract/guardian-endpoints'
import type { GuardianKind, GuardianStatusBody } from '@/contract/guardians'
import { request, requestWithAge } from '@/shared/http/request'

export function fetchGuardians(accountNumber: string, kind: GuardianKind, signal?: AbortSignal) {
  return requestWithAge(guardianEndpoints.guardians, { query: { accountNumber, kind }, signal })
}

/** The registration's fields and the identity document under `file`, as multipart. */
export const registerGuardian = (form: FormData) => request(guardianEndpoints.registerGuardian, { body: form })

export const setGuardianStatus = (body: GuardianStatusBody) => request(guardianEndpoints.guardianStatus, { body })
