import { useSyncExternalStore } from 'react'

type Apply = () => void
let apply: Apply | null = null
const listeners = new Set<() => void>()

export function setUpdateReady(next: Apply | null) {
  apply = next
  listeners.forEach((listener) => listener())
}

/** The function that installs the waiting version, or null when there is none. */
export function useUpdateReady(): Apply | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => apply,
  )
}
