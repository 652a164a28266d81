/**
 * Calendar maths of the agenda. Every day, week and month is a day in America/Mexico_City,
 * whatever zone the device is set to, so a class at 23:30 local time never jumps to the next
 * day on a phone set to UTC. Days travel as keys (`YYYY-MM-DD`) so they compare as strings.
 */

export const AGENDA_TIME_ZONE = 'America/Mexico_City'

export { isDayKey, type DayKey } from './day-key'
import { keyToUtc, utcToKey, type DayKey } from './day-key'

/** A local month, `YYYY-MM`. */
export type MonthKey = string

const DAY_MS = 86_400_000

export function parseDayKey(key: DayKey): { year: number; month: number; day: number } {
  const date = new Date(keyToUtc(key))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

export const dayKey = (year: number, month: number, day: number): DayKey => utcToKey(Date.UTC(year, month - 1, day))

/** A day key as a Date at noon UTC: for formatting the calendar date with `timeZone: 'UTC'`. */
export const dayKeyToDate = (key: DayKey) => new Date(keyToUtc(key) + DAY_MS / 2)

export const addDays = (key: DayKey, days: number): DayKey => utcToKey(keyToUtc(key) + days * DAY_MS)

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: DayKey, to: DayKey) => Math.round((keyToUtc(to) - keyToUtc(from)) / DAY_MS)

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Same day `months` later; the 31st becomes the last day of a shorter month. */
export function addMonths(key: DayKey, months: number): DayKey {
  const { year, month, day } = parseDayKey(key)
  const index = year * 12 + (month - 1) + months
  const nextYear = Math.floor(index / 12)
  const nextMonth = (index % 12) + 1
  return dayKey(nextYear, nextMonth, Math.min(day, daysInMonth(nextYear, nextMonth)))
}

export const addYears = (key: DayKey, years: number) => addMonths(key, years * 12)

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export function weekday(key: DayKey): number {
  const sundayFirst = new Date(keyToUtc(key)).getUTCDay()
  return sundayFirst === 0 ? 7 : sundayFirst
}

export const startOfWeek = (key: DayKey) => addDays(key, 1 - weekday(key))
export const endOfWeek = (key: DayKey) => addDays(key, 7 - weekday(key))
export const startOfMonth = (key: DayKey) => `${key.slice(0, 7)}-01`
export function endOfMonth(key: DayKey): DayKey {
  const { year, month } = parseDayKey(key)
  return dayKey(year, month, daysInMonth(year, month))
}
export const startOfYear = (key: DayKey) => `${key.slice(0, 4)}-01-01`
export const endOfYear = (key: DayKey) => `${key.slice(0, 4)}-12-31`

export const monthOf = (key: DayKey): MonthKey => key.slice(0, 7)
export const firstDayOfMonth = (month: MonthKey): DayKey => `${month}-01`

/** Every day from `from` to `to`, both included. */
export function eachDay(from: DayKey, to: DayKey): DayKey[] {
  const days: DayKey[] = []
  for (let ms = keyToUtc(from), end = keyToUtc(to); ms <= end; ms += DAY_MS) days.push(utcToKey(ms))
  return days
}

// ——— Instants in the portal's zone ———

let wallFormat: Intl.DateTimeFormat | undefined

function wallParts(instant: number) {
  wallFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: AGENDA_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  const parts: Record<string, number> = {}
  for (const part of wallFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** Exact offset of the local clock from UTC at `instant`, read from Intl (slow: ~10 µs). */
function exactOffsetMs(instant: number): number {
  const p = wallParts(instant)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wall - (instant - (((instant % 1000) + 1000) % 1000))
}

/**
 * Offsets by UTC day: when a day starts and ends with the same offset it holds all day long
 * (zones change at most once a day), so a semester of events costs a few hundred Intl calls
 * instead of several per event. A day with a change is read exactly, instant by instant.
 */
const dayOffsets = new Map<number, number | null>()
const MAX_CACHED_DAYS = 5_000

/** How far the local clock is ahead of UTC at `instant` (negative in Mexico). */
export function zoneOffsetMs(instant: number): number {
  const day = Math.floor(instant / DAY_MS)
  let offset = dayOffsets.get(day)
  if (offset === undefined) {
    const first = exactOffsetMs(day * DAY_MS)
    offset = first === exactOffsetMs((day + 1) * DAY_MS - 1) ? first : null
    if (dayOffsets.size >= MAX_CACHED_DAYS) dayOffsets.clear()
    dayOffsets.set(day, offset)
  }
  return offset ?? exactOffsetMs(instant)
}

const toMs = (instant: number | Date | string) =>
  typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime()

/** The local day an instant falls on. */
export function dayKeyOf(instant: number | Date | string): DayKey {
  const ms = toMs(instant)
  return utcToKey(Math.floor((ms + zoneOffsetMs(ms)) / DAY_MS) * DAY_MS)
}

/** Local hour (0–23) and minute of an instant. */
export function localTimeOf(instant: number | Date | string): { hour: number; minute: number } {
  const ms = toMs(instant)
  const wall = new Date(ms + zoneOffsetMs(ms))
  return { hour: wall.getUTCHours(), minute: wall.getUTCMinutes() }
}

/** The instant the local clock reads `hour:minute` on `key`. */
export function zonedInstant(key: DayKey, hour = 0, minute = 0): number {
  const wall = keyToUtc(key) + hour * 3_600_000 + minute * 60_000
  // The offset is read at a first guess, then again where that guess lands, so a zone that
  // changes its offset (Mexico did until 2022) is still right on both sides of the change.
  const guess = wall - zoneOffsetMs(wall)
  return wall - zoneOffsetMs(guess)
}

export const startOfDayInstant = (key: DayKey) => zonedInstant(key)
/** Exclusive end: the start of the next local day. */
export const endOfDayInstant = (key: DayKey) => zonedInstant(addDays(key, 1))
