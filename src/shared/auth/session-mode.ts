import { useSyncExternalStore } from 'react'

/**
 * - `checking`: started from the last signed-in identity and its saved data while the provider
 *   is asked, in the background, whether the session is still alive;
 * - `online`: the provider confirmed the session; calls carry a token;
 * - `offline`: no answer from the provider; no token, the saved copies answer, writes wait in
 *   the outbox until the session is back;
 * - `ended`: the provider says the session is over; the person must sign in again.
 */
export type SessionMode = 'checking' | 'online' | 'offline' | 'ended'

let mode: SessionMode = 'online'
const listeners = new Set<(next: SessionMode, previous: SessionMode) => void>()

export function setSessionMode(next: SessionMode) {
  const previous = mode
  if (next === previous) return
  mode = next
  listeners.forEach((listener) => listener(next, previous))
}

export const sessionMode = () => mode

/** Calls `listener` on every change of mode; returns a function that stops it. */
export function onSessionModeChange(listener: (next: SessionMode, previous: SessionMode) => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Resolves once the start's session check has an outcome (at once when none is running). */
export function sessionSettled(): Promise<SessionMode> {
  if (mode !== 'checking') return Promise.resolve(mode)
  return new Promise((resolve) => {
    const stop = onSessionModeChange((next) => {
      if (next === 'checking') return
      stop()
      resolve(next)
    })
  })
}

export function useSessionMode(): SessionMode {
  return useSyncExternalStore(
    (listener) => onSessionModeChange(listener),
    () => mode,
  )
}
