import type { UserDb } from '../db/user-db'
import type { OutboxItem } from './outbox-item'
import { backoffMs, INDEPENDENT_KINDS, MAX_PARALLEL_SENDS, outcomeOf, SILENT_KINDS, STALE_SENDING_MS, type SendResult } from './rules'

export interface DrainDeps {
  db: UserDb
  getToken: () => Promise<string | undefined>
  fetchImpl?: typeof fetch
  now?: () => number
  /** Milliseconds one send may take before it counts as a network failure. */
  timeoutMs?: number
}

export interface DrainReport {
  sent: number
  failed: number
  retrying: number
  needsAuth: boolean
}

const LOCK = 'portal-outbox-drain'

/**
 * `exclusive`: this drain holds the lock, so nobody else is sending and an item marked
 * "sending" was left so by a killed tab or worker: it goes again at once (same key).
 */
function isDue(item: OutboxItem, now: number, exclusive: boolean) {
  if (item.status === 'failed') return false
  if (item.status === 'sending') return exclusive || now - (item.nextAttemptAt || item.createdAt) > STALE_SENDING_MS
  return item.nextAttemptAt <= now
}

function bodyOf(item: OutboxItem): BodyInit | undefined {
  if (item.files?.length) {
    const form = new FormData()
    for (const [key, value] of Object.entries((item.body ?? {}) as Record<string, unknown>)) form.set(key, String(value))
    for (const file of item.files) form.append(file.field, file.blob, file.name)
    return form
  }
  return item.body === undefined ? undefined : JSON.stringify(item.body)
}

/** The slowest upload speed a send is given time for, in bytes per millisecond (20 kB/s). */
const SLOWEST_UPLOAD_BYTES_PER_MS = 20

/** A file on a poor connection takes longer than a receipt: the time allowed grows with its size. */
export function sendTimeoutMs(item: Pick<OutboxItem, 'files'>, baseMs: number): number {
  const bytes = (item.files ?? []).reduce((sum, file) => sum + file.blob.size, 0)
  return baseMs + Math.ceil(bytes / SLOWEST_UPLOAD_BYTES_PER_MS)
}

async function send(item: OutboxItem, token: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<SendResult> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Idempotency-Key': item.id, Accept: 'application/json' }
  if (!item.files?.length && item.body !== undefined) headers['Content-Type'] = 'application/json'
  try {
    const response = await fetchImpl(item.url, { method: item.method, headers, body: bodyOf(item), signal: AbortSignal.timeout(sendTimeoutMs(item, timeoutMs)) })
    const json = (await response.json().catch(() => undefined)) as { message?: string; Message?: string } | undefined
    return { kind: 'answer', status: response.status, message: json?.message ?? json?.Message }
  } catch (error) {
    return { kind: 'network', message: String(error) }
  }
}

/** Sends due items oldest first; one drainer at a time across tabs and the worker. */
export async function drainOutbox(deps: DrainDeps): Promise<DrainReport> {
  // Pages and the service worker both have navigator.locks; tests under Node may not.
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks
  if (!locks) return drainUnlocked(deps, false)
  const report = await locks.request(LOCK, { ifAvailable: true }, (lock: Lock | null) => (lock ? drainUnlocked(deps, true) : null))
  return report ?? { sent: 0, failed: 0, retrying: 0, needsAuth: false }
}

/**
 * The next items to send together: the first one alone until one send has gone through
 * (a dead network costs one attempt, not four), then up to MAX_PARALLEL_SENDS independent
 * items in a row; an ordered item always goes alone.
 */
function nextBatch(due: readonly OutboxItem[], from: number, warmedUp: boolean): OutboxItem[] {
  const first = due[from]!
  if (!warmedUp || !INDEPENDENT_KINDS.has(first.kind)) return [first]
  const batch = [first]
  for (let i = from + 1; i < due.length && batch.length < MAX_PARALLEL_SENDS && INDEPENDENT_KINDS.has(due[i]!.kind); i++) batch.push(due[i]!)
  return batch
}

async function drainUnlocked(
  { db, getToken, fetchImpl = fetch, now = Date.now, timeoutMs = 15_000 }: DrainDeps,
  exclusive: boolean,
): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, failed: 0, retrying: 0, needsAuth: false }
  const due = (await db.outbox.orderBy('createdAt').toArray()).filter((item) => isDue(item, now(), exclusive))
  if (due.length === 0) return report
  const token = await getToken()
  if (!token) return { ...report, needsAuth: true }

  for (let next = 0; next < due.length; ) {
    const batch = nextBatch(due, next, report.sent > 0)
    next += batch.length
    const startedAt = now()
    await db.outbox.bulkUpdate(batch.map((item) => ({ key: item.id, changes: { status: 'sending', attempts: item.attempts + 1, nextAttemptAt: startedAt } })))
    const outcomes = await Promise.all(
      batch.map(async (item) => {
        const result = await send(item, token, fetchImpl, timeoutMs)
        return { item, result, outcome: outcomeOf(result) }
      }),
    )
    // Nothing leaves the queue before the server acknowledged it (architecture §7); an audit entry
    // the server answered in any way has had its chance.
    const answeredSilent = ({ item, result, outcome }: (typeof outcomes)[number]) =>
      SILENT_KINDS.has(item.kind) && result.kind === 'answer' && outcome !== 'auth'
    const done = outcomes.filter((entry) => entry.outcome === 'done' || answeredSilent(entry)).map(({ item }) => item.id)
    if (done.length > 0) await db.outbox.bulkDelete(done)
    // What the person sees changed only with their own writes, not with audit entries.
    report.sent += outcomes.filter(({ item, outcome }) => outcome === 'done' && !SILENT_KINDS.has(item.kind)).length
    let stop = false
    for (const entry of outcomes) {
      const { item, result, outcome } = entry
      if (outcome === 'done' || answeredSilent(entry)) continue
      if (outcome === 'reject') {
        const status = result.kind === 'answer' ? result.status : 0
        await db.outbox.update(item.id, { status: 'failed', lastError: result.message ?? `HTTP ${status}` })
        report.failed++
      } else if (outcome === 'auth' || outcome === 'retry') {
        const wait = outcome === 'auth' ? 0 : backoffMs(item.attempts + 1)
        await db.outbox.update(item.id, { status: 'pending', lastError: outcome === 'auth' ? 'auth' : result.message, nextAttemptAt: now() + wait })
        if (outcome === 'auth') report.needsAuth = true
        else report.retrying++
        stop = true
      }
    }
    // The session is gone, or the network or the server is in trouble: the rest would fail the same way.
    if (stop) break
  }
  return report
}
