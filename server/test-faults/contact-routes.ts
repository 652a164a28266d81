import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber } from '../../src/contract/common.ts'
import { decidePendingContacts } from '../data/contact-review.ts'
import { outboxOf } from '../data/otp.ts'
import { transaction, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { reseedContacts } from '../seed/contacts.ts'
import { bodyOf } from './digital-file-routes.ts'

const Reset = v.strictObject({ accountNumber: AccountNumber })
const Decide = v.strictObject({
  accountNumber: AccountNumber,
  verdict: v.optional(v.picklist(['approve', 'reject'])),
  reason: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(250))),
})

const refuse = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { message }, NO_CACHE)

/** The codes sent for the account, newest first: what the SMS or mail would have carried. */
function otpOutbox(db: Db, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET')
  const account = v.safeParse(AccountNumber, url.searchParams.get('accountNumber'))
  if (!account.success) return refuse(res, 400, 'accountNumber is required (6 to 12 digits)')
  sendJson(res, 200, outboxOf(db, account.output), NO_CACHE)
}

async function reset(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Reset)
  if (!body) return
  sendJson(res, 200, { contacts: transaction(db, () => reseedContacts(db, body.accountNumber, new Date())) })
}

async function decide(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Decide)
  if (!body) return
  const decided = transaction(db, () => decidePendingContacts(db, new Date(), { accountNumber: body.accountNumber }, { decision: body.verdict, reason: body.reason }))
  const [request] = decided
  if (!request) return refuse(res, 409, 'The account has no address request pending review')
  sendJson(res, 200, { decided: request })
}

/** The contact data's hooks (see README.md); false when `path` is none of them. */
export async function contactHook(db: Db, path: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  switch (path) {
    case '/otp': otpOutbox(db, req, res, url); return true
    case '/contact/reset': await reset(db, req, res); return true
    case '/contact/decide': await decide(db, req, res); return true
    default: return false
  }
}
