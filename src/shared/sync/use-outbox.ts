import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import { hasUserDb } from '../db/user-db'
import type { OutboxItem, OutboxKind } from './outbox-item'
import { outboxItems } from './outbox'

/** The queue as it is now, kept current across tabs and the worker by Dexie's live queries. */
export function useOutbox(kind?: OutboxKind): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([])
  useEffect(() => {
    if (!hasUserDb()) return
    const subscription = liveQuery(outboxItems).subscribe({
      next: (all) => setItems(kind ? all.filter((item) => item.kind === kind) : all),
      error: () => setItems([]),
    })
    return () => subscription.unsubscribe()
  }, [kind])
  return items
}
