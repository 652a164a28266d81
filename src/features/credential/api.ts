import type { CredentialCode } from '@/contract/academic'
import { endpoints } from '@/contract/endpoints'
import type { SelectedStudent } from '@/contract/user'
import { isApiError } from '@/shared/http/api-error'
import { requestWithAge, type WithAge } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'

export function fetchCredential(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(endpoints.credential, { query: careerQuery(student), signal })
}

/**
 * `GET /student/qr/encrypt`: the opaque code the QR carries. A credential that is not valid has
 * no code (404): that is an answer, `null`, not a failure.
 */
export async function fetchCredentialCode(accountNumber: string, signal?: AbortSignal): Promise<WithAge<CredentialCode | null>> {
  try {
    return await requestWithAge(endpoints.credentialCode, { query: { accountNumber }, signal })
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return { data: null, savedAt: null }
    throw error
  }
}
