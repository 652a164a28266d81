import { expect } from 'vitest'
import type { OtpChannel, OtpSent, StudentContacts } from '../../src/contract/contact.ts'
import { IDEMPOTENCY_HEADER } from '../../src/contract/idempotency.ts'
import { isoDay, localDay } from '../../server/data/academic-time.ts'
import { api } from '../support/sign-in.ts'
import { form, pdf, type Part } from './digital-file-calls.ts'
import type { TestServer } from './test-server.ts'

export interface CallOptions {
  portal?: 'uvm' | 'unitec'
  key?: string
}

/** A JSON call of the contact data or the codes. */
export function jsonCall(server: TestServer, token: string, method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, opts: CallOptions = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (opts.key) headers[IDEMPOTENCY_HEADER] = opts.key
  return api(server.url, token, path, { portal: opts.portal ?? 'uvm' }, { method, headers, body: JSON.stringify(body) })
}

export async function contactsOf(server: TestServer, token: string, accountNumber: string, portal: 'uvm' | 'unitec' = 'uvm'): Promise<StudentContacts> {
  const response = await api(server.url, token, '/student/contactstudent', { accountNumber, portal })
  expect(response.status).toBe(200)
  return (await response.json()) as StudentContacts
}

/** `GET /notification/otp`: sends a code, its request in the query. */
export const askCode = (server: TestServer, token: string, accountNumber: string, channel: OtpChannel, destination: string, opts: CallOptions = {}) =>
  api(server.url, token, '/notification/otp', { portal: opts.portal ?? 'uvm', accountNumber, channel, destination }, opts.key ? { headers: { [IDEMPOTENCY_HEADER]: opts.key } } : {})

export const checkCode = (server: TestServer, token: string, otpId: string, code: string, opts: CallOptions = {}) =>
  jsonCall(server, token, 'POST', '/notification/otp/verify', { otpId, code }, opts)

export interface SentCode { otpId: string; channel: OtpChannel; destination: string; code: string; sentAt: string }

/** The codes the server "sent" for the account, newest first (test hook). */
export async function outbox(server: TestServer, accountNumber: string): Promise<SentCode[]> {
  return (await (await fetch(`${server.url}/__test__/otp?accountNumber=${accountNumber}`)).json()) as SentCode[]
}

export async function codeOf(server: TestServer, accountNumber: string, otpId: string): Promise<string> {
  const sent = (await outbox(server, accountNumber)).find((s) => s.otpId === otpId)
  if (!sent) throw new Error(`no code ${otpId} in the outbox`)
  return sent.code
}

/** Asks for a code, reads it from the outbox and checks it: the verification token for that destination. */
export async function verificationFor(
  server: TestServer, token: string, accountNumber: string, channel: OtpChannel, destination: string, portal: 'uvm' | 'unitec' = 'uvm',
): Promise<string> {
  const asked = await askCode(server, token, accountNumber, channel, destination, { portal })
  expect(asked.status, await asked.clone().text()).toBe(200)
  const { otpId } = (await asked.json()) as OtpSent
  const checked = await checkCode(server, token, otpId, await codeOf(server, accountNumber, otpId), { portal })
  expect(checked.status, await checked.clone().text()).toBe(200)
  return ((await checked.json()) as { verificationToken: string }).verificationToken
}

/** A code that is surely not the one sent. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

export function hook(server: TestServer, path: 'reset' | 'decide', body: unknown): Promise<Response> {
  return fetch(`${server.url}/__test__/contact/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

export async function resetContacts(server: TestServer, ...accounts: string[]): Promise<void> {
  for (const accountNumber of accounts) expect((await hook(server, 'reset', { accountNumber })).status).toBe(200)
}

/** Today in Mexico City, `YYYY-MM-DD`, `days` days earlier. */
export const mexicoDay = (days = 0) => isoDay(localDay(new Date()) - days)

export const ADDRESS = {
  street: 'Insurgentes Sur', exteriorNumber: '1602', interiorNumber: 'Piso 4', colony: 'Crédito Constructor', municipality: 'Benito Juárez',
  state: 'Ciudad de México', zipCode: '03940',
}

export function sendAddress(
  server: TestServer, token: string, method: 'POST' | 'PUT', fields: Record<string, string>, file: Part | null = pdf('recibo.pdf'), opts: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {}
  if (opts.key) headers[IDEMPOTENCY_HEADER] = opts.key
  return api(server.url, token, '/student/contactstudent/address', { portal: opts.portal ?? 'uvm' }, {
    method, headers, body: form(fields, file ? { file } : {}),
  })
}

export async function expectRefusal(response: Response, status: number, message: string | RegExp): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>
  expect(response.status, JSON.stringify(body)).toBe(status)
  if (typeof message === 'string') expect(body.message).toBe(message)
  else expect(body.message).toMatch(message)
  return body
}
