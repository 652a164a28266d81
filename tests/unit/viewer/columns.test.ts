import { describe, expect, it } from 'vitest'
import { columnLetter, columnWidths, rowHeaderWidth } from '@/shared/viewer/sheet/columns'

describe('sheet columns', () => {
  it('are lettered as spreadsheets letter them', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 255, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'IV', 'ZZ', 'AAA'])
  })

  it('are as wide as their longest text among the first rows, within limits', () => {
    expect(columnWidths([['a', 'Nombre completo del alumno', 'x'.repeat(90)], ['', '']], 4)).toEqual([4, 28, 40, 4])
    expect(rowHeaderWidth(9)).toBe(4)
    expect(rowHeaderWidth(10_000)).toBe(8)
  })
})
