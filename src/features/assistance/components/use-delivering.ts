import { useCallback, useEffect, useRef, useState } from 'react'
import type { Message } from '@/contract/monitor'
import { discardItem } from '@/shared/sync/outbox'
import { isDelivered, type QueuedMessage } from '../logic'

/**
 * A message leaves the outbox the moment the server takes it, a little before the next answer of
 * the conversation holds it: in between it stays on screen as "Enviando…", so it never blinks out.
 * `onSent` asks for the conversation at once. A message the person discarded is not kept.
 */
export function useDelivering(queued: readonly QueuedMessage[], messages: readonly Message[], onSent: () => void) {
  const previous = useRef<readonly QueuedMessage[]>(queued)
  const discarded = useRef(new Set<string>())
  const [delivering, setDelivering] = useState<QueuedMessage[]>([])

  useEffect(() => {
    const still = new Set(queued.map((q) => q.item.id))
    const gone = previous.current.filter((q) => !still.has(q.item.id) && !discarded.current.has(q.item.id))
    previous.current = queued
    if (gone.length === 0) return
    setDelivering((list) => [...list, ...gone])
    onSent()
  }, [queued, onSent])

  const discard = useCallback((id: string) => {
    discarded.current.add(id)
    void discardItem(id)
  }, [])

  return { delivering: delivering.filter((q) => !isDelivered(q, messages)), discard }
}
