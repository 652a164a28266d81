/** The contract's agenda zone: wall times of classes and deadlines are Mexico City's. */
export const ACADEMIC_ZONE = 'America/Mexico_City'

const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar date without a zone: whole days since 1970-01-01. */
export type Day = number

export const dayOf = (year: number, month: number, date: number): Day => Date.UTC(year, month - 1, date) / DAY_MS

export function dayParts(day: Day): { year: number; month: number; date: number } {
  const d = new Date(day * DAY_MS)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() }
}

export const isoDay = (day: Day): string => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** `YYYY-MM-DD` that names a real date, else null (the contract's pattern allows 2026-02-31). */
export function parseIsoDay(text: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const day = dayOf(year, month, date)
  const parts = dayParts(day)
  return parts.year === year && parts.month === month && parts.date === date ? day : null
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (day: Day): number => (((day + 3) % 7) + 7) % 7 + 1

export const mondayOf = (day: Day): Day => day - (weekdayOf(day) - 1)

const formats = new Map<string, Intl.DateTimeFormat>()

function wallParts(instant: number, zone: string): { day: Day; minutes: number; seconds: number } {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    })
    formats.set(zone, format)
  }
  const parts = format.formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return { day: dayOf(part('year'), part('month'), part('day')), minutes: part('hour') * 60 + part('minute'), seconds: part('second') }
}

/** The calendar date an instant falls on in `zone`. */
export const localDay = (instant: Date, zone = ACADEMIC_ZONE): Day => wallParts(instant.getTime(), zone).day

/** Milliseconds the wall clock of `zone` is ahead of UTC at `instant`. */
export function offsetAt(instant: number, zone: string): number {
  const wall = wallParts(instant, zone)
  return wall.day * DAY_MS + wall.minutes * 60_000 + wall.seconds * 1000 - Math.floor(instant / 1000) * 1000
}

/** The instant a wall-clock time (written as if it were UTC) happens in `zone`. */
export function wallToInstant(wall: number, zone: string): number {
  // Twice: the offset at the first guess may differ from the one at the answer (a DST change).
  return wall - offsetAt(wall - offsetAt(wall, zone), zone)
}

// Thousands of events share the same few dates and times: convert each pair once. Requests
// name dates too, so the memo is bounded.
const instants = new Map<string, number>()
const MAX_MEMO = 20_000

/** The instant a wall-clock time (minutes after midnight) of `day` happens in `zone`. */
export function instantAt(day: Day, minutes: number, zone = ACADEMIC_ZONE): Date {
  const key = `${zone}|${day}|${minutes}`
  let at = instants.get(key)
  if (at === undefined) {
    at = wallToInstant(day * DAY_MS + minutes * 60_000, zone)
    if (instants.size >= MAX_MEMO) instants.clear()
    instants.set(key, at)
  }
  return new Date(at)
}

/** `HH:MM` → minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Easter Sunday of the Gregorian calendar (Meeus/Jones/Butcher computus). */
export function easterSunday(year: number): Day {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return dayOf(year, month, date)
}

/** The n-th (1-based) given ISO weekday of a month, e.g. the third Monday of March. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): Day {
  const first = dayOf(year, month, 1)
  const offset = (weekday - weekdayOf(first) + 7) % 7
  return first + offset + (n - 1) * 7
}

/** A school cycle: two a year, January–June (`2026-1`) and July–December (`2026-2`). */
export interface Term {
  year: number
  half: 1 | 2
}

export const termCode = (term: Term): string => `${term.year}-${term.half}`

export const termName = (term: Term): string =>
  term.half === 1 ? `Enero–junio ${term.year}` : `Julio–diciembre ${term.year}`

export function termOfDay(day: Day): Term {
  const { year, month } = dayParts(day)
  return { year, half: month <= 6 ? 1 : 2 }
}

/** `n` cycles later (earlier when negative). */
export function shiftTerm(term: Term, n: number): Term {
  const index = term.year * 2 + term.half - 1 + n
  return { year: Math.floor(index / 2), half: ((index % 2) + 1) as 1 | 2 }
}
