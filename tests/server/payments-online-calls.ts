import { randomUUID } from 'node:crypto'
import type { OnlineMethod, Payment } from '../../src/contract/payments.ts'
import { CookieJar, send } from '../support/sign-in.ts'
import { write } from './api-calls.ts'
import { pay, read, type PaymentState } from './payments-calls.ts'
import type { TestServer } from './test-server.ts'

type Portal = 'uvm' | 'unitec'

export interface CheckoutSelection {
  accountNumber: string
  orderIds?: number[]
  services?: Array<{ serviceId: number; quantity: number }>
  totalCents: number
  method: OnlineMethod
  cardId?: number
}

/** One letter of studies ($150.00), payable by any account whatever its orders. */
export const letter = (accountNumber: string, method: OnlineMethod, extra: Partial<CheckoutSelection> = {}): CheckoutSelection =>
  ({ accountNumber, services: [{ serviceId: 1, quantity: 1 }], totalCents: 15_000, method, ...extra })

export function checkoutCall(server: TestServer, token: string, s: CheckoutSelection, key: string | null = randomUUID(), portal: Portal = 'uvm'): Promise<Response> {
  const body = { accountNumber: s.accountNumber, orderIds: s.orderIds ?? [], services: s.services ?? [], totalCents: s.totalCents, method: s.method, ...(s.cardId === undefined ? {} : { cardId: s.cardId }) }
  return write(server.url, token, 'POST', '/payment/checkout', body, { portal, ...(key === null ? {} : { key }) })
}

export async function checkout(server: TestServer, token: string, s: CheckoutSelection, portal: Portal = 'uvm'): Promise<Payment> {
  return read<Payment>(await checkoutCall(server, token, s, randomUUID(), portal))
}

export async function paymentOf(server: TestServer, token: string, id: number, portal: Portal = 'uvm'): Promise<Payment> {
  return read<Payment>(await pay(server, token, '/payment', { paymentId: String(id) }, portal))
}

const payersBrowsers = new WeakMap<TestServer, CookieJar>()

/** The browser of the person paying on this server: it keeps what the hosted pages set. */
export function payersBrowser(server: TestServer): CookieJar {
  let jar = payersBrowsers.get(server)
  if (!jar) payersBrowsers.set(server, (jar = new CookieJar()))
  return jar
}

/**
 * A request to a hosted page from `jar`'s browser, without following redirects. A link with the
 * page's access (`?acceso=`, as the portal gives it to the payer) is opened first, as the browser
 * does, so the page keeps it and the request goes to its clean address.
 */
export async function visit(server: TestServer, path: string, init: RequestInit = {}, jar = payersBrowser(server)): Promise<Response> {
  const url = new URL(path, server.url)
  if (url.searchParams.has('acceso')) {
    await send(url.href, jar)
    url.search = ''
  }
  return send(url.href, jar, init)
}

/** A hosted page of the simulated providers, without following its redirects. */
export function page(server: TestServer, path: string, jar = payersBrowser(server)): Promise<Response> {
  return visit(server, path, {}, jar)
}

/** Submits a hosted page's form as a browser does. */
export function submit(server: TestServer, path: string, fields: Record<string, string>, jar = payersBrowser(server)): Promise<Response> {
  return visit(server, path, {
    method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
  }, jar)
}

export const card = (number: string, extra: Record<string, string> = {}) =>
  ({ holder: 'Valeria Hernández Ruiz', number, expiry: '12/39', cvv: '123', action: 'submit', ...extra })

/** The test hooks of CoDi and the marketplace. */
export function onlineHook(server: TestServer, which: 'codi' | 'marketplace', paymentId: number, action: string): Promise<Response> {
  return fetch(`${server.url}/__test__/payments/${which}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ paymentId, action }),
  })
}

export type OnlineState = PaymentState & { online: Array<{ id: number; method: string; status: string; totalCents: number; folio: string | null }> }
