import { useEffect, useEffectEvent, useState } from 'react'
import { sheetFormat } from '../file-kind'
import { fileBytes } from '../file-source'
import type { ViewerDocument } from '../types'
import { parseSheet } from './parse-sheet'
import { SheetBook } from './sheet-book'
import { SheetFailureMessage } from './sheet-failure-message'
import type { Sheet, SheetFailure } from './sheet-types'

export interface SheetViewProps {
  file: ViewerDocument
  /** The viewer's scroll area. */
  root: HTMLElement | null
  /** The sheets, or why they cannot be shown, are on screen. */
  onShown: () => void
}

type State = { status: 'reading' } | { status: 'ready'; sheets: Sheet[] } | { status: 'failed'; failure: SheetFailure }

/** A spreadsheet (spec §5): read in a worker, shown sheet by sheet, exportable to PDF. */
export function SheetView({ file, root, onShown }: SheetViewProps) {
  const [state, setState] = useState<State>({ status: 'reading' })
  const shown = useEffectEvent(onShown)

  useEffect(() => {
    const reading = new AbortController()
    const read = async (): Promise<State> => {
      try {
        const bytes = await fileBytes(file)
        const format = sheetFormat(file.mimeType, file.name) ?? 'workbook'
        const result = await parseSheet({ bytes: bytes.buffer, name: file.name, format }, reading.signal)
        return result.ok ? { status: 'ready', sheets: result.sheets } : { status: 'failed', failure: result.failure }
      } catch (error) {
        if (!reading.signal.aborted) console.warn('The spreadsheet could not be read', error)
        return { status: 'failed', failure: 'unreadable' }
      }
    }
    void read().then((next) => {
      if (reading.signal.aborted) return
      setState(next)
      shown()
    })
    return () => reading.abort()
  }, [file])

  if (state.status === 'reading') return null
  if (state.status === 'failed') return <SheetFailureMessage failure={state.failure} />
  return <SheetBook sheets={state.sheets} root={root} />
}
