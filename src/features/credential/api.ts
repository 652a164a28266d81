import type { CredentialCode } from '@/contract/academic'
import { endpoints } from '@/contract/endpoints'
import type { SelectedStudent } from '@/contract/user'
import { on404 } from '@/shared/http/api-error'
import { requestWithAge, type WithAge } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'

export function fetchCredential(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(endpoints.credential, { query: careerQuery(student), signal })
}

/**
 * `GET /student/qr/encrypt`: the opaque code the QR carries. A credential that is not valid has
 * no code (404): that is an answer, `null`, not a failure.
 */
export function fetchCredentialCode(accountNumber: string, signal?: AbortSignal): Promise<WithAge<CredentialCode | null>> {
  return on404(requestWithAge(endpoints.credentialCode, { query: { accountNumber }, signal }), { data: null, savedAt: null })
}
