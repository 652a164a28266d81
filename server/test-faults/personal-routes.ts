import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber } from '../../src/contract/common.ts'
import { personalInformationOf } from '../data/personal-information.ts'
import { decidePendingPersonal } from '../data/personal-review.ts'
import { transaction, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { reseedPersonalInformation } from '../seed/personal-information.ts'
import { bodyOf } from './digital-file-routes.ts'

const Reset = v.strictObject({ accountNumber: AccountNumber })
const Decide = v.strictObject({
  accountNumber: AccountNumber,
  verdict: v.optional(v.picklist(['approve', 'reject'])),
  reason: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(250))),
})

const refuse = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { message }, NO_CACHE)

/** Puts the account's personal record and requests back as seeded, dated from now. */
async function reset(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Reset)
  if (!body) return
  const seeded = transaction(db, () => reseedPersonalInformation(db, body.accountNumber, new Date()))
  if (!seeded) return refuse(res, 404, 'No account has that number')
  sendJson(res, 200, { personal: personalInformationOf(db, body.accountNumber) })
}

/** The registrar decides the account's pending request now, seeded ones included. */
async function decide(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Decide)
  if (!body) return
  const decided = transaction(db, () => decidePendingPersonal(db, new Date(), { accountNumber: body.accountNumber }, { decision: body.verdict, reason: body.reason }))
  const [request] = decided
  if (!request) return refuse(res, 409, 'The account has no personal information request pending review')
  sendJson(res, 200, { decided: request })
}

/** The personal information's hooks (see README.md); false when `path` is none of them. */
export async function personalHook(db: Db, path: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  switch (path) {
    case '/personal/reset': await reset(db, req, res); return true
    case '/personal/decide': await decide(db, req, res); return true
    default: return false
  }
}
