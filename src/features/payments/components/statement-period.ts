import { useSyncExternalStore } from 'react'
import type { HistoryPeriod } from '@/contract/payments'

/**
 * The period the statement shows, held outside React state: a filter then redraws only the two
 * parts that read it (the radio buttons and the rows), not the screen around them.
 */
export interface PeriodStore {
  get: () => HistoryPeriod
  set: (period: HistoryPeriod) => void
  subscribe: (listener: () => void) => () => void
}

export function createPeriodStore(initial: HistoryPeriod): PeriodStore {
  let period = initial
  const listeners = new Set<() => void>()
  return {
    get: () => period,
    set: (next) => {
      if (next === period) return
      period = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export const usePeriod = (store: PeriodStore) => useSyncExternalStore(store.subscribe, store.get)

/**
 * Writes the period into the address in place, so a reload keeps it. The browser's own
 * `replaceState` is called: the router wraps `window.history.replaceState` and answers every
 * call with a navigation of its own (routes matched again, the whole portal drawn again), all
 * before the rows the person asked for could paint. The router's own record of the address then
 * keeps the period it last navigated to: back and forward read the browser's address, and every
 * navigation the router makes gets a new history key, which is how `PaymentsScreen` tells a
 * navigation (followed) from a filter (written here).
 */
export function writePeriodToAddress(period: HistoryPeriod) {
  const url = new URL(window.location.href)
  url.searchParams.set('period', period)
  History.prototype.replaceState.call(window.history, window.history.state, '', url)
}
