import type { HistoryPeriod } from '../../src/contract/payments.ts'
import { ACADEMIC_ZONE, dayOf, dayParts, isoDay, localDay, parseIsoDay, type Day } from './academic-time.ts'

/** Payments count days on the campuses' calendar (Mexico City), whatever the server's zone. */
export const PAYMENTS_ZONE = ACADEMIC_ZONE

/** The calendar day `now` falls on in Mexico City. */
export const todayOf = (now: Date): Day => localDay(now, PAYMENTS_ZONE)

export { isoDay, type Day }

/** A stored `YYYY-MM-DD` as a day (the stored ones are always real dates). */
export function dayOfIso(text: string): Day {
  const day = parseIsoDay(text)
  if (day === null) throw new Error(`not a date: ${text}`)
  return day
}

/**
 * The same day of the month `months` months away, or that month's last day when it has no such
 * day (31 May − 3 months → 28 or 29 February).
 */
export function shiftMonths(day: Day, months: number): Day {
  const { year, month, date } = dayParts(day)
  const index = year * 12 + (month - 1) + months
  const targetYear = Math.floor(index / 12)
  const targetMonth = (index % 12) + 1
  const last = dayParts(dayOf(targetYear, targetMonth + 1, 1) - 1).date
  return dayOf(targetYear, targetMonth, Math.min(date, last))
}

const PERIOD_MONTHS: Record<Exclude<HistoryPeriod, 'T'>, number> = { '3M': 3, '6M': 6, '1A': 12 }

/**
 * The first day of a statement period counted back from today: the same day of the month 3, 6 or
 * 12 months earlier (clamped to that month's end), included; null for `T` (everything).
 */
export function periodStart(period: HistoryPeriod, today: Day): Day | null {
  return period === 'T' ? null : shiftMonths(today, -PERIOD_MONTHS[period])
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']

/** "marzo 2026". */
export function monthName(day: Day): string {
  const { year, month } = dayParts(day)
  return `${MONTHS[month - 1] ?? ''} ${year}`
}

/** "15/03/2026", as the documents write a day. */
export function shortDate(day: Day): string {
  const { year, month, date } = dayParts(day)
  return `${String(date).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`
}

/** "15 de marzo de 2026". */
export function longDate(day: Day): string {
  const { year, month, date } = dayParts(day)
  return `${date} de ${MONTHS[month - 1] ?? ''} de ${year}`
}

const MONEY = new Intl.NumberFormat('en-US', {
  style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2,
})

/** Cents in the spec's money format (USD style, 2 decimals): 486200 → "$4,862.00". */
export const formatCents = (cents: number): string => MONEY.format(cents / 100)
