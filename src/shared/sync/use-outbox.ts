import { useLive } from '../db/use-live'
import { userDb } from '../db/user-db'
import type { OutboxItem, OutboxKind } from './outbox-item'
import { outboxItems } from './outbox'
import { SILENT_KINDS } from './rules'

const NO_ITEMS: OutboxItem[] = []

const shown = (items: OutboxItem[]) => items.filter((item) => !SILENT_KINDS.has(item.kind))

/** The queue as the person sees it (of one kind, read through its index), oldest first; audit entries are never shown. */
export function useOutbox(kind?: OutboxKind): OutboxItem[] {
  return useLive(async () => (kind ? userDb().outbox.where('kind').equals(kind).sortBy('createdAt') : shown(await outboxItems())), NO_ITEMS, [kind])
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
      return { total: await outbox.where('kind').noneOf([...SILENT_KINDS]).count(), failed: await outbox.where('status').equals('failed').count() }
    },
    NO_COUNTS,
    [],
  )
}
