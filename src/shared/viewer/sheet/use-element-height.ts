import { useEffect, useState } from 'react'

/** The outer height of an element in px, followed as it wraps or its texts change. */
export function useElementHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0)
  useEffect(() => {
    if (!element) return
    setHeight(element.offsetHeight)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return height
}
