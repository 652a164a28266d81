import { activateLocale, type Catalogs, type Locale } from '@/shared/i18n/i18n'

/** The public pages' own small catalogs, not the portal's. */
const publicCatalogs: Catalogs = {
  es: () => import('../../locales/es/public.po'),
  en: () => import('../../locales/en/public.po'),
}

/** Same language choice as the portal (kept in the same key), with the public catalogs. */
export const activatePublicLocale = (locale: Locale) => activateLocale(locale, publicCatalogs)
