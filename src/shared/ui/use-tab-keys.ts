import { useRef, type KeyboardEvent } from 'react'

/** How far each key moves along the tab list; the ends are named. */
const MOVES: Readonly<Record<string, number | 'first' | 'last'>> = { ArrowRight: 1, ArrowLeft: -1, Home: 'first', End: 'last' }

/**
 * Keyboard of a WAI-ARIA tab list with automatic activation: the arrows select the previous
 * or next tab (round the ends), Home and End the first and last, and focus follows. The tabs'
 * markup, ids and panel stay with the caller; give each tab `tabRef(key)`, and call `onKeyDown`
 * with the key of the tab the event is about.
 */
export function useTabKeys<K>(keys: readonly K[], onSelect: (key: K) => void) {
  const tabs = useRef(new Map<K, HTMLElement>())

  const tabRef = (key: K) => (node: HTMLElement | null) => {
    if (node) tabs.current.set(key, node)
    else tabs.current.delete(key)
  }

  const onKeyDown = (event: KeyboardEvent, from: K) => {
    const move = MOVES[event.key]
    if (move === undefined) return
    event.preventDefault()
    const count = keys.length
    const index = move === 'first' ? 0 : move === 'last' ? count - 1 : (keys.indexOf(from) + move + count) % count
    const next = keys[index]
    if (next === undefined) return
    onSelect(next)
    tabs.current.get(next)?.focus()
  }

  return { tabRef, onKeyDown }
}
