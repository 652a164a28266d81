import '@fontsource/work-sans/latin-400.css'
import '@fontsource/work-sans/latin-600.css'
import '@fontsource/work-sans/latin-700.css'
import './public/public.css'
import { I18nProvider } from '@lingui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { applyBrandDocument } from './app/brand-document'
import { brands } from './app/theme/brands'
import type { Portal } from './contract/common'
import { publicPageAt } from './contract/public-pages'
import { i18n, initialLocale } from './shared/i18n/i18n'
import { startColorMode } from './shared/ui/color-mode'
import { activatePublicLocale } from './public/public-i18n'
import { PublicSite } from './public/public-site'
import { portalReturn } from './public/search'
import { showStartFailure } from './start-failed'

startColorMode()

const BASE = import.meta.env.BASE_URL

/** Only the brand matters here; anything unexpected in the file falls back to the first brand. */
async function readPortal(): Promise<Portal> {
  try {
    const config = (await (await fetch(`${BASE}config.json`, { cache: 'no-cache' })).json()) as { portal?: unknown }
    return config.portal === 'unitec' ? 'unitec' : 'uvm'
  } catch {
    // With no signal and no saved configuration, the brand the server or worker marked the page with.
    return document.documentElement.dataset.portal === 'unitec' ? 'unitec' : 'uvm'
  }
}

/**
 * The public pages' own start: brand, language and the page, with none of the signed-in
 * portal's code (no design system, router, database or sign-in).
 */
async function start() {
  const page = publicPageAt(window.location.pathname.slice(BASE.length)) ?? 'aviso-de-privacidad'
  // The bank bridge hands a payment or card the portal started back to the portal's own screen.
  const onward = page === 'bankbridge' ? portalReturn(new URLSearchParams(window.location.search)) : undefined
  if (onward) {
    window.location.replace(`${BASE}${onward}`)
    return
  }
  const [portal] = await Promise.all([readPortal(), activatePublicLocale(initialLocale())])
  const brand = brands[portal]
  applyBrandDocument(portal)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PublicSite page={page} search={new URLSearchParams(window.location.search)} brand={brand} base={BASE} />
      </I18nProvider>
    </StrictMode>,
  )
}

start().catch(showStartFailure)
