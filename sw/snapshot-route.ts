import type { RouteHandlerCallback, RouteMatchCallback } from 'workbox-core'
import type { UserDb } from '../src/shared/db/user-db'
import { SNAPSHOT_HEADER, snapshotKey, snapshotKind } from '../src/shared/offline/snapshot-routes'
import { apiBaseUrl } from './config-route'
import { activeUserDb, databaseOf, setActiveUser, subjectOf } from './session'

/** "Network first with a short timeout" (architecture §6): past this, the saved copy answers. */
const NETWORK_TIMEOUT_MS = 4_000

let apiBase: URL | undefined

async function target(url: URL) {
  apiBase ??= await apiBaseUrl()
  if (!apiBase || url.origin !== apiBase.origin) return undefined
  const key = snapshotKey(url, apiBase.pathname)
  const kind = key && snapshotKind(key.split('?')[0]!)
  return key && kind ? { key, kind } : undefined
}

/** The token's owner when there is a token; with none (an offline start), the last person. */
async function databaseFor(request: Request): Promise<UserDb | undefined> {
  const subject = subjectOf(request.headers.get('Authorization'))
  if (!subject) return activeUserDb()
  await setActiveUser(subject)
  return databaseOf(subject)
}

function fromSnapshot(value: unknown, savedAt: number) {
  return new Response(JSON.stringify(value), {
    status: 200,
    headers: { 'Content-Type': 'application/json', [SNAPSHOT_HEADER]: String(savedAt) },
  })
}

async function handler({ request, url }: Parameters<RouteHandlerCallback>[0]): Promise<Response> {
  const where = await target(url)
  const db = where && (await databaseFor(request))
  if (!where || !db) return fetch(request)
  let failed: Response | undefined
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS) })
    if (response.ok) {
      const value: unknown = await response.clone().json()
      await db.snapshots.put({ key: where.key, kind: where.kind, value, savedAt: Date.now() })
      return response
    }
    // A refusal (4xx) is the answer; server trouble (5xx) falls back to the saved copy.
    if (response.status < 500) return response
    failed = response
  } catch {
    // Offline or too slow: the saved copy answers below.
  }
  const saved = await db.snapshots.get(where.key)
  if (saved) return fromSnapshot(saved.value, saved.savedAt)
  return failed ?? Response.error()
}

export const snapshotRoute = {
  match: (({ request }) => request.method === 'GET' && request.destination === '') as RouteMatchCallback,
  handler: handler as RouteHandlerCallback,
}
