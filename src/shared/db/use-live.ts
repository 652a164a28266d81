import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import { hasUserDb } from './user-db'

/**
 * Follows a query of the person's database across tabs and the worker: `initial` until
 * the first answer, and again if the query fails. `deps` rebuild the query, as in useEffect.
 */
export function useLive<T>(query: () => Promise<T>, initial: T, deps: readonly unknown[]): T {
  const [value, setValue] = useState<T>(initial)
  useEffect(() => {
    if (!hasUserDb()) return
    const subscription = liveQuery(query).subscribe({ next: setValue, error: () => setValue(initial) })
    return () => subscription.unsubscribe()
    // The callers pass what the query depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  return value
}
