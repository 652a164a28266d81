import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber, IsoDateTime, Portal } from '../../src/contract/common.ts'
import { PushTokenBody } from '../../src/contract/notification.ts'
import type { BackOffice } from '../back-office.ts'
import { pushStatesOf, queueUnpushed } from '../data/push-queue.ts'
import { dropPushToken, savePushToken } from '../data/push-tokens.ts'
import { one, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import type { PushDispatcher } from '../push/dispatcher.ts'
import type { SentLog } from '../push/senders.ts'
import { bodyOf } from './digital-file-routes.ts'

export interface PushHooks {
  db: Db
  backOffice: BackOffice
  dispatcher: PushDispatcher
  sent: SentLog
}

const Token = PushTokenBody.entries.token

const RegisterToken = v.pipe(
  v.strictObject({
    username: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(120))),
    accountNumber: v.optional(AccountNumber),
    token: Token,
    portal: v.optional(Portal),
    device: v.optional(v.pipe(v.string(), v.maxLength(120))),
  }),
  v.check((body) => (body.username === undefined) !== (body.accountNumber === undefined), 'Give either username or accountNumber'),
  v.check((body) => body.accountNumber !== undefined || body.portal !== undefined, 'portal is required with username'),
)

const Checks = v.strictObject({ now: v.optional(IsoDateTime), accountNumber: v.optional(AccountNumber) })

const refuse = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { message }, NO_CACHE)

interface Owner {
  userId: number
  subject: string
  portal: string
}

/** The user a sign-in name stands for (the provider's username or e-mail), with the subject its tokens carry. */
function ownerByUsername(db: Db, username: string): Omit<Owner, 'portal'> | undefined {
  const row = one<{ id: number; sub: string }>(
    db, 'SELECT u.id, i.sub FROM idp_accounts i JOIN users u ON u.email = i.email WHERE i.username = ?1 OR i.email = ?1', username.trim(),
  )
  return row && { userId: row.id, subject: row.sub }
}

/** The Alumno who owns the account; the subject is their sign-in's when they have one. */
function ownerByAccount(db: Db, accountNumber: string): Owner | undefined {
  const row = one<{ user_id: number; portal: string; sub: string | null; email: string }>(
    db,
    `SELECT a.user_id, a.portal, i.sub, u.email FROM student_accounts a JOIN users u ON u.id = a.user_id
     LEFT JOIN idp_accounts i ON i.email = u.email WHERE a.account_number = ?`,
    accountNumber,
  )
  return row && { userId: row.user_id, subject: row.sub ?? row.email, portal: row.portal }
}

/** Saves a device's token for a user, as `POST /notification/sending/token` does for the signed-in caller. */
async function registerToken(hooks: PushHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, RegisterToken)
  if (!body) return
  let owner: Owner | undefined
  if (body.accountNumber !== undefined) {
    owner = ownerByAccount(hooks.db, body.accountNumber)
    if (!owner) return refuse(res, 404, 'No student owns this account')
  } else {
    const user = ownerByUsername(hooks.db, body.username ?? '')
    if (!user) return refuse(res, 404, 'No user signs in with this username')
    owner = { ...user, portal: body.portal ?? '' }
  }
  const portal = (body.portal ?? owner.portal) as Portal
  savePushToken(hooks.db, { userId: owner.userId, subject: owner.subject, portal }, body.token, body.device ?? null, new Date())
  sendJson(res, 200, { saved: true, userId: owner.userId, portal }, NO_CACHE)
}

const DropToken = v.strictObject({ token: Token })

/** Forgets a token whoever holds it, as the dispatcher does when FCM reports it unregistered. */
async function dropToken(hooks: PushHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, DropToken)
  if (!body) return
  sendJson(res, 200, { dropped: dropPushToken(hooks.db, body.token) }, NO_CACHE)
}

/** The daily checks now (or as of `now`), then the queue's dispatch. */
async function runChecks(hooks: PushHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Checks)
  if (!body) return
  const now = body.now === undefined ? new Date() : new Date(body.now)
  // A dispatch of the back office's timer still sending ends first, so the answer tells everything sent till now.
  await hooks.dispatcher.idle()
  const checks = hooks.backOffice.dailyChecks(now, body.accountNumber)
  const dispatched = await hooks.dispatcher.dispatch(now)
  sendJson(res, 200, {
    notices: checks.notices,
    queued: checks.notifications,
    dispatched,
    sent: dispatched.reduce((sum, push) => sum + push.delivered, 0),
  }, NO_CACHE)
}

const Unpushed = v.strictObject({ accountNumber: AccountNumber })

/** Pushes every notice of the account that was never pushed (the seeded ones), then sends what is due. */
async function pushUnpushed(hooks: PushHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Unpushed)
  if (!body) return
  await hooks.dispatcher.idle()
  const now = new Date()
  const queued = queueUnpushed(hooks.db, body.accountNumber, now)
  const dispatched = await hooks.dispatcher.dispatch(now)
  sendJson(res, 200, { queued, sent: dispatched.reduce((sum, push) => sum + push.delivered, 0) }, NO_CACHE)
}

function sentPushes(hooks: PushHooks, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET')
  const token = url.searchParams.get('token')
  const account = url.searchParams.get('accountNumber')
  if (token !== null && !v.is(Token, token)) return refuse(res, 400, 'token must be 10 to 4096 characters')
  if (account !== null && !v.is(AccountNumber, account)) return refuse(res, 400, 'accountNumber must be 6 to 12 digits')
  sendJson(res, 200, hooks.sent.list({ token: token ?? undefined, accountNumber: account ?? undefined }), NO_CACHE)
}

function queueState(hooks: PushHooks, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET')
  const account = v.safeParse(AccountNumber, url.searchParams.get('accountNumber'))
  if (!account.success) return refuse(res, 400, 'accountNumber is required (6 to 12 digits)')
  sendJson(res, 200, pushStatesOf(hooks.db, account.output), NO_CACHE)
}

/** The push hooks (see README.md); false when `path` is none of them. */
export async function pushHook(hooks: PushHooks, path: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  switch (path) {
    case '/push/tokens': await registerToken(hooks, req, res); return true
    case '/push/tokens/drop': await dropToken(hooks, req, res); return true
    case '/push/checks': await runChecks(hooks, req, res); return true
    case '/push/unpushed': await pushUnpushed(hooks, req, res); return true
    case '/push/sent': sentPushes(hooks, req, res, url); return true
    case '/state/push': queueState(hooks, req, res, url); return true
    default: return false
  }
}
