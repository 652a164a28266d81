import type { SubjectStrip } from '@/contract/academic'
import { formatDate } from '@/shared/i18n/format'
import { intlLocale } from '@/shared/i18n/i18n'

export type StripSubject = SubjectStrip['subjects'][number]
export type Session = StripSubject['sessions'][number]

const DAY_MS = 86_400_000
/** 1 January 2024 was a Monday: ISO weekday n is n − 1 days later. */
const A_MONDAY_UTC = Date.UTC(2024, 0, 1)

/** "lunes", "Monday": the weekday's name in the active language. */
export function weekdayName(isoWeekday: number, locale: string): string {
  return formatDate(new Date(A_MONDAY_UTC + (isoWeekday - 1) * DAY_MS), locale, { weekday: 'long', timeZone: 'UTC' })
}

/** `07:00` as a UTC instant on the reference day, so Intl shows exactly that wall-clock time. */
function clock(time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return new Date(A_MONDAY_UTC + (hours * 60 + minutes) * 60_000)
}

/**
 * "7:00–9:00 a.m." / "7:00 – 9:00 AM". The API sends local times of America/Mexico_City;
 * they are shown as they are, whatever the device's time zone.
 */
export function timeRange(start: string, end: string, locale: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  return format.formatRange(clock(start), clock(end))
}

/** Monday first, then by start time. */
export function sortedSessions(sessions: readonly Session[]): Session[] {
  return [...sessions].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
}

export function totalCredits(subjects: readonly StripSubject[]): number {
  return subjects.reduce((sum, subject) => sum + subject.credits, 0)
}

/** Names in a table cell read better capitalised: "Lunes". */
export function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1)
}
