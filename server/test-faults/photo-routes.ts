import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber } from '../../src/contract/common.ts'
import { ageLastApproval, decidePendingPhotos } from '../data/photo-review.ts'
import { photoRequestsOf } from '../data/photos.ts'
import { transaction, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { reseedPhotos } from '../seed/photos.ts'
import { bodyOf } from './digital-file-routes.ts'

const Decide = v.strictObject({
  accountNumber: AccountNumber,
  verdict: v.optional(v.picklist(['approve', 'reject'])),
  reason: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(250))),
})
const Reset = v.strictObject({ accountNumber: AccountNumber })
const Age = v.strictObject({ accountNumber: AccountNumber, months: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120)) })

const refuse = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { message }, NO_CACHE)

/** The photo desk decides the account's pending photo now, with its notification. */
async function decide(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Decide)
  if (!body) return
  const decided = transaction(db, () => decidePendingPhotos(db, new Date(), { accountNumber: body.accountNumber }, { decision: body.verdict, reason: body.reason }))
  const [photo] = decided
  if (!photo) return refuse(res, 409, 'The account has no photo pending review')
  sendJson(res, 200, { decided: photo })
}

async function reset(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Reset)
  if (!body) return
  sendJson(res, 200, { requests: transaction(db, () => reseedPhotos(db, body.accountNumber, new Date())) })
}

async function age(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Age)
  if (!body) return
  const aged = transaction(db, () => ageLastApproval(db, body.accountNumber, body.months))
  if (!aged) return refuse(res, 409, 'The account has no approved photo')
  sendJson(res, 200, aged)
}

function state(db: Db, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET')
  const account = v.safeParse(AccountNumber, url.searchParams.get('accountNumber'))
  if (!account.success) return refuse(res, 400, 'accountNumber is required (6 to 12 digits)')
  sendJson(res, 200, photoRequestsOf(db, account.output).map(({ dataUrl: _dataUrl, ...request }) => request))
}

/** The profile photo's hooks (see README.md); false when `path` is none of them. */
export async function photoHook(db: Db, path: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  switch (path) {
    case '/photo/decide': await decide(db, req, res); return true
    case '/photo/reset': await reset(db, req, res); return true
    case '/photo/age': await age(db, req, res); return true
    case '/state/photo': state(db, req, res, url); return true
    default: return false
  }
}
