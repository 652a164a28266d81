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
import type { SignInConfig } from './shared/auth/keycloak'
import { publicPageAt } from './contract/public-pages'
import { i18n, initialLocale } from './shared/i18n/i18n'
import { startColorMode } from './shared/ui/color-mode'
import { activatePublicLocale } from './public/public-i18n'
import { PublicSite } from './public/public-site'
import { portalReturn } from './public/search'
import { showStartFailure } from './start-failed'

startColorMode()

const BASE = import.meta.env.BASE_URL

interface PublicConfig {
  portal: Portal
  signIn?: SignInConfig
}

/**
 * The brand, and what the sign-in page needs; anything unexpected in the file falls back to the
 * first brand, and to no sign-in (the page then says it could not open it).
 */
async function readConfig(): Promise<PublicConfig> {
  try {
    const config = (await (await fetch(`${BASE}config.json`, { cache: 'no-cache' })).json()) as Record<string, unknown>
    return { portal: config.portal === 'unitec' ? 'unitec' : 'uvm', signIn: signInConfig(config) }
  } catch {
    // With no signal and no saved configuration, the brand the server or worker marked the page with.
    return { portal: document.documentElement.dataset.portal === 'unitec' ? 'unitec' : 'uvm' }
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The provider's address and client, read by hand: the portal's schema library stays out of these pages. */
function signInConfig(config: Record<string, unknown>): SignInConfig | undefined {
  const auth = (config.auth ?? {}) as Record<string, unknown>
  const [url, realm, clientId] = [text(auth.url), text(auth.realm), text(auth.clientId)]
  if (url === undefined || !realm || !clientId) return undefined
  return { auth: { url, realm, clientId, idpHint: text(auth.idpHint) }, basePath: text(config.basePath) ?? '/' }
}

/**
 * The public pages' own start: brand, language and the page, with none of the signed-in
 * portal's code (no design system, router or database; the sign-in client only when pressed).
 */
async function start() {
  const page = publicPageAt(window.location.pathname.slice(BASE.length)) ?? 'aviso-de-privacidad'
  // The bank bridge hands a payment or card the portal started back to the portal's own screen.
  const onward = page === 'bankbridge' ? portalReturn(new URLSearchParams(window.location.search)) : undefined
  if (onward) {
    window.location.replace(`${BASE}${onward}`)
    return
  }
  const [{ portal, signIn }] = await Promise.all([readConfig(), activatePublicLocale(initialLocale())])
  const brand = brands[portal]
  applyBrandDocument(portal)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PublicSite page={page} search={new URLSearchParams(window.location.search)} brand={brand} base={BASE} signIn={signIn} />
      </I18nProvider>
    </StrictMode>,
  )
}

start().catch(showStartFailure)
