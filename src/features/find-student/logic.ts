import type { SearchBy } from './search'

/** Spec §9: the search starts while typing once the text has more than 3 characters, 250 ms after the last key. */
export const SEARCH_MIN_CHARS = 4
export const SEARCH_DEBOUNCE_MS = 250
/** Students per page of results (the query's `size`). */
export const PAGE_SIZE = 10

export type SearchTerm = { ok: true; value: string } | { ok: false; reason: 'empty' | 'short' | 'digits' }

/**
 * What to send as `value`: spaces trimmed and collapsed, control characters dropped (the server
 * refuses them). An account number is digits only. While typing, a term of 3 characters or fewer
 * waits; the Buscar button sends any term.
 */
export function searchTerm(text: string, by: SearchBy, submitted: boolean): SearchTerm {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  const cleaned = text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim()
  const value = by === 'account' ? cleaned.replace(/ /g, '') : cleaned
  if (value === '') return { ok: false, reason: 'empty' }
  if (by === 'account' && !/^\d+$/.test(value)) return { ok: false, reason: 'digits' }
  if (!submitted && value.length < SEARCH_MIN_CHARS) return { ok: false, reason: 'short' }
  return { ok: true, value }
}

/** How many pages `total` results fill (at least one, so "page 1 of 1" reads right). */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The 1-based positions of the first and last result on `page` (1-based). */
export function pageRange(page: number, total: number, size = PAGE_SIZE): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 }
  const from = Math.min((page - 1) * size + 1, total)
  return { from, to: Math.min(page * size, total) }
}
