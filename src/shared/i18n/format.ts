import { intlLocale } from './i18n'

/** Money in the spec's USD-style format: `$1,234.50` (always 2 decimals). */
export function formatMoney(amount: number, locale: string) {
  return numberFormat(locale, 'money').format(amount)
}

/** Money the server counts in whole cents, as `formatMoney` shows it. */
export const formatCents = (cents: number, locale: string) => formatMoney(cents / 100, locale)

/**
 * A calendar day (`2026-11-25`, no time) as the language writes it: the same day whatever the
 * device's zone.
 */
export function formatDay(isoDate: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = dayFormats.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' })
    dayFormats.set(key, formatter)
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`))
}
/** One day formatter per language and style: a statement formats hundreds of days. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

const campusDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day it is at `now` on the campuses (Mexico City), as `YYYY-MM-DD`. */
export const campusDay = (now: Date | number): string => campusDays.format(now)

export function formatDate(value: Date | string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'America/Mexico_City', ...options }).format(new Date(value))
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value)
}

// Building an Intl formatter costs far more than using one, and every row of a list formats a
// number or two: one formatter per language and style serves them all.
const numberFormats = new Map<string, Intl.NumberFormat>()

const NUMBER_STYLES = {
  count: {},
  money: { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  /** Grades and averages are on a 0–10 scale and always show one decimal at least: 9.0, 8.75. */
  grade: { minimumFractionDigits: 1, maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>

function numberFormat(locale: string, style: keyof typeof NUMBER_STYLES): Intl.NumberFormat {
  const key = `${locale}|${style}`
  let formatter = numberFormats.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), NUMBER_STYLES[style])
    numberFormats.set(key, formatter)
  }
  return formatter
}

/** A grade or an average: `9.0`, `8.75`. */
export const formatGrade = (value: number, locale: string): string => numberFormat(locale, 'grade').format(value)

/** Credits and absences: whole numbers in the language's digits. */
export const formatCount = (value: number, locale: string): string => numberFormat(locale, 'count').format(value)

/** A file's size as people read it: `820 kB`, `4.8 MB` (1 MB = 1024 × 1024 bytes, as the limits). */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024)
  if (mb >= 1) return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(mb)
  const kb = Math.max(1, Math.round(bytes / 1024))
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(kb)
}

/**
 * A value that closes a sentence whose own period follows it: its final period goes, so
 * "Vence a las {until}." with "5:45 p.m." reads "… 5:45 p.m." and a reason that ends in a
 * period does not leave "..".
 */
export function beforePeriod(text: string): string {
  return text.replace(/\.+\s*$/, '')
}
