import { formatNumber } from '@/shared/i18n/format'

/** Grades are on a 0–10 scale and always show one decimal at least: 9.0, 8.75. */
export function formatGrade(value: number, locale: string): string {
  return formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 })
}
