import { useCallback, useRef } from 'react'

/**
 * Wraps a handler so calls within `guardMs` of the last accepted one are ignored.
 * Guards against double clicks sending the same confirmation twice.
 */
export function useClickGuard<Args extends unknown[]>(handler: (...args: Args) => void, guardMs: number) {
  const lastAcceptedAt = useRef<number | null>(null)

  return useCallback(
    (...args: Args) => {
      const now = Date.now()
      if (lastAcceptedAt.current !== null && now - lastAcceptedAt.current < guardMs) return
      lastAcceptedAt.current = now
      handler(...args)
    },
    [handler, guardMs],
  )
}
