import { intlLocale } from './i18n'

/** Money in the spec's USD-style format: `$1,234.50` (always 2 decimals). */
export function formatMoney(amount: number, locale: string) {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

export function formatDate(value: Date | string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'America/Mexico_City', ...options }).format(new Date(value))
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value)
}
