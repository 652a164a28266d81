import type { IncomingMessage, ServerResponse } from 'node:http'
import { currentTerms, resetTerms } from '../data/terms.ts'
import { transaction, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { publishNewTerms } from '../seed/terms.ts'

function onlyPost(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'POST') return true
  sendJson(res, 405, { message: 'Use POST' }, NO_CACHE)
  return false
}

/** The terms' hooks (see README.md); false when `path` is none of them. */
export function termsHook(db: Db, path: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (path === '/terms/publish') {
    if (!onlyPost(req, res)) return true
    const terms = transaction(db, () => publishNewTerms(db, new Date()))
    sendJson(res, 200, { version: terms.version, publishedAt: terms.publishedAt }, NO_CACHE)
    return true
  }
  if (path === '/terms/reset') {
    if (!onlyPost(req, res)) return true
    transaction(db, () => resetTerms(db, new Date().toISOString()))
    sendJson(res, 200, { version: currentTerms(db)?.version ?? null }, NO_CACHE)
    return true
  }
  return false
}
