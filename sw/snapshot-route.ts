import type { RouteHandlerCallback, RouteMatchCallback } from 'workbox-core'
import type { UserDb } from '../src/shared/db/user-db'
import { keepSnapshot } from '../src/shared/offline/snapshot-caps'
import { NOT_KEPT_HEADER, SNAPSHOT_HEADER, snapshotKey, snapshotKind } from '../src/shared/offline/snapshot-routes'
import { isQuotaError } from '../src/shared/offline/quota'
import { apiBaseUrl } from './config-route'
import { activeUserDb, databaseOf, setActiveUser, subjectOf } from './session'

/** "Network first with a short timeout" (architecture §6): past this, a saved copy answers. */
export const NETWORK_TIMEOUT_MS = 4_000
/**
 * The longest the worker waits for an answer when it has no copy to give instead: a report card of
 * a dozen pages takes the server seconds to write, and a thin link seconds more to bring.
 */
export const NETWORK_LIMIT_MS = 30_000

let apiBase: URL | undefined

type Where = { key: string; kind: string }

async function target(url: URL): Promise<Where | undefined> {
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
  // Remembering who is here is a write too: on a full device it fails, and must not cost the answer.
  await setActiveUser(subject).catch(() => undefined)
  return databaseOf(subject)
}

function fromSnapshot(value: unknown, savedAt: number) {
  return new Response(JSON.stringify(value), {
    status: 200,
    headers: { 'Content-Type': 'application/json', [SNAPSHOT_HEADER]: String(savedAt) },
  })
}

/** The network's answer, saying the device had no room to keep it. */
function notKept(response: Response) {
  const headers = new Headers(response.headers)
  headers.set(NOT_KEPT_HEADER, 'quota')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Asks the network and keeps a good answer. A device too full to keep it costs the offline copy,
 * never the answer, and the page is told (it says so to the person).
 */
async function fromNetwork(request: Request, db: UserDb, where: Where): Promise<Response> {
  const response = await fetch(request, { signal: AbortSignal.timeout(NETWORK_LIMIT_MS) })
  if (!response.ok) return response
  let value: unknown
  try {
    value = await response.clone().json()
  } catch {
    return response
  }
  try {
    await keepSnapshot(db, { ...where, value, savedAt: Date.now() })
  } catch (error) {
    if (isQuotaError(error)) return notKept(response)
    // A closed database (a sign-out meanwhile) only loses the offline copy.
  }
  return response
}

const after = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms))

async function handler({ request, url, event }: Parameters<RouteHandlerCallback>[0]): Promise<Response> {
  const where = await target(url)
  const db = where && (await databaseFor(request))
  if (!where || !db) return fetch(request)
  const network = fromNetwork(request, db, where)
  // An answer that comes after the saved copy has answered is still kept for next time.
  ;(event as ExtendableEvent | undefined)?.waitUntil(network.catch(() => undefined))
  const savedCopy = async () => {
    const saved = await db.snapshots.get(where.key)
    return saved && fromSnapshot(saved.value, saved.savedAt)
  }
  try {
    const first = await Promise.race([network, after(NETWORK_TIMEOUT_MS)])
    if (first === 'late') {
      // Too slow: a saved copy answers now; with none, the network is waited for.
      const saved = await savedCopy()
      if (saved) return saved
    }
    const response = first === 'late' ? await network : first
    // A refusal (4xx) is the answer; server trouble (5xx) falls back to the saved copy.
    if (response.ok || response.status < 500) return response
    return (await savedCopy()) ?? response
  } catch {
    // Offline, or no answer in time: the saved copy answers.
    return (await savedCopy()) ?? Response.error()
  }
}

export const snapshotRoute = {
  match: (({ request }) => request.method === 'GET' && request.destination === '') as RouteMatchCallback,
  handler: handler as RouteHandlerCallback,
}
