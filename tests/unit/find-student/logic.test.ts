import { describe, expect, it } from 'vitest'
import { pageCount, pageRange, searchTerm } from '@/features/find-student/logic'

describe('searchTerm', () => {
  it('waits while typing until the text has more than 3 characters (spec §9)', () => {
    expect(searchTerm('010', 'account', false)).toEqual({ ok: false, reason: 'short' })
    expect(searchTerm('0102', 'account', false)).toEqual({ ok: true, value: '0102' })
    expect(searchTerm('Ana', 'name', false)).toEqual({ ok: false, reason: 'short' })
    expect(searchTerm('Ana ', 'name', false)).toEqual({ ok: false, reason: 'short' })
    expect(searchTerm('Ana M', 'name', false)).toEqual({ ok: true, value: 'Ana M' })
  })

  it('sends a short term when the person presses Buscar', () => {
    expect(searchTerm('010', 'account', true)).toEqual({ ok: true, value: '010' })
    expect(searchTerm('  ', 'name', true)).toEqual({ ok: false, reason: 'empty' })
  })

  it('keeps an account number to digits, spaces dropped', () => {
    expect(searchTerm('0102 4587', 'account', false)).toEqual({ ok: true, value: '01024587' })
    expect(searchTerm('0102-45', 'account', true)).toEqual({ ok: false, reason: 'digits' })
  })

  it('collapses spaces and drops control characters the server refuses', () => {
    expect(searchTerm('  María\u0000  José\t', 'name', false)).toEqual({ ok: true, value: 'María José' })
  })
})

describe('pages', () => {
  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(10)).toBe(1)
    expect(pageCount(17)).toBe(2)
    expect(pageCount(21, 10)).toBe(3)
  })

  it('says which results a page shows', () => {
    expect(pageRange(1, 17)).toEqual({ from: 1, to: 10 })
    expect(pageRange(2, 17)).toEqual({ from: 11, to: 17 })
    expect(pageRange(1, 0)).toEqual({ from: 0, to: 0 })
  })
})
