import { expect } from 'vitest'
import { IDEMPOTENCY_HEADER } from '../../src/contract/idempotency.ts'
import type { PersonalInformation, PersonalValues } from '../../src/contract/personal-information.ts'
import { valuesOfRecord } from '../../src/contract/personal-information.ts'
import { dayParts, localDay } from '../../server/data/academic-time.ts'
import { api } from '../support/sign-in.ts'
import { okBody } from './api-calls.ts'
import { form, type Part } from './digital-file-calls.ts'
import type { TestServer } from './test-server.ts'

export const PATH = '/student/personalInformation'

export interface CallOptions {
  portal?: 'uvm' | 'unitec'
  key?: string
}

export const portalOf = (accountNumber: string): 'uvm' | 'unitec' => (accountNumber.startsWith('22') ? 'unitec' : 'uvm')

export function readCall(server: TestServer, token: string | null, accountNumber: string, portal = portalOf(accountNumber)): Promise<Response> {
  return api(server.url, token, PATH, { accountNumber, portal })
}

export const personalOf = async (server: TestServer, token: string, accountNumber: string) =>
  okBody<PersonalInformation>(await readCall(server, token, accountNumber))

/** The PDF download: a POST whose JSON body names the account. */
export function downloadCall(server: TestServer, token: string, body: unknown, portal: 'uvm' | 'unitec' = 'uvm'): Promise<Response> {
  return api(server.url, token, PATH, { portal }, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

/** A change request: the fields as multipart text, the official document (when given) in `file`. */
export function requestCall(server: TestServer, token: string, fields: Record<string, string>, file: Part | null = null, opts: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {}
  if (opts.key) headers[IDEMPOTENCY_HEADER] = opts.key
  const portal = opts.portal ?? (fields.accountNumber ? portalOf(fields.accountNumber) : 'uvm')
  return api(server.url, token, `${PATH}/request`, { portal }, { method: 'POST', headers, body: form(fields, file ? { file } : {}) })
}

/** The account's current values with `changes` on top: what the form sends. */
export async function fieldsWith(server: TestServer, token: string, accountNumber: string, changes: Partial<PersonalValues>): Promise<Record<string, string>> {
  const { record } = await personalOf(server, token, accountNumber)
  return { accountNumber, ...valuesOfRecord(record), ...changes }
}

export function hook(server: TestServer, path: 'reset' | 'decide', body: unknown): Promise<Response> {
  return fetch(`${server.url}/__test__/personal/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

export async function resetPersonal(server: TestServer, ...accounts: string[]): Promise<void> {
  for (const accountNumber of accounts) expect((await hook(server, 'reset', { accountNumber })).status).toBe(200)
}

/** A birth date `years` years before today in Mexico City (28 February for a 29th that year lacks). */
export function yearsAgo(years: number, now = new Date()): string {
  const { year, month, date } = dayParts(localDay(now))
  const day = month === 2 && date === 29 && (year - years) % 4 !== 0 ? 28 : date
  return `${year - years}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
