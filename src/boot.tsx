import { onlineManager } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { applyBrandDocument } from './app/brand-document'
import { recoverFromStaleChunks } from './app/pwa/stale-chunks'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { appRootUrl, signOutPending } from './shared/auth/keycloak'
import { closedElsewhere } from './shared/auth/closed-session'
import { isAuthCallback, onIdentityAdopted, settledAccessToken } from './shared/auth/session-gate'
import { onSessionModeChange, sessionMode } from './shared/auth/session-mode'
import { loadConfig, setConfig } from './shared/config/runtime-config'
import { configureRequest } from './shared/http/request'
import { activateLocale, initialLocale } from './shared/i18n/i18n'
import { startQueryPersistence } from './shared/offline/query-persistence'
import { keepAnswer, readSavedAnswer } from './shared/offline/saved-answers'
import { safeLocalStorage, STORAGE_KEYS } from './shared/storage-keys'
import type { FirstView } from './start/take-over'
import { showStartFailure } from './start-failed'

/** A call that takes longer than this is reported as a timeout (spec error page 501). */
const REQUEST_TIMEOUT_MS = 20_000

async function boot(root: HTMLElement, firstView: FirstView | undefined) {
  recoverFromStaleChunks()
  // TanStack assumes online at start; a phone opened in a basement is not.
  onlineManager.setOnline(navigator.onLine)
  const [config] = await Promise.all([loadConfig(), activateLocale(initialLocale())])
  setConfig(config)
  applyBrandDocument(config.portal)
  configureRequest({
    apiBase: config.apiBase,
    monitorBase: config.monitorBase.replace(/\/$/, ''),
    portal: config.portal,
    getToken: settledAccessToken,
    sessionUnconfirmed: () => sessionMode() === 'offline',
    timeoutMs: REQUEST_TIMEOUT_MS,
    // While the start is being confirmed, what was saved shows at once instead of waiting for it.
    savedAnswer: (url) => (sessionMode() === 'checking' ? readSavedAnswer(url, config.apiBase) : Promise.resolve(undefined)),
    // With no network and no session, the person's own saved copy, whoever kept it.
    fallbackAnswer: (url) => (sessionMode() !== 'online' ? readSavedAnswer(url, config.apiBase) : Promise.resolve(undefined)),
    // The worker keeps what it serves; before it is in charge of the page, the page keeps it.
    onAnswer: (url, value) => {
      if (!navigator.serviceWorker?.controller && sessionMode() === 'online') void keepAnswer(url, config.apiBase, value)
    },
  })
  const queryClient = createQueryClient()
  const lastUser = signOutPending() ? null : safeLocalStorage()?.getItem(STORAGE_KEYS.lastUser)
  if (lastUser) await startQueryPersistence(queryClient, lastUser)
  // Whoever the portal takes on from now on, a first sign-in included, has their reads kept.
  onIdentityAdopted((person) => void startQueryPersistence(queryClient, person))
  const router = createAppRouter({ config, queryClient })
  onSessionModeChange((mode, previous) => {
    // What showed from the saved copy while the session was being confirmed (or with no signal) is asked again, now with a token.
    if (mode === 'online' && (previous === 'checking' || previous === 'offline')) {
      const confirmedAt = Date.now()
      void queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < confirmedAt })
    }
    // The session ended at the provider: nothing of the saved copy stays on screen.
    // Closed from another device, it also leaves nothing saved here, as a sign-out would.
    if (mode === 'ended') {
      queryClient.clear()
      void closedElsewhere().then(async (closed) => {
        if (!closed) return router.navigate({ to: '/login' })
        const { signOut } = await import('./shared/auth/sign-out')
        return signOut(config, queryClient, { closedElsewhere: true })
      })
    }
  })
  // The sign-in check, the screen's code and its first data start now, while the first render
  // builds the theme: their waits overlap that work instead of following it.
  // Not on the way back from the provider: that page's checks take the saved destination once.
  if (!isAuthCallback()) {
    const { pathname, search, hash } = window.location
    router.preloadRoute({ to: '.', href: `${pathname}${search}${hash}` }).catch(() => undefined)
  }
  // Beside a first view, the portal renders hidden and takes its place once it shows the same screen.
  const host = firstView ? firstView.portalHost() : root
  createRoot(host).render(
    <StrictMode>
      <App config={config} queryClient={queryClient} router={router} />
    </StrictMode>,
  )
  // The worker's registration and update checks load with it, off the first screen's code.
  afterFirstScreen(() => void import('./app/pwa/register-worker').then(({ registerWorker }) => registerWorker(appRootUrl(config))))
}

/** Runs `task` once the page has loaded and the main thread has a moment: not on a start's path. */
function afterFirstScreen(task: () => void) {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2_000 }) : setTimeout(task, 200))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/** Starts the portal in the page's root element. */
export function start(firstView?: FirstView) {
  const root = document.getElementById('root')!
  boot(root, firstView).catch(showStartFailure)
}
