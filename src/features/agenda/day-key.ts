/**
 * The agenda's day keys on their own, small enough for the route's address check to carry
 * without the rest of the calendar maths (dates.ts).
 */

/** A local day, `YYYY-MM-DD`. */
export type DayKey = string

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

// Day keys are counted on the UTC calendar: it has no zone shifts, so adding days is exact.
export function keyToUtc(key: DayKey): number {
  const match = DAY_KEY.exec(key)
  if (!match) throw new RangeError(`not a day key: ${key}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

export function utcToKey(ms: number): DayKey {
  const date = new Date(ms)
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

export function isDayKey(value: unknown): value is DayKey {
  if (typeof value !== 'string' || !DAY_KEY.test(value)) return false
  return utcToKey(keyToUtc(value)) === value
}
