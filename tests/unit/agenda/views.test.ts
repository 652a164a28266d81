import { describe, expect, it } from 'vitest'
import { miniMonth, monthGrid, monthsInRange, monthsOfYear, monthWindow, shiftAnchor, viewRange } from '@/features/agenda/views'

describe('month grid', () => {
  it('covers a month that starts on Sunday with Monday-first weeks and spill-over days', () => {
    const grid = monthGrid('2026-11') // 1 November 2026 is a Sunday
    expect(grid).toHaveLength(6)
    expect(grid[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01'])
    expect(grid.at(-1)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    expect(grid.every((week) => week.length === 7)).toBe(true)
  })

  it('needs only four weeks for a February that starts on Monday', () => {
    const grid = monthGrid('2027-02')
    expect(grid).toHaveLength(4)
    expect(grid[0]?.[0]).toBe('2027-02-01')
    expect(grid[3]?.[6]).toBe('2027-02-28')
  })

  it('leaves the neighbours blank in the year view', () => {
    const november = miniMonth('2026-11')
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(november.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(november.flat().filter(Boolean)).toHaveLength(30)
    expect(monthsOfYear(2026)).toEqual([
      '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06',
      '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12',
    ])
  })
})

describe('view ranges and the month windows they download', () => {
  it('day: one day, one month', () => {
    const range = viewRange('day', '2026-11-23')
    expect(range).toEqual({ from: '2026-11-23', to: '2026-11-23' })
    expect(monthsInRange(range)).toEqual(['2026-11'])
  })

  it('week: Monday to Sunday, two months when it crosses one', () => {
    expect(viewRange('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(monthsInRange(viewRange('week', '2026-11-26'))).toEqual(['2026-11'])
    const crossing = viewRange('week', '2026-12-02')
    expect(crossing).toEqual({ from: '2026-11-30', to: '2026-12-06' })
    expect(monthsInRange(crossing)).toEqual(['2026-11', '2026-12'])
    expect(monthsInRange(viewRange('week', '2026-12-31'))).toEqual(['2026-12', '2027-01'])
  })

  it('month: the whole grid, so the spill-over days have their events too', () => {
    expect(viewRange('month', '2026-11-23')).toEqual({ from: '2026-10-26', to: '2026-12-06' })
    expect(monthsInRange(viewRange('month', '2026-11-23'))).toEqual(['2026-10', '2026-11', '2026-12'])
    expect(monthsInRange(viewRange('month', '2027-02-14'))).toEqual(['2027-02'])
  })

  it('year: twelve months', () => {
    const range = viewRange('year', '2026-11-23')
    expect(range).toEqual({ from: '2026-01-01', to: '2026-12-31' })
    expect(monthsInRange(range)).toEqual(monthsOfYear(2026))
  })

  it('asks each month from its first to its last local day', () => {
    expect(monthWindow('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(monthWindow('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  })
})

describe('moving through periods', () => {
  it('steps by the unit of the view', () => {
    expect(shiftAnchor('day', '2026-11-30', 1)).toBe('2026-12-01')
    expect(shiftAnchor('week', '2026-11-23', -1)).toBe('2026-11-16')
    expect(shiftAnchor('month', '2026-03-31', -1)).toBe('2026-02-28')
    expect(shiftAnchor('year', '2026-11-23', 1)).toBe('2027-11-23')
  })
})
