import { ChakraProvider } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { createBrandSystem } from '@/app/theme/system'
import type { Locale } from '@/shared/i18n/i18n'

type Catalog = { messages: Record<string, unknown> }
/** Every catalog of the portal in one, as a person who opened every section has them. */
const merged = (files: Record<string, Catalog>) => Object.assign({}, ...Object.values(files).map((file) => file.messages)) as Record<string, never>
const catalogs = {
  es: merged(import.meta.glob<Catalog>(['../../locales/es/*.po', '!../../locales/es/public.po', '!../../locales/es/push.po'], { eager: true })),
  en: merged(import.meta.glob<Catalog>(['../../locales/en/*.po', '!../../locales/en/public.po', '!../../locales/en/push.po'], { eager: true })),
} satisfies Record<Locale, unknown>
const system = createBrandSystem('uvm')

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale
}

/** Activates a catalog on the global i18n, the one code outside React (alerts) also reads. */
export function activateTestLocale(locale: Locale = 'es') {
  i18n.loadAndActivate({ locale, messages: catalogs[locale] })
}

/** Renders with the portal's Chakra system (uvm brand) and the Lingui catalog of `locale`. */
export function renderWithProviders(ui: ReactElement, { locale = 'es', ...options }: ProvidersOptions = {}) {
  activateTestLocale(locale)
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChakraProvider>
  )
  return render(ui, { wrapper: Wrapper, ...options })
}
