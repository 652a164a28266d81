import type { Messages } from '@lingui/core'
import { safeLocalStorage, STORAGE_KEYS } from '../storage-keys'

export const LOCALES = ['es', 'en'] as const
export type Locale = (typeof LOCALES)[number]
/** Spanish is the default and the fallback (spec §9). */
export const DEFAULT_LOCALE: Locale = 'es'
/**
 * The language of what the API writes in its own words (names, descriptions, reasons, messages):
 * the university's systems write Spanish only.
 */
export const SERVER_LANGUAGE: Locale = 'es'

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

/** A catalog per language, compiled from `locales/*.po` at build time and loaded on demand. */
export type Catalogs = Record<Locale, () => Promise<{ messages: Messages }>>

/**
 * The portal's catalogs (the public pages and the worker have small ones of their own). Apart
 * from the language library, so that the first module can start loading one (src/main.tsx).
 */
export const portalCatalogs: Catalogs = {
  es: () => import('../../../locales/es/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
}

/** The language chosen on this device, or Spanish. */
export function initialLocale(): Locale {
  const saved = safeLocalStorage()?.getItem(STORAGE_KEYS.locale)
  return isLocale(saved) ? saved : DEFAULT_LOCALE
}
