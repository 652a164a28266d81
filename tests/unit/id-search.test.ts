import { describe, expect, it } from 'vitest'
import { idSearch } from '@/shared/routing/id-search'

describe('a route search naming one record', () => {
  it('keeps a positive whole number and leaves anything else out', () => {
    const search = idSearch('ticket')
    expect(search({ ticket: '104' })).toEqual({ ticket: 104 })
    expect(search({ ticket: 7 })).toEqual({ ticket: 7 })
    for (const ticket of ['0', '-3', '1.5', 'abc', undefined, null]) expect(search({ ticket })).toEqual({})
  })
})
