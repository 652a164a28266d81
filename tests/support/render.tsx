import { ChakraProvider } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { createBrandSystem } from '@/app/theme/system'
import type { Locale } from '@/shared/i18n/i18n'
import { messages as enMessages } from '../../locales/en/messages.po'
import { messages as esMessages } from '../../locales/es/messages.po'

const catalogs = { es: esMessages, en: enMessages } satisfies Record<Locale, unknown>
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
