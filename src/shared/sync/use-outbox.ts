import { useLive } from '../db/use-live'
import { userDb } from '../db/user-db'
import type { OutboxItem, OutboxKind } from './outbox-item'
import { outboxItems } from './outbox'

const NO_ITEMS: OutboxItem[] = []

/** The queue as it is now (of one kind, read through its index), oldest first. */
export function useOutbox(kind?: OutboxKind): OutboxItem[] {
  return useLive(() => (kind ? userDb().outbox.where('kind').equals(kind).sortBy('createdAt') : outboxItems()), NO_ITEMS, [kind])
}

export interface OutboxCounts {
  total: number
  failed: number
}

const NO_COUNTS: OutboxCounts = { total: 0, failed: 0 }

/** How many items wait and how many of them failed: counted, not read, so a long queue stays cheap. */
export function useOutboxCounts(): OutboxCounts {
  return useLive(
    async () => {
      const outbox = userDb().outbox
      return { total: await outbox.count(), failed: await outbox.where('status').equals('failed').count() }
    },
    NO_COUNTS,
    [],
  )
}
