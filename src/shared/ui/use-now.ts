import { useEffect, useState } from 'react'

/** Relative times ("hace 5 minutos") and the day groups move on while the screen stays open. */
const TICK_MS = 60_000

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS)
    return () => window.clearInterval(timer)
  }, [])
  return now
}
