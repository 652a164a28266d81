import { useSyncExternalStore } from 'react'

const subscribe = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener)
  return () => document.removeEventListener('visibilitychange', listener)
}

/** Whether the page is on screen: a conversation in a hidden tab stops asking for news. */
export const usePageVisible = () => useSyncExternalStore(subscribe, () => document.visibilityState !== 'hidden')
