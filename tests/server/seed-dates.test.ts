import { describe, expect, it } from 'vitest'
import { earlierToday, localDayStart, localTimeOf } from '../../server/seed/local-time.ts'

describe('seed dates in a time zone', () => {
  it('finds local midnight in Mexico City (UTC-6, no daylight saving time)', () => {
    const now = new Date('2025-08-18T03:30:00Z') // 21:30 of the 17th there
    expect(localDayStart(now, 'America/Mexico_City').toISOString()).toBe('2025-08-17T06:00:00.000Z')
    expect(localDayStart(now, 'America/Mexico_City', 1).toISOString()).toBe('2025-08-16T06:00:00.000Z')
    expect(localTimeOf(now, 'America/Mexico_City', 1, 8, 10).toISOString()).toBe('2025-08-16T14:10:00.000Z')
  })

  it('handles a day that starts in daylight saving time', () => {
    expect(localDayStart(new Date('2025-03-10T12:00:00Z'), 'America/New_York').toISOString()).toBe('2025-03-10T04:00:00.000Z')
    expect(localDayStart(new Date('2025-03-10T12:00:00Z'), 'America/New_York', 1).toISOString()).toBe('2025-03-09T05:00:00.000Z')
  })

  it('keeps "earlier today" after midnight however early the seed runs', () => {
    const zone = 'America/Mexico_City'
    for (const iso of ['2025-08-18T06:00:30Z', '2025-08-18T07:00:00Z', '2025-08-18T23:59:00Z']) {
      const now = new Date(iso)
      const start = localDayStart(now, zone).getTime()
      for (const fraction of [0.03, 0.5, 0.9]) {
        const at = earlierToday(now, zone, fraction).getTime()
        expect(at).toBeGreaterThanOrEqual(start)
        expect(at).toBeLessThanOrEqual(now.getTime())
      }
    }
  })
})
