import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PaymentStatus } from '../../src/contract/payments.ts'
import type { Db } from '../db/sql.ts'
import { findAccountOwner } from '../data/students.ts'
import { readForm } from '../http/read-body.ts'
import { MERCHANTS } from './html.ts'

/** What the hosted pages need: the database, the portal's base path (they return to its `bankbridge` page) and the clock. */
export interface ProviderDeps {
  db: Db
  basePath: string
  now: () => Date
}

/** A request to a hosted page: its token and, for a POST, the form it sent. */
export interface PageRequest {
  req: IncomingMessage
  res: ServerResponse
  token: string
  /** Null for a GET or HEAD. */
  form: URLSearchParams | null
}

export async function pageRequest(req: IncomingMessage, res: ServerResponse, token: string): Promise<PageRequest> {
  return { req, res, token, form: req.method === 'POST' ? await readForm(req) : null }
}

/** The cookies a request carries, by name. */
export function cookiesOf(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  return cookies
}

/** What the portal's return page is told of a payment. */
const RETURN_STATUS: Partial<Record<PaymentStatus, 'approved' | 'rejected' | 'pending'>> = {
  paid: 'approved', declined: 'rejected', expired: 'rejected', cancelled: 'rejected', pending: 'pending', 'awaiting-transfer': 'pending',
}

/** `<base>bankbridge?payment=12&status=approved`: where a decided payment returns to the portal. */
export function paymentReturn(basePath: string, paymentId: number, status: PaymentStatus): string {
  return `${basePath}bankbridge?payment=${paymentId}&status=${RETURN_STATUS[status] ?? 'pending'}`
}

/** `<base>bankbridge?wallet=added`: where a visit to save a card returns. */
export const walletReturn = (basePath: string, outcome: 'added' | 'cancelled' | 'rejected') => `${basePath}bankbridge?wallet=${outcome}`

export const merchantOf = (db: Db, accountNumber: string) => MERCHANTS[findAccountOwner(db, accountNumber)?.portal ?? 'uvm']

export const CANCELLED_AT_BANK = 'Cancelaste el pago en el banco'
export const CANCELLED_AT_MARKETPLACE = 'Cancelaste el pago en Mercado Pago'
