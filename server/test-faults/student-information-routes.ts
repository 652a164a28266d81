import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber } from '../../src/contract/common.ts'
import { ACADEMIC_ZONE } from '../data/academic-time.ts'
import { decidePendingCampusRequests } from '../data/campus-review.ts'
import { transaction, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { reseedStudentInformation } from '../seed/student-information.ts'
import { bodyOf } from './digital-file-routes.ts'

const Decide = v.strictObject({
  accountNumber: AccountNumber,
  verdict: v.optional(v.picklist(['approve', 'reject'])),
  reason: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(250))),
})
const Reset = v.strictObject({ accountNumber: AccountNumber })

const refuse = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { message }, NO_CACHE)

/** The school office decides the account's pending campus request now, without waiting for its day. */
async function decide(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Decide)
  if (!body) return
  const decided = transaction(db, () =>
    decidePendingCampusRequests(db, new Date(), { accountNumber: body.accountNumber }, { decision: body.verdict, reason: body.reason }))
  const [request] = decided
  if (!request) return refuse(res, 409, 'The account has no campus change request pending')
  sendJson(res, 200, { decided: request })
}

async function reset(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Reset)
  if (!body) return
  const campusRequests = transaction(db, () => reseedStudentInformation(db, body.accountNumber, { now: new Date(), timeZone: ACADEMIC_ZONE }))
  sendJson(res, 200, { campusRequests })
}

/** The student information's hooks (see README.md); false when `path` is none of them. */
export async function studentInformationHook(db: Db, path: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  switch (path) {
    case '/student-information/decide': await decide(db, req, res); return true
    case '/student-information/reset': await reset(db, req, res); return true
    default: return false
  }
}
