import type { IncomingMessage, ServerResponse } from 'node:http'
import { binnacleOf } from '../data/binnacle.ts'
import type { Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'

/** The binnacle's hook (see README.md); false when `path` is not it. */
export function binnacleHook(db: Db, path: string, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (path !== '/state/binnacle') return false
  if (req.method !== 'GET') {
    sendJson(res, 405, { message: 'Use GET' }, NO_CACHE)
    return true
  }
  const email = url.searchParams.get('email')
  if (!email) {
    sendJson(res, 400, { message: 'email is required' }, NO_CACHE)
    return true
  }
  sendJson(res, 200, binnacleOf(db, email), NO_CACHE)
  return true
}
