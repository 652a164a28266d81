import type { ToWorker } from '@/shared/offline/worker-messages'
import { setUpdateReady } from './update-store'

/**
 * Registers the service worker at the app's root (same scope hosts push). A new version waits
 * until the person accepts it: the banner then activates it and reloads once it controls the
 * page. Called once the first screen is up: workbox-window and the registration are no part
 * of a start.
 */
export async function registerWorker(appRoot: string) {
  if (!('serviceWorker' in navigator)) {
    console.error("The browser doesn't support service worker.")
    return undefined
  }
  if (!import.meta.env.PROD) return undefined
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox(new URL('sw.js', appRoot).href, { scope: new URL(appRoot).pathname })
  workbox.addEventListener('waiting', () => {
    setUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      void workbox.messageSW({ type: 'skip-waiting' })
    })
  })
  await workbox.register()
  watchForUpdates(() => workbox.update())
  void joinFirstWorker(navigator.serviceWorker)
  return workbox
}

/**
 * A page whose load began while the first worker was still installing (the round trip of
 * signing in) is left out of that worker's claim, and would stay uncontrolled until the next
 * load: nothing it opens would be kept for offline. Once the worker is active, such a page
 * asks to be taken in.
 */
export async function joinFirstWorker(container: ServiceWorkerContainer) {
  if (container.controller) return
  const registration = await container.ready
  if (!container.controller) registration.active?.postMessage({ type: 'claim' } satisfies ToWorker)
}

/** An open portal looks for a new version this often… */
export const UPDATE_CHECK_MS = 60 * 60_000
/** …and when it comes back to the front, at most this often. */
export const UPDATE_CHECK_GAP_MS = 5 * 60_000

/**
 * A portal left open for days (a phone rarely reloads it) still learns of a deploy: the
 * browser only looks on navigations otherwise. Returns a function that stops watching.
 */
export function watchForUpdates(update: () => Promise<unknown>, now = () => Date.now()) {
  let lastCheck = now()
  const check = (force: boolean) => {
    if (!navigator.onLine || (!force && now() - lastCheck < UPDATE_CHECK_GAP_MS)) return
    lastCheck = now()
    update().catch(() => undefined)
  }
  const onVisible = () => document.visibilityState === 'visible' && check(false)
  const timer = window.setInterval(() => check(true), UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    window.clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
