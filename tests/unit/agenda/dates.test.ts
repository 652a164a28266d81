import { afterEach, describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  addYears,
  dayKeyOf,
  daysBetween,
  eachDay,
  endOfDayInstant,
  endOfMonth,
  endOfWeek,
  endOfYear,
  isDayKey,
  localTimeOf,
  startOfDayInstant,
  startOfMonth,
  startOfWeek,
  startOfYear,
  weekday,
  zonedInstant,
} from '@/features/agenda/dates'

const iso = (ms: number) => new Date(ms).toISOString()
const deviceZone = process.env.TZ

afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ
  else process.env.TZ = deviceZone
})

describe('local days in America/Mexico_City', () => {
  it('puts an instant just after midnight UTC on the previous local day', () => {
    expect(dayKeyOf('2026-11-24T00:30:00Z')).toBe('2026-11-23')
    expect(dayKeyOf('2026-11-24T05:59:59.999Z')).toBe('2026-11-23')
    expect(dayKeyOf('2026-11-24T06:00:00Z')).toBe('2026-11-24')
    expect(localTimeOf('2026-11-24T05:30:00Z')).toEqual({ hour: 23, minute: 30 })
  })

  it('gives the same answers whatever zone the device is set to', () => {
    const offsets = { UTC: 0, 'Asia/Tokyo': -540, 'Pacific/Kiritimati': -840, 'America/Los_Angeles': 480 }
    for (const [zone, offset] of Object.entries(offsets)) {
      process.env.TZ = zone
      // The device zone really changed: local Date methods now read that zone.
      expect(new Date('2026-11-24T00:30:00Z').getTimezoneOffset()).toBe(offset)
      expect(dayKeyOf('2026-11-24T00:30:00Z')).toBe('2026-11-23')
      expect(iso(startOfDayInstant('2026-11-23'))).toBe('2026-11-23T06:00:00.000Z')
      expect(weekday('2026-11-23')).toBe(1)
    }
  })

  it('finds the instant of a local midnight without a fixed offset', () => {
    expect(iso(zonedInstant('2026-11-23'))).toBe('2026-11-23T06:00:00.000Z')
    expect(iso(zonedInstant('2026-11-23', 23, 30))).toBe('2026-11-24T05:30:00.000Z')
    // Mexico kept daylight saving time until October 2022: UTC-5 in summer.
    expect(iso(zonedInstant('2022-07-01'))).toBe('2022-07-01T05:00:00.000Z')
    expect(iso(zonedInstant('2022-12-01'))).toBe('2022-12-01T06:00:00.000Z')
    expect(dayKeyOf('2022-07-01T05:00:00Z')).toBe('2022-07-01')
  })

  it('reads the clock right on both sides of a past daylight-saving change', () => {
    // 3 April 2022: 02:00 local jumped to 03:00 (08:00 UTC); 30 October 2022: 02:00 went back to 01:00.
    expect(localTimeOf('2022-04-03T07:59:00Z')).toEqual({ hour: 1, minute: 59 })
    expect(localTimeOf('2022-04-03T08:00:00Z')).toEqual({ hour: 3, minute: 0 })
    expect(iso(zonedInstant('2022-04-03', 12))).toBe('2022-04-03T17:00:00.000Z')
    expect(localTimeOf('2022-10-30T06:30:00Z')).toEqual({ hour: 1, minute: 30 })
    expect(localTimeOf('2022-10-30T07:30:00Z')).toEqual({ hour: 1, minute: 30 })
    expect(dayKeyOf('2022-10-31T05:30:00Z')).toBe('2022-10-30')
  })

  it('has exclusive day ends at the next local midnight', () => {
    expect(iso(endOfDayInstant('2026-11-23'))).toBe('2026-11-24T06:00:00.000Z')
    expect(endOfDayInstant('2026-11-23') - startOfDayInstant('2026-11-23')).toBe(86_400_000)
  })
})

describe('calendar arithmetic on day keys', () => {
  it('checks day keys', () => {
    expect(isDayKey('2026-11-23')).toBe(true)
    expect(isDayKey('2026-02-30')).toBe(false)
    expect(isDayKey('2026-1-3')).toBe(false)
    expect(isDayKey(20261123)).toBe(false)
  })

  it('starts weeks on Monday and ends them on Sunday', () => {
    expect(weekday('2026-11-23')).toBe(1)
    expect(weekday('2026-11-29')).toBe(7)
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23')
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23')
    expect(endOfWeek('2026-11-23')).toBe('2026-11-29')
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28')
  })

  it('finds the ends of months and years, leap years included', () => {
    expect(startOfMonth('2026-11-23')).toBe('2026-11-01')
    expect(endOfMonth('2026-11-23')).toBe('2026-11-30')
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29')
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28')
    expect(startOfYear('2026-11-23')).toBe('2026-01-01')
    expect(endOfYear('2026-11-23')).toBe('2026-12-31')
  })

  it('moves by days, months and years, keeping the day within shorter months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
    expect(addMonths('2026-11-23', 14)).toBe('2028-01-23')
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28')
    expect(daysBetween('2026-11-23', '2026-12-01')).toBe(8)
    expect(eachDay('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'])
  })
})
