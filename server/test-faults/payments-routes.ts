import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber } from '../../src/contract/common.ts'
import { bankConfirmsCodi, expireCodiCode } from '../data/payments-codi.ts'
import { marketplacePays, expireMarketplaceDeadline, onlineStates } from '../data/payments-online-hooks.ts'
import { bankPaysReference, paymentStates } from '../data/payments-references.ts'
import { transaction, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { reseedPayments } from '../seed/payments.ts'
import { bodyOf } from './digital-file-routes.ts'

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const Bank = v.strictObject({ referenceId: Id })
const Reset = v.strictObject({ accountNumber: AccountNumber })
const Codi = v.strictObject({ paymentId: Id, action: v.picklist(['expire', 'confirm']) })
const Marketplace = v.strictObject({ paymentId: Id, action: v.picklist(['pay', 'expire']) })

const refuse = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { message }, NO_CACHE)

/** The bank reports a reference paid, now. */
async function bank(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Bank)
  if (!body) return
  const outcome = transaction(db, () => bankPaysReference(db, body.referenceId, new Date()))
  if (!outcome.paid) return refuse(res, outcome.status, outcome.message)
  sendJson(res, 200, outcome)
}

/** A CoDi payment's code expires now, or the bank receives its transfer now (with its notification). */
async function codi(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Codi)
  if (!body) return
  const now = new Date()
  if (body.action === 'expire') {
    if (!transaction(db, () => expireCodiCode(db, body.paymentId, now))) return refuse(res, 409, 'No CoDi payment awaiting its transfer has that id')
    return sendJson(res, 200, { expired: true, paymentId: body.paymentId })
  }
  const outcome = transaction(db, () => bankConfirmsCodi(db, body.paymentId, now))
  if (!outcome.paid) return refuse(res, outcome.status, outcome.message)
  sendJson(res, 200, outcome)
}

/** A pending marketplace payment is paid at the store now, or its deadline passes now. */
async function marketplace(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Marketplace)
  if (!body) return
  const now = new Date()
  const done = transaction(db, () => (body.action === 'pay' ? marketplacePays : expireMarketplaceDeadline)(db, body.paymentId, now))
  if (!done) return refuse(res, 409, 'No pending marketplace payment has that id')
  sendJson(res, 200, { done: true, paymentId: body.paymentId })
}

async function reset(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Reset)
  if (!body) return
  sendJson(res, 200, { orders: transaction(db, () => reseedPayments(db, body.accountNumber, new Date())) })
}

function state(db: Db, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET')
  const account = v.safeParse(AccountNumber, url.searchParams.get('accountNumber'))
  if (!account.success) return refuse(res, 400, 'accountNumber is required (6 to 12 digits)')
  const now = new Date()
  sendJson(res, 200, { ...paymentStates(db, account.output, now), online: onlineStates(db, account.output, now) })
}

/** The bank's and the marketplace's hooks (see README.md); false when `path` is none of them. */
export async function paymentsHook(db: Db, path: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  switch (path) {
    case '/payments/bank': await bank(db, req, res); return true
    case '/payments/codi': await codi(db, req, res); return true
    case '/payments/marketplace': await marketplace(db, req, res); return true
    case '/payments/reset': await reset(db, req, res); return true
    case '/state/payments': state(db, req, res, url); return true
    default: return false
  }
}
