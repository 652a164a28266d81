import { randomUUID } from 'node:crypto'
import type { BankReference, Summary } from '../../src/contract/payments.ts'
import { api } from '../support/sign-in.ts'
import { write } from './api-calls.ts'
import type { TestServer } from './test-server.ts'

type Portal = 'uvm' | 'unitec'

/** A GET of the payments API. */
export function pay(server: TestServer, token: string | null, path: string, query: Record<string, string> = {}, portal: Portal = 'uvm'): Promise<Response> {
  return api(server.url, token, `/payment${path}`, { portal, ...query })
}

export async function read<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { message?: string }
  if (response.status !== 200) throw new Error(`${response.status}: ${body.message ?? JSON.stringify(body)}`)
  return body
}

export interface SelectionBody {
  accountNumber: string
  orderIds: number[]
  services?: Array<{ serviceId: number; quantity: number }>
}

const body = (s: SelectionBody) => ({ accountNumber: s.accountNumber, orderIds: s.orderIds, services: s.services ?? [] })

export function summaryCall(server: TestServer, token: string, selection: SelectionBody, portal: Portal = 'uvm'): Promise<Response> {
  return write(server.url, token, 'POST', '/payment/summary', body(selection), { portal })
}

export async function summaryOf(server: TestServer, token: string, selection: SelectionBody, portal: Portal = 'uvm'): Promise<Summary> {
  return read<Summary>(await summaryCall(server, token, selection, portal))
}

export function referenceCall(
  server: TestServer, token: string, selection: SelectionBody, totalCents: number, key: string | null = randomUUID(), portal: Portal = 'uvm',
): Promise<Response> {
  return write(server.url, token, 'POST', '/payment/reference', { ...body(selection), totalCents }, { portal, ...(key === null ? {} : { key }) })
}

/** A reference for the selection at the total the server counts. */
export async function newReference(server: TestServer, token: string, selection: SelectionBody, portal: Portal = 'uvm'): Promise<BankReference> {
  const summary = await summaryOf(server, token, selection, portal)
  return read<BankReference>(await referenceCall(server, token, selection, summary.totalCents, randomUUID(), portal))
}

/** The bank's test hooks. */
export function bankHook(server: TestServer, path: 'bank' | 'reset', payload: unknown): Promise<Response> {
  return fetch(`${server.url}/__test__/payments/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
}

export interface PaymentState {
  orders: Array<{ id: number; concept: string; dueDate: string; amountCents: number; status: 'paid' | 'overdue' | 'pending'; paidOn: string | null; paidBy: number | null }>
  references: Array<{ id: number; reference: string; totalCents: number; dueDate: string; status: string; paymentId: number | null }>
  payments: Array<{ id: number; date: string; amountCents: number; method: string; folio: string | null; referenceId: number | null }>
}

export async function paymentState(server: TestServer, accountNumber: string): Promise<PaymentState> {
  return read<PaymentState>(await fetch(`${server.url}/__test__/state/payments?accountNumber=${accountNumber}`))
}
