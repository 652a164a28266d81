import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber } from '../../src/contract/common.ts'
import type { FileStore } from '../data/digital-file-store.ts'
import { changeActivities } from '../data/monitor-catalog.ts'
import { answerPending, deskActs } from '../data/monitor-desk.ts'
import { conversationOf, referencedMonitorFiles, ticketStates } from '../data/monitor-tickets.ts'
import { transaction, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { reseedMonitor, restoreMonitorSeedFiles } from '../seed/monitor.ts'
import { bodyOf } from './digital-file-routes.ts'

export interface MonitorHooks {
  db: Db
  store: FileStore
}

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const Verdict = v.picklist(['answer', 'resolve', 'clarify'])

const Desk = v.strictObject({ accountNumber: v.optional(AccountNumber), ticketId: v.optional(Id), verdict: v.optional(Verdict) })
const Act = v.strictObject({ ticketId: Id, verdict: Verdict })
const Reset = v.strictObject({ accountNumber: AccountNumber })
const Activities = v.strictObject({ catalogId: Id, add: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))), withdraw: v.optional(Id) })

const refuse = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { message }, NO_CACHE)

/** The desk answers now what is waiting (all of it, or one account's or ticket's), by the rule or by `verdict`. */
async function desk(hooks: MonitorHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Desk)
  if (!body) return
  const answered = transaction(hooks.db, () => answerPending(hooks.db, new Date(), { accountNumber: body.accountNumber, ticketId: body.ticketId }, body.verdict))
  sendJson(res, 200, answered)
}

/** The desk acts on a ticket whether or not anything waits (puts a seeded ticket in a state). */
async function act(hooks: MonitorHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Act)
  if (!body) return
  const acted = transaction(hooks.db, () => deskActs(hooks.db, body.ticketId, body.verdict, new Date()))
  if (!acted) return refuse(res, 409, 'The ticket does not exist or is closed')
  sendJson(res, 200, { acted })
}

async function reset(hooks: MonitorHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Reset)
  if (!body) return
  const tickets = transaction(hooks.db, () => reseedMonitor(hooks.db, body.accountNumber, new Date()))
  hooks.store.sweep(referencedMonitorFiles(hooks.db))
  restoreMonitorSeedFiles(hooks.db, hooks.store)
  sendJson(res, 200, { tickets })
}

/** The university adds an option to a form's catalog field, or withdraws one (what its back office does). */
async function activities(hooks: MonitorHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Activities)
  if (!body) return
  const options = transaction(hooks.db, () => changeActivities(hooks.db, body.catalogId, body))
  if (!options) return refuse(res, 404, 'No form has that catalog')
  sendJson(res, 200, { options })
}

function state(hooks: MonitorHooks, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET')
  const account = v.safeParse(AccountNumber, url.searchParams.get('accountNumber'))
  if (!account.success) return refuse(res, 400, 'accountNumber is required (6 to 12 digits)')
  sendJson(res, 200, ticketStates(hooks.db, account.output))
}

/**
 * A ticket's conversation as the server orders it, each message with its id: ids grow in the order
 * messages arrived, so a reader can tell the order written from the order received.
 */
function conversation(hooks: MonitorHooks, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET')
  const ticketId = v.safeParse(Id, Number(url.searchParams.get('ticketId')))
  if (!ticketId.success) return refuse(res, 400, 'ticketId is required (a positive integer)')
  const { messages } = conversationOf(hooks.db, ticketId.output, null)
  sendJson(res, 200, messages.map(({ id, author, text }) => ({ id, author, text })))
}

/** The help center's hooks (see README.md); false when `path` is none of them. */
export async function monitorHook(hooks: MonitorHooks, path: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  switch (path) {
    case '/monitor/desk': await desk(hooks, req, res); return true
    case '/monitor/act': await act(hooks, req, res); return true
    case '/monitor/reset': await reset(hooks, req, res); return true
    case '/monitor/activities': await activities(hooks, req, res); return true
    case '/state/monitor': state(hooks, req, res, url); return true
    case '/state/monitor/messages': conversation(hooks, req, res, url); return true
    default: return false
  }
}
