import type { FiscalData, FiscalDataBody } from '../../src/contract/fiscal.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api } from '../support/sign-in.ts'
import { write } from './api-calls.ts'
import type { TestServer } from './test-server.ts'

type Portal = 'uvm' | 'unitec'

/** The portal an account belongs to, so a call names the right one. */
export const portalOf = (accountNumber: string): Portal => (accountNumber.startsWith('22') ? 'unitec' : 'uvm')

export function catalogsCall(server: TestServer, token: string | null): Promise<Response> {
  return api(server.url, token, '/catalogs/fiscal')
}

export function fiscalCall(server: TestServer, token: string | null, accountNumber: string, portal = portalOf(accountNumber)): Promise<Response> {
  return api(server.url, token, '/student/fiscal', { accountNumber, portal })
}

/** A PUT of fiscal data; the body may be anything, to be refused. */
export function saveCall(server: TestServer, token: string, body: unknown, opts: { key?: string; portal?: Portal } = {}): Promise<Response> {
  const account = (body as { accountNumber?: unknown } | null)?.accountNumber
  const portal = opts.portal ?? (typeof account === 'string' ? portalOf(account) : 'uvm')
  return write(server.url, token, 'PUT', '/student/fiscal', body, { portal, ...(opts.key === undefined ? {} : { key: opts.key }) })
}

export async function read<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { message?: string }
  if (response.status !== 200) throw new Error(`${response.status}: ${body.message ?? JSON.stringify(body)}`)
  return body
}

export const fiscalOf = async (server: TestServer, token: string, accountNumber: string) => read<FiscalData>(await fiscalCall(server, token, accountNumber))

/** The fiscal data's test hook: the account as seeded. */
export function resetFiscal(server: TestServer, accountNumber: unknown, method = 'POST'): Promise<Response> {
  return fetch(`${server.url}/__test__/fiscal/reset`, {
    method, headers: { 'Content-Type': 'application/json' }, ...(method === 'POST' ? { body: JSON.stringify({ accountNumber }) } : {}),
  })
}

/** A person invoiced for their own tuition: salaries regime, tuition as a personal deduction. */
export const PERSON: FiscalDataBody = {
  accountNumber: ACCOUNTS.alumnoUvm, personType: 'FISICA', rfc: 'HERV990314QK1', name: 'Valeria Hernández Ruiz',
  taxRegime: '605', zipCode: '04310', cfdiUse: 'D10',
}

/** A company paying: general regime, general expenses. */
export const COMPANY: FiscalDataBody = {
  accountNumber: ACCOUNTS.alumnoUnitec, personType: 'MORAL', rfc: 'STB150623QH5', name: 'Servicios Tecnológicos del Bajío, S.A. de C.V.',
  taxRegime: '601', zipCode: '76090', cfdiUse: 'G03',
}
