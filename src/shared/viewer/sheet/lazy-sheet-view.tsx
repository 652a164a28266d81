import { useEffect, useEffectEvent, useState } from 'react'
import type * as SheetViewModule from './sheet-view'
import type { SheetViewProps } from './sheet-view'

let loading: Promise<typeof SheetViewModule> | undefined

/** The spreadsheet view and its table library load only when a spreadsheet is opened. */
function loadSheetView(): Promise<typeof SheetViewModule> {
  loading ??= import('./sheet-view')
  // A chunk that failed to load (e.g. a new deployment while offline) may load next time.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

export function LazySheetView({ onFailed, ...props }: SheetViewProps & { onFailed: () => void }) {
  const [view, setView] = useState<typeof SheetViewModule | null>(null)
  const failed = useEffectEvent(onFailed)
  useEffect(() => {
    let live = true
    loadSheetView().then(
      (module) => live && setView(module),
      (error: unknown) => {
        if (!live) return
        console.warn('The spreadsheet view could not be loaded', error)
        failed()
      },
    )
    return () => {
      live = false
    }
  }, [])
  return view ? <view.SheetView {...props} /> : null
}
