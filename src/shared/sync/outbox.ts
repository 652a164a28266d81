import type { Transaction } from 'dexie'
import { userDb } from '../db/user-db'
import { reportStorageError } from '../offline/storage'
import type { OutboxItem } from './outbox-item'

export type NewOutboxItem = Pick<OutboxItem, 'kind' | 'method' | 'url' | 'body' | 'files' | 'meta' | 'label'>

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
 * on screen and the queued write are saved together or not at all.
 */
export async function enqueue(item: NewOutboxItem, localChange?: (tx: Transaction) => Promise<void>): Promise<string> {
  const db = userDb()
  const id = crypto.randomUUID()
  try {
    await db.transaction('rw', [db.outbox, db.snapshots, db.kv], async (tx) => {
      // The queue's order is its creation time; two writes in the same millisecond keep theirs.
      const newest = await db.outbox.orderBy('createdAt').last()
      const now = Date.now()
      const createdAt = Math.max(now, (newest?.createdAt ?? 0) + 1)
      await db.outbox.add({ ...item, id, createdAt, attempts: 0, status: 'pending', nextAttemptAt: now })
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
