import { useSyncExternalStore } from 'react'

/**
 * `offline`: started with no signal from the last signed-in identity; no token, the
 * worker's saved copies answer, writes wait in the outbox until the session is back.
 */
export type SessionMode = 'online' | 'offline'

let mode: SessionMode = 'online'
const listeners = new Set<() => void>()

export function setSessionMode(next: SessionMode) {
  mode = next
  listeners.forEach((listener) => listener())
}

export const sessionMode = () => mode

export function useSessionMode(): SessionMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => mode,
  )
}
