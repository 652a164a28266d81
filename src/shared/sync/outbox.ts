import type { Transaction } from 'dexie'
import { endpoints } from '@/contract/endpoints'
import { urlFor } from '../http/request'
import { userDb } from '../db/user-db'
import { reportStorageError } from '../offline/storage'
import type { OutboxItem } from './outbox-item'
import { targetStream } from './rules'

export type NewOutboxItem = Pick<OutboxItem, 'kind' | 'method' | 'url' | 'body' | 'files' | 'meta' | 'label' | 'stream'>

type Listener = () => void
const listeners = new Set<Listener>()

/** Called after every change of the queue; the sync module drains on it. */
export function onOutboxChange(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const changed = () => listeners.forEach((listener) => listener())

/**
 * Queues a write. `localChange` runs in the same transaction, so the optimistic change
 * on screen and the queued write are saved together or not at all. A write of an ordered kind
 * that names no stream is ordered with the others to the same target (rules.ts).
 */
export async function enqueue(item: NewOutboxItem, localChange?: (tx: Transaction) => Promise<void>): Promise<string> {
  const db = userDb()
  const id = crypto.randomUUID()
  // Every upload of the portal passes here: its binnacle entry ("Carga de documento") is queued with
  // it. Loaded before the transaction (waiting on anything else inside it would end it).
  const audit = item.kind === 'upload' ? await import('../binnacle/entry') : null
  // In the catalog's words (the saved copy; the network only the first time on a device, briefly).
  const catalog = audit ? await (await import('../binnacle/catalog')).binnacleCatalog(1_000) : undefined
  try {
    await db.transaction('rw', [db.outbox, db.snapshots, db.kv], async (tx) => {
      // The queue's order is its creation time; two writes in the same millisecond keep theirs.
      const newest = await db.outbox.orderBy('createdAt').last()
      const now = Date.now()
      const createdAt = Math.max(now, (newest?.createdAt ?? 0) + 1)
      await db.outbox.add({ ...item, stream: item.stream ?? targetStream(item), id, createdAt, attempts: 0, status: 'pending', nextAttemptAt: now })
      // An entry the catalog has no words for would only be refused: none is queued.
      const body = audit?.catalogEntry('upload', { detail: item.files?.map((file) => file.name).join(', ') }, navigator.userAgent, navigator.onLine, catalog)
      if (audit && body) {
        await db.outbox.add({
          kind: 'binnacle', method: 'POST', url: urlFor(endpoints.binnacle, {}), body, meta: {}, label: audit.BINNACLE_ACTIONS.upload,
          id: crypto.randomUUID(), createdAt: createdAt + 1, attempts: 0, status: 'pending', nextAttemptAt: now,
        })
      }
      await localChange?.(tx)
    })
  } catch (error) {
    reportStorageError(error)
    throw error
  }
  changed()
  return id
}

/** Puts a failed item back in line, now. */
export async function retryItem(id: string) {
  await userDb().outbox.update(id, { status: 'pending', nextAttemptAt: Date.now(), lastError: undefined })
  changed()
}

/** Drops an item the person chose not to send; `undoLocal` reverts its optimistic change. */
export async function discardItem(id: string, undoLocal?: (item: OutboxItem, tx: Transaction) => Promise<void>) {
  const db = userDb()
  await db.transaction('rw', [db.outbox, db.snapshots, db.kv], async (tx) => {
    const item = await db.outbox.get(id)
    if (!item) return
    await undoLocal?.(item, tx)
    await db.outbox.delete(id)
  })
  changed()
}

export async function discardAll() {
  await userDb().outbox.clear()
  changed()
}

export const outboxItems = () => userDb().outbox.orderBy('createdAt').toArray()
