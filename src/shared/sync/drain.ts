import type { UserDb } from '../db/user-db'
import type { OutboxItem } from './outbox-item'
import { backoffMs, holdsBack, INDEPENDENT_KINDS, MAX_PARALLEL_SENDS, outcomeOf, SILENT_KINDS, STALE_SENDING_MS, type SendResult } from './rules'

export interface DrainDeps {
  db: UserDb
  getToken: () => Promise<string | undefined>
  fetchImpl?: typeof fetch
  now?: () => number
  /** Milliseconds one send may take before it counts as a network failure. */
  timeoutMs?: number
  /** The locks that keep one drainer at a time; `navigator.locks` when not given, none with null. */
  locks?: Locks | null
}

/** A write the server acknowledged, as the screens know it: what they need to show its effect. */
export type Acknowledged = Pick<OutboxItem, 'kind' | 'meta'>

export interface DrainReport {
  sent: number
  /** The person's writes counted in `sent` (audit entries aside), so a screen asks again only for what they changed. */
  acknowledged: Acknowledged[]
  failed: number
  retrying: number
  needsAuth: boolean
}

const LOCK = 'portal-outbox-drain'

/** One drainer at a time: the page's and the worker's `navigator.locks` share one origin. */
type Locks = Pick<LockManager, 'request'>

/**
 * `exclusive`: this drain holds the lock, so nobody else is sending and an item marked
 * "sending" was left so by a killed tab or worker: it goes again at once (same key).
 */
function isDue(item: OutboxItem, now: number, exclusive: boolean, timeoutMs: number) {
  if (item.status === 'failed') return false
  if (item.status === 'sending') return exclusive || now - item.nextAttemptAt > Math.max(STALE_SENDING_MS, sendTimeoutMs(item, timeoutMs))
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

/** Sends due items oldest first, each stream in order; one drainer at a time across tabs and the worker. */
export async function drainOutbox(deps: DrainDeps): Promise<DrainReport> {
  // Pages and the service worker both have navigator.locks; tests under Node may not.
  const locks = deps.locks === undefined ? (globalThis.navigator as { locks?: Locks } | undefined)?.locks : deps.locks
  if (!locks) return drainUnlocked(deps, false)
  const report = await locks.request(LOCK, { ifAvailable: true }, (lock: Lock | null) => (lock ? drainUnlocked(deps, true) : null))
  return report ?? { sent: 0, acknowledged: [], failed: 0, retrying: 0, needsAuth: false }
}

/**
 * The next items to send together: the first one alone until one send has gone through
 * (a dead network costs one attempt, not four), then up to MAX_PARALLEL_SENDS independent
 * items in a row; an ordered item always goes alone.
 */
function nextBatch(rows: readonly OutboxItem[], from: number, warmedUp: boolean, due: (item: OutboxItem) => boolean): OutboxItem[] {
  const first = rows[from]!
  if (!warmedUp || !INDEPENDENT_KINDS.has(first.kind)) return [first]
  const batch = [first]
  for (let i = from + 1; i < rows.length && batch.length < MAX_PARALLEL_SENDS && INDEPENDENT_KINDS.has(rows[i]!.kind) && due(rows[i]!); i++) batch.push(rows[i]!)
  return batch
}

/**
 * Marks items "sending" if they still may go: each read again in one transaction, due, and first of
 * its stream. Another drainer (a browser without locks, a tab left behind) may have taken or
 * answered one meanwhile; what is not claimed here is not sent.
 */
async function claim(db: UserDb, batch: readonly OutboxItem[], at: number, exclusive: boolean, timeoutMs: number): Promise<OutboxItem[]> {
  return db.transaction('rw', db.outbox, async () => {
    const claimed: OutboxItem[] = []
    for (const { id } of batch) {
      const item = await db.outbox.get(id)
      if (!item || !isDue(item, at, exclusive, timeoutMs)) continue
      const waiting = await db.outbox.where('createdAt').below(item.createdAt).filter((earlier) => holdsBack(earlier, item)).count()
      if (waiting > 0) continue
      const sending: OutboxItem = { ...item, status: 'sending', attempts: item.attempts + 1, nextAttemptAt: at }
      await db.outbox.put(sending)
      claimed.push(sending)
    }
    return claimed
  })
}

async function drainUnlocked(
  { db, getToken, fetchImpl = fetch, now = Date.now, timeoutMs = 15_000 }: DrainDeps,
  exclusive: boolean,
): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, acknowledged: [], failed: 0, retrying: 0, needsAuth: false }
  const due = (item: OutboxItem) => isDue(item, now(), exclusive, timeoutMs)
  const rows = await db.outbox.orderBy('createdAt').toArray()
  if (!rows.some(due)) return report
  const token = await getToken()
  if (!token) return { ...report, needsAuth: true }

  // Items not sent in this drain, each holding back what follows it in its stream.
  const unsent: OutboxItem[] = []
  const heldBack = (item: OutboxItem) => unsent.some((earlier) => holdsBack(earlier, item))
  for (let next = 0; next < rows.length; ) {
    const row = rows[next]!
    if (heldBack(row) || !due(row)) {
      unsent.push(row)
      next++
      continue
    }
    const batch = nextBatch(rows, next, report.sent > 0, due)
    next += batch.length
    const claimed = await claim(db, batch, now(), exclusive, timeoutMs)
    unsent.push(...batch.filter((item) => !claimed.some((c) => c.id === item.id)))
    const outcomes = await Promise.all(
      claimed.map(async (item) => {
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
    const acknowledged = outcomes.filter(({ item, outcome }) => outcome === 'done' && !SILENT_KINDS.has(item.kind))
    report.sent += acknowledged.length
    report.acknowledged.push(...acknowledged.map(({ item }) => ({ kind: item.kind, meta: item.meta })))
    let stop = false
    for (const entry of outcomes) {
      const { item, result, outcome } = entry
      if (outcome === 'done' || answeredSilent(entry)) continue
      unsent.push(item)
      if (outcome === 'reject') {
        const status = result.kind === 'answer' ? result.status : 0
        await db.outbox.update(item.id, { status: 'failed', lastError: result.message ?? `HTTP ${status}` })
        report.failed++
      } else {
        // `attempts` already counts this one (claimed).
        const wait = outcome === 'auth' ? 0 : backoffMs(item.attempts)
        await db.outbox.update(item.id, { status: 'pending', lastError: outcome === 'auth' ? 'auth' : result.message, nextAttemptAt: now() + wait })
        if (outcome === 'auth') report.needsAuth = true
        else report.retrying++
        // The session is gone, or the network is: the rest would fail the same way. A server in
        // trouble with one write (5xx) holds back only that write's stream.
        if (outcome === 'auth' || result.kind === 'network') stop = true
      }
    }
    if (stop) break
  }
  return report
}
