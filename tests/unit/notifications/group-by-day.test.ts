import { describe, expect, it } from 'vitest'
import { dayKey, groupByDay } from '@/features/notifications/logic'
import { notification } from './factories'

const ids = (list: { id: number }[]) => list.map((n) => n.id)

// Mexico City is UTC-6 all year (no daylight saving time since 2022).
describe('groupByDay', () => {
  it('splits at midnight in Mexico City, not at midnight UTC', () => {
    const now = new Date('2025-03-10T06:30:00Z') // 00:30 on 10 March in Mexico City
    const groups = groupByDay(
      [
        notification({ id: 1, createdAt: '2025-03-10T06:00:00Z' }), // 00:00 on the 10th
        notification({ id: 2, createdAt: '2025-03-10T05:59:00Z' }), // 23:59 on the 9th
        notification({ id: 3, createdAt: '2025-03-09T06:00:00Z' }), // 00:00 on the 9th
        notification({ id: 4, createdAt: '2025-03-09T05:59:59Z' }), // 23:59 on the 8th
      ],
      now,
    )
    expect(ids(groups.today)).toEqual([1])
    expect(ids(groups.lastDay)).toEqual([2, 3])
    expect(ids(groups.previous)).toEqual([4])
  })

  it('keeps an evening notice in today although UTC is already on the next day', () => {
    const now = new Date('2025-03-11T05:30:00Z') // 23:30 on 10 March in Mexico City
    const groups = groupByDay([notification({ id: 1, createdAt: '2025-03-11T02:00:00Z' })], now)
    expect(ids(groups.today)).toEqual([1])
  })

  it('finds the last day across a year boundary', () => {
    const now = new Date('2025-01-01T07:00:00Z') // 01:00 on 1 January
    const groups = groupByDay(
      [
        notification({ id: 1, createdAt: '2024-12-31T05:00:00Z' }), // 23:00 on 30 December
        notification({ id: 2, createdAt: '2025-01-01T05:00:00Z' }), // 23:00 on 31 December
        notification({ id: 3, createdAt: '2025-01-01T06:10:00Z' }), // 00:10 on 1 January
      ],
      now,
    )
    expect(ids(groups.today)).toEqual([3])
    expect(ids(groups.lastDay)).toEqual([2])
    expect(ids(groups.previous)).toEqual([1])
    expect(dayKey('2025-01-01T05:00:00Z')).toBe('2024-12-31')
  })

  it('knows the day before 1 March in a leap year', () => {
    const now = new Date('2024-03-01T18:00:00Z')
    const groups = groupByDay([notification({ id: 1, createdAt: '2024-02-29T18:00:00Z' })], now)
    expect(ids(groups.lastDay)).toEqual([1])
  })

  it('orders each group newest first and puts a future date in today', () => {
    const now = new Date('2025-03-10T18:00:00Z')
    const groups = groupByDay(
      [
        notification({ id: 1, createdAt: '2025-03-10T07:00:00Z' }),
        notification({ id: 2, createdAt: '2025-03-10T17:00:00Z' }),
        notification({ id: 3, createdAt: '2025-03-10T19:00:00Z' }),
        notification({ id: 4, createdAt: '2025-01-02T10:00:00Z' }),
        notification({ id: 5, createdAt: '2025-02-02T10:00:00Z' }),
      ],
      now,
    )
    expect(ids(groups.today)).toEqual([3, 2, 1])
    expect(groups.lastDay).toEqual([])
    expect(ids(groups.previous)).toEqual([5, 4])
  })
})
