import { useEffect, useState } from 'react'
import { SEARCH_DEBOUNCE_MS, searches } from '@/shared/forms/use-autocomplete-search'

/** Results per page of a library. */
export const PAGE_SIZE = 10

/** Spec §9: the search the screen runs for `text` — none (all) or more than 3 characters; null while it is shorter. */
export const searchTermOf = (text: string): string | null => {
  const trimmed = text.trim()
  return searches(trimmed) ? trimmed : null
}

/**
 * The search the results follow: `text` 250 ms after it stops changing (spec §9), when it may be
 * searched (empty, or more than 3 characters). A text of 1 to 3 characters keeps the last search.
 */
export function useDebouncedSearch(text: string): { term: string; pending: boolean; tooShort: boolean } {
  const [term, setTerm] = useState(() => searchTermOf(text) ?? '')
  const wanted = searchTermOf(text)
  useEffect(() => {
    if (wanted === null || wanted === term) return
    const timer = setTimeout(() => setTerm(wanted), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [wanted, term])
  return { term, pending: wanted !== null && wanted !== term, tooShort: wanted === null }
}
