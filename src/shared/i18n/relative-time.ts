import { intlLocale } from '@/shared/i18n/i18n'

const SECOND_MS = 1_000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
const MONTH_MS = 30 * DAY_MS

/** The largest unit that fits the elapsed time, as `Intl.RelativeTimeFormat` wants it. */
export function relativeParts(thenMs: number, nowMs: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const elapsed = Math.max(0, nowMs - thenMs)
  // Never "hace 0 segundos": a copy saved this instant is one second old.
  if (elapsed < MINUTE_MS) return { value: Math.max(1, Math.floor(elapsed / SECOND_MS)), unit: 'second' }
  if (elapsed < HOUR_MS) return { value: Math.floor(elapsed / MINUTE_MS), unit: 'minute' }
  if (elapsed < DAY_MS) return { value: Math.floor(elapsed / HOUR_MS), unit: 'hour' }
  if (elapsed < MONTH_MS) return { value: Math.floor(elapsed / DAY_MS), unit: 'day' }
  return { value: Math.floor(elapsed / MONTH_MS), unit: 'month' }
}

/** Always "hace 3 horas" / "3 hours ago" in the active language, never "ayer": it reads after "actualizado". */
export function formatRelative(thenMs: number, nowMs: number, locale: string): string {
  const { value, unit } = relativeParts(thenMs, nowMs)
  return new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'always' }).format(-value, unit)
}
