import { onlineManager } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { applyBrandDocument } from './app/brand-document'
import { askAgainOnceInCharge, recoverFromStaleChunks, registerWorker } from './app/pwa/register-worker'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { getAccessToken } from './shared/auth/keycloak'
import { isAuthCallback } from './shared/auth/session-gate'
import { loadConfig, setConfig } from './shared/config/runtime-config'
import { configureRequest } from './shared/http/request'
import { activateLocale, initialLocale } from './shared/i18n/i18n'
import { startQueryPersistence } from './shared/offline/query-persistence'
import { keepStartViewSaved, releaseStartViewWhenReady } from './shared/offline/start-view-page'
import { showStartFailure } from './start-failed'

/** A call that takes longer than this is reported as a timeout (spec error page 501). */
const REQUEST_TIMEOUT_MS = 20_000

async function boot(root: HTMLElement) {
  recoverFromStaleChunks()
  void registerWorker()
  // TanStack assumes online at start; a phone opened in a basement is not.
  onlineManager.setOnline(navigator.onLine)
  const [config] = await Promise.all([loadConfig(), activateLocale(initialLocale())])
  setConfig(config)
  applyBrandDocument(config.portal)
  configureRequest({ apiBase: config.apiBase, portal: config.portal, getToken: getAccessToken, timeoutMs: REQUEST_TIMEOUT_MS })
  const queryClient = createQueryClient()
  askAgainOnceInCharge(() => void queryClient.invalidateQueries({ refetchType: 'active' }))
  await startQueryPersistence(queryClient)
  const router = createAppRouter({ config, queryClient })
  // The sign-in check, the screen's code and its first data start now, while the first render
  // builds the theme: their waits on the worker overlap that work instead of following it.
  // Not on the way back from the provider: that page's checks take the saved destination once.
  if (!isAuthCallback()) {
    const { pathname, search, hash } = window.location
    router.preloadRoute({ to: '.', href: `${pathname}${search}${hash}` }).catch(() => undefined)
  }
  releaseStartViewWhenReady(root, (listener) => router.subscribe('onResolved', (event) => listener(event.toLocation.pathname)))
  keepStartViewSaved(root)
  createRoot(root).render(
    <StrictMode>
      <App config={config} queryClient={queryClient} router={router} />
    </StrictMode>,
  )
}

/** Starts the portal in the page's root element. */
export function start() {
  const root = document.getElementById('root')!
  boot(root).catch(showStartFailure)
}
