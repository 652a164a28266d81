import { useEffect, useState } from 'react'

/** Relative times ("hace 5 minutos") and the day groups move on while the screen stays open. */
const TICK_MS = 60_000

/** The time now, moving on every `tickMs` (a minute by default; a countdown asks for a second). */
export function useNow(tickMs = TICK_MS): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), tickMs)
    return () => window.clearInterval(timer)
  }, [tickMs])
  return now
}
