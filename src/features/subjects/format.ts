import { intlLocale } from '@/shared/i18n/i18n'

// Building an Intl formatter costs far more than using one, and every row of a list formats a
// number or two: one formatter per language and style serves them all.
const formatters = new Map<string, Intl.NumberFormat>()

const STYLES = {
  count: {},
  /** Grades are on a 0–10 scale and always show one decimal at least: 9.0, 8.75. */
  grade: { minimumFractionDigits: 1, maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>

function numberFormat(locale: string, style: keyof typeof STYLES): Intl.NumberFormat {
  const key = `${locale}|${style}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), STYLES[style])
    formatters.set(key, formatter)
  }
  return formatter
}

export const formatGrade = (value: number, locale: string): string => numberFormat(locale, 'grade').format(value)

/** Credits and absences: whole numbers in the language's digits. */
export const formatCount = (value: number, locale: string): string => numberFormat(locale, 'count').format(value)
