import { intlLocale } from '@/shared/i18n/i18n'
import { AGENDA_TIME_ZONE, dayKeyToDate, zonedInstant, type DayKey } from './dates'

// Building an Intl formatter costs far more than using one; a semester has hundreds of events.
const formatters = new Map<string, Intl.DateTimeFormat>()

export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), options)
    formatters.set(key, formatter)
  }
  return formatter
}

const TIME: Intl.DateTimeFormatOptions = { timeZone: AGENDA_TIME_ZONE, hour: 'numeric', minute: '2-digit' }
const DATE_TIME: Intl.DateTimeFormatOptions = { ...TIME, day: 'numeric', month: 'short' }
const FULL_DATE_TIME: Intl.DateTimeFormatOptions = { timeZone: AGENDA_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }

// Day keys are calendar dates, not instants: formatted at noon UTC in UTC they never shift.
const onDay = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions => ({ ...options, timeZone: 'UTC' })

export const DAY_STYLES = {
  /** lunes, 23 de noviembre de 2026 */
  full: onDay({ dateStyle: 'full' }),
  /** 23 de noviembre de 2026 */
  long: onDay({ dateStyle: 'long' }),
  /** lun 23 */
  weekdayDay: onDay({ weekday: 'short', day: 'numeric' }),
  /** lunes */
  weekday: onDay({ weekday: 'long' }),
  /** lun */
  weekdayShort: onDay({ weekday: 'short' }),
  /** L */
  weekdayNarrow: onDay({ weekday: 'narrow' }),
  /** noviembre de 2026 */
  monthYear: onDay({ month: 'long', year: 'numeric' }),
  /** noviembre */
  month: onDay({ month: 'long' }),
  /** 23 */
  day: onDay({ day: 'numeric' }),
  /** 2026 */
  year: onDay({ year: 'numeric' }),
  /** 23 – 29 de noviembre de 2026 */
  range: onDay({ day: 'numeric', month: 'long', year: 'numeric' }),
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DayStyle = keyof typeof DAY_STYLES

export const formatDay = (day: DayKey, locale: string, style: DayStyle) => dateFormatter(locale, DAY_STYLES[style]).format(dayKeyToDate(day))

export const formatDayRange = (from: DayKey, to: DayKey, locale: string, style: DayStyle = 'range') =>
  from === to ? formatDay(from, locale, style) : dateFormatter(locale, DAY_STYLES[style]).formatRange(dayKeyToDate(from), dayKeyToDate(to))

/** 9:00 a.m. */
export const formatTime = (ms: number, locale: string) => dateFormatter(locale, TIME).format(ms)

/** The local clock time `hour:00` of a day: the hour labels of the day view. */
export const formatHour = (day: DayKey, hour: number, locale: string) => formatTime(zonedInstant(day, hour), locale)

/** 9:00–10:30 a.m., or with dates when the event runs over several days. */
export function formatTimeRange(startMs: number, endMs: number, locale: string, sameDay: boolean) {
  const formatter = dateFormatter(locale, sameDay ? TIME : DATE_TIME)
  return endMs > startMs ? formatter.formatRange(startMs, endMs) : formatter.format(startMs)
}

/** lunes, 23 de noviembre de 2026, 9:00 a.m. – miércoles, 25 … : the detail of a multi-day event. */
export const formatFullRange = (startMs: number, endMs: number, locale: string) =>
  endMs > startMs ? dateFormatter(locale, FULL_DATE_TIME).formatRange(startMs, endMs) : dateFormatter(locale, FULL_DATE_TIME).format(startMs)
