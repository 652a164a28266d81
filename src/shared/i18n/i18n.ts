import { i18n, type Messages } from '@lingui/core'
import { safeLocalStorage, STORAGE_KEYS } from '../storage-keys'
import { isLocale, portalCatalogs, type Catalogs, type Locale } from './locales'

export { DEFAULT_LOCALE, initialLocale, isLocale, LOCALES, type Catalogs, type Locale } from './locales'

/**
 * The texts of the sections that load their own (`FEATURE_CATALOGS` in lingui.config.ts): a
 * section's route loader asks for its catalog, which is then kept for every language it switches to.
 */
const sectionCatalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/*.po')
const sectionsInUse = new Set<string>()

function sectionCatalog(section: string, locale: Locale) {
  const load = sectionCatalogs[`../../../locales/${locale}/${section}.po`]
  if (!load) throw new Error(`no catalog ${section} for ${locale}`)
  return load()
}

/**
 * Loads a section's texts in the active language (and in every language activated later).
 * Loading tells every text on screen to render again, so a section is loaded once per language:
 * screens asking for it at the same time (the home's cards do) share the one load.
 */
export function loadSectionCatalog(section: string): Promise<void> {
  sectionsInUse.add(section)
  const locale = i18n.locale
  if (!isLocale(locale)) return Promise.resolve()
  const key = `${locale}|${section}`
  let loading = sectionLoads.get(key)
  if (!loading) {
    loading = sectionCatalog(section, locale).then(
      ({ messages }) => {
        // Another language may have been chosen meanwhile: its activation loaded this section too.
        if (i18n.locale === locale) i18n.load(locale, messages)
      },
      (error: unknown) => {
        // A failed load (a chunk missing after an update) may be asked for again.
        sectionLoads.delete(key)
        throw error
      },
    )
    sectionLoads.set(key, loading)
  }
  return loading
}

/** `locale|section` of the sections whose texts are in the i18n instance or on their way. */
const sectionLoads = new Map<string, Promise<void>>()

export async function activateLocale(locale: Locale, catalogs: Catalogs = portalCatalogs) {
  const sections = catalogs === portalCatalogs ? [...sectionsInUse] : []
  const [{ messages }, ...more] = await Promise.all([catalogs[locale](), ...sections.map((section) => sectionCatalog(section, locale))])
  i18n.loadAndActivate({ locale, messages: Object.assign({}, messages, ...more.map((catalog) => catalog.messages)) })
  for (const section of sections) sectionLoads.set(`${locale}|${section}`, Promise.resolve())
  document.documentElement.lang = locale
  safeLocalStorage()?.setItem(STORAGE_KEYS.locale, locale)
}

/** Intl locale for dates, numbers and money. */
export const intlLocale = (locale: string) => (locale === 'en' ? 'en-US' : 'es-MX')

export { i18n }
