import { ORIGIN } from '../../src/contract/common.ts'
import { IDEMPOTENCY_HEADER } from '../../src/contract/idempotency.ts'
import { expect } from 'vitest'
import { api } from '../support/sign-in.ts'

export interface WriteOptions {
  key?: string
  portal?: 'uvm' | 'unitec'
}

/** A JSON write to the API, with an Idempotency-Key when given. */
export function write(baseUrl: string, token: string, method: string, path: string, body: unknown, opts: WriteOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (opts.key !== undefined) headers[IDEMPOTENCY_HEADER] = opts.key
  return api(baseUrl, token, path, { portal: opts.portal ?? 'uvm' }, { method, headers, body: JSON.stringify(body) })
}

export const apiUrl = (baseUrl: string, path: string, portal = 'uvm') => `${baseUrl}/api${path}?origin=${ORIGIN}&portal=${portal}`

/** The selection the app sends for alumno's first account in each portal. */
export const SELECTIONS = {
  uvm: { accountNumber: '010245871', programCode: 'LPSI-18', campusCode: 'COY' },
  unitec: { accountNumber: '22140567', programCode: 'ISC-20', campusCode: 'SUR' },
} as const

/** The body of an answer that must be a 200 (the body is shown when it is not). */
export async function okBody<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T
  expect(response.status, JSON.stringify(body)).toBe(200)
  return body
}
