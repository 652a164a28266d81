import { offsetAt, wallToInstant } from '../data/academic-time.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

function wallMidnight(now: Date, zone: string, daysBack: number): number {
  const wall = now.getTime() + offsetAt(now.getTime(), zone)
  return Math.floor(wall / DAY_MS) * DAY_MS - daysBack * DAY_MS
}

/** Start of the local day of `now` in `zone`, `daysBack` days earlier. */
export function localDayStart(now: Date, zone: string, daysBack = 0): Date {
  return new Date(wallToInstant(wallMidnight(now, zone, daysBack), zone))
}

/** A local time of day `daysBack` days before the local day of `now`. */
export function localTimeOf(now: Date, zone: string, daysBack: number, hour: number, minute: number): Date {
  return new Date(wallToInstant(wallMidnight(now, zone, daysBack) + hour * HOUR_MS + minute * 60_000, zone))
}

// "Today" items stay within the last hours so they read as recent, and never before midnight.
const TODAY_SPAN_MS = 8 * HOUR_MS

/** Earlier today: `fraction` (0 to 1, exclusive) of the way back towards this morning. */
export function earlierToday(now: Date, zone: string, fraction: number): Date {
  const span = Math.min(now.getTime() - localDayStart(now, zone).getTime(), TODAY_SPAN_MS)
  return new Date(now.getTime() - Math.floor(span * fraction))
}
