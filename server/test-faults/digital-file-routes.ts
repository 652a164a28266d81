import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber } from '../../src/contract/common.ts'
import { decidePending, receivePaper, sendExpiryNotices } from '../data/digital-file-review.ts'
import type { FileStore } from '../data/digital-file-store.ts'
import { documentStates, referencedStoredNames } from '../data/digital-files.ts'
import { transaction, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { readBody } from '../http/read-body.ts'
import { reseedDigitalFiles, restoreSeedFiles } from '../seed/digital-file.ts'

export interface DigitalFileHooks {
  db: Db
  store: FileStore
}

const BODY_LIMIT = 4 * 1024
const Id = v.pipe(v.number(), v.integer(), v.minValue(1))

const Review = v.strictObject({
  accountNumber: v.optional(AccountNumber),
  documentDeliveredId: v.optional(Id),
  decision: v.optional(v.picklist(['approve', 'reject'])),
  reason: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(250))),
})
const Reset = v.strictObject({ accountNumber: AccountNumber })
const Paper = v.strictObject({ documentDeliveredId: Id })

const refuse = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { message }, NO_CACHE)

/** The body as the schema wants it; an empty body is `{}`. Answers undefined after refusing (the help center's hooks use it too). */
export async function bodyOf<S extends v.GenericSchema>(req: IncomingMessage, res: ServerResponse, schema: S): Promise<v.InferOutput<S> | undefined> {
  if (req.method !== 'POST') return void refuse(res, 405, 'Use POST')
  const text = (await readBody(req, BODY_LIMIT)).toString('utf8').trim()
  let json: unknown
  try {
    json = text === '' ? {} : JSON.parse(text)
  } catch {
    return void refuse(res, 400, 'The body is not JSON')
  }
  const parsed = v.safeParse(schema, json)
  if (!parsed.success) return void refuse(res, 400, v.summarize(parsed.issues))
  return parsed.output
}

async function review(hooks: DigitalFileHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Review)
  if (!body) return
  const filter = { accountNumber: body.accountNumber, documentId: body.documentDeliveredId }
  const decided = transaction(hooks.db, () => decidePending(hooks.db, new Date(), filter, { decision: body.decision, reason: body.reason }))
  sendJson(res, 200, { decided })
}

async function notices(hooks: DigitalFileHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!(await bodyOf(req, res, v.strictObject({})))) return
  sendJson(res, 200, { sent: transaction(hooks.db, () => sendExpiryNotices(hooks.db, new Date())) })
}

async function paper(hooks: DigitalFileHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Paper)
  if (!body) return
  const received = transaction(hooks.db, () => receivePaper(hooks.db, body.documentDeliveredId, new Date()))
  if (!received) return refuse(res, 409, 'The document is not waiting for its original on paper')
  sendJson(res, 200, { received })
}

async function reset(hooks: DigitalFileHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Reset)
  if (!body) return
  const files = transaction(hooks.db, () => reseedDigitalFiles(hooks.db, body.accountNumber, new Date()))
  // The account's uploads are gone from the database: their files go too, the seeded ones come back.
  hooks.store.sweep(referencedStoredNames(hooks.db))
  restoreSeedFiles(hooks.db, hooks.store)
  sendJson(res, 200, { files })
}

function state(hooks: DigitalFileHooks, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET')
  const account = v.safeParse(AccountNumber, url.searchParams.get('accountNumber'))
  if (!account.success) return refuse(res, 400, 'accountNumber is required (6 to 12 digits)')
  sendJson(res, 200, documentStates(hooks.db, account.output, new Date()))
}

/** The digital file's hooks (see README.md); false when `path` is none of them. */
export async function digitalFileHook(
  hooks: DigitalFileHooks, path: string, req: IncomingMessage, res: ServerResponse, url: URL,
): Promise<boolean> {
  switch (path) {
    case '/digitalfile/review': await review(hooks, req, res); return true
    case '/digitalfile/notices': await notices(hooks, req, res); return true
    case '/digitalfile/physical': await paper(hooks, req, res); return true
    case '/digitalfile/reset': await reset(hooks, req, res); return true
    case '/state/digitalfile': state(hooks, req, res, url); return true
    default: return false
  }
}
