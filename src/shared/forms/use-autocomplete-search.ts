import { useEffect, useEffectEvent, useState } from 'react'

/** Spec §5 and §9: an autocomplete waits this long after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 250
/** Spec §5 and §9: it searches (and opens its list) once the text is longer than this, in characters. */
export const SEARCH_MIN_CHARS = 3

export interface AutocompleteOption {
  value: string
  label: string
}

/** Where the options come from: a list filtered here, or a search the screen provides. */
export type OptionSource =
  | { values: readonly AutocompleteOption[]; search?: never }
  | { values?: never; search: (text: string, signal: AbortSignal) => Promise<readonly AutocompleteOption[]> }

/** Spec §5: a search runs for an empty text or one longer than 3 characters. */
export const searches = (text: string) => text === '' || text.length > SEARCH_MIN_CHARS

/** Local values whose label holds the text, whatever the case. */
export function filterOptions(values: readonly AutocompleteOption[], text: string) {
  const wanted = text.toLocaleLowerCase()
  return values.filter((option) => option.label.toLocaleLowerCase().includes(wanted))
}

/**
 * The options for `text`, searched 250 ms after it stops changing. A search still running when
 * the text changes again is abandoned, so an old answer never replaces a newer one.
 */
export function useAutocompleteSearch(text: string, source: OptionSource) {
  const [found, setFound] = useState<{ text: string; options: readonly AutocompleteOption[] } | null>(null)
  const [failedFor, setFailedFor] = useState<string | null>(null)
  // The source as it is when the search runs: a screen may pass a new function on every render.
  const ask = useEffectEvent((signal: AbortSignal) =>
    source.values ? Promise.resolve(filterOptions(source.values, text)) : source.search(text, signal),
  )

  useEffect(() => {
    if (!searches(text)) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      ask(controller.signal).then(
        (options) => {
          if (!controller.signal.aborted) setFound({ text, options })
        },
        () => {
          if (!controller.signal.aborted) setFailedFor(text)
        },
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  const current = found?.text === text ? found.options : null
  return { options: current ?? [], settled: current !== null, failed: current === null && failedFor === text }
}
