import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber } from '../../src/contract/common.ts'
import { decidePendingGuardians } from '../data/guardian-review.ts'
import { transaction, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { reseedGuardians } from '../seed/guardians.ts'
import { bodyOf } from './digital-file-routes.ts'

const Decide = v.strictObject({
  accountNumber: AccountNumber,
  verdict: v.optional(v.picklist(['approve', 'reject'])),
  reason: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(250))),
})
const Reset = v.strictObject({ accountNumber: AccountNumber })

/** The registrar decides the account's pending registrations and requests to enable now, with their notifications. */
async function decide(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Decide)
  if (!body) return
  const decided = transaction(db, () =>
    decidePendingGuardians(db, new Date(), { accountNumber: body.accountNumber }, { decision: body.verdict, reason: body.reason }))
  if (decided.length === 0) return sendJson(res, 409, { message: 'The account has no tutor or economic responsible request pending review' }, NO_CACHE)
  sendJson(res, 200, { decided })
}

async function reset(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Reset)
  if (!body) return
  sendJson(res, 200, { guardians: transaction(db, () => reseedGuardians(db, body.accountNumber, new Date())) })
}

/** The hooks of tutors and economic responsibles (see README.md); false when `path` is none of them. */
export async function guardianHook(db: Db, path: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  switch (path) {
    case '/guardians/decide': await decide(db, req, res); return true
    case '/guardians/reset': await reset(db, req, res); return true
    default: return false
  }
}
