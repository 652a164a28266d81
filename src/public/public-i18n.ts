import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '@/shared/i18n/i18n'
import { safeLocalStorage, STORAGE_KEYS } from '@/shared/storage-keys'

/** The public pages' own small catalogs, not the portal's. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  es: () => import('../../locales/es/public.po'),
  en: () => import('../../locales/en/public.po'),
}

/** Same language choice as the portal (kept in the same key), with the public catalogs. */
export async function activatePublicLocale(locale: Locale) {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  safeLocalStorage()?.setItem(STORAGE_KEYS.locale, locale)
}
