import { useEffect, useLayoutEffect, useRef } from 'react'

/** After a zoom the same part of the document stays in view, not the same pixel offset. */
export function useScrollKeptOnZoom(element: HTMLElement | null, scale: number) {
  const position = useRef({ top: 0, left: 0 })

  useEffect(() => {
    if (!element) return
    const save = () => {
      position.current = {
        top: element.scrollTop / Math.max(1, element.scrollHeight),
        left: element.scrollLeft / Math.max(1, element.scrollWidth),
      }
    }
    element.addEventListener('scroll', save, { passive: true })
    return () => element.removeEventListener('scroll', save)
  }, [element])

  useLayoutEffect(() => {
    if (!element) return
    element.scrollTop = position.current.top * element.scrollHeight
    element.scrollLeft = position.current.left * element.scrollWidth
  }, [element, scale])
}
