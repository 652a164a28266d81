import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { searchTermOf, useDebouncedSearch } from '@/features/digital-resources/logic'
import { SEARCH_DEBOUNCE_MS } from '@/shared/forms/use-autocomplete-search'

describe('searchTermOf (spec §9: over 3 characters)', () => {
  it.each([
    ['', ''],
    ['apa', null],
    ['  apa  ', null],
    ['tesis', 'tesis'],
    ['  guía ', 'guía'],
  ])('%j → %j', (text, term) => expect(searchTermOf(text)).toBe(term))
})

describe('useDebouncedSearch', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('searches 250 ms after the last keystroke, not before', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedSearch(text), { initialProps: { text: '' } })
    rerender({ text: 'tesi' })
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50))
    rerender({ text: 'tesis' })
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(result.current).toEqual({ term: '', pending: true, tooShort: false })
    act(() => void vi.advanceTimersByTime(1))
    expect(result.current).toEqual({ term: 'tesis', pending: false, tooShort: false })
  })

  it('keeps the last search while the text is 1 to 3 characters, and lists everything again when emptied', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedSearch(text), { initialProps: { text: 'tesis' } })
    expect(result.current.term).toBe('tesis')
    rerender({ text: 'tes' })
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 4))
    expect(result.current).toEqual({ term: 'tesis', pending: false, tooShort: true })
    rerender({ text: '' })
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(result.current).toEqual({ term: '', pending: false, tooShort: false })
  })
})
