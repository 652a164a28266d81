/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import type { ToWorker } from '../src/shared/offline/worker-messages'
import { configRoute, saveConfig } from './config-route'
import { registerPush } from './push'
import { rememberToken, setActiveUser } from './session'
import { snapshotRoute } from './snapshot-route'
import { navigationHandler } from './shell-route'
import { registerSync } from './sync'

declare const self: ServiceWorkerGlobalScope

// The shell, fonts, locale chunks and icons: always available.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// App routes fall back to the shell and its skeleton; the API, sign-in, test hooks and the simulated
// providers' pages (a checkout, the office document viewer in a frame) never do.
registerRoute(
  new NavigationRoute(navigationHandler, {
    denylist: [/^\/api\//, /^\/realms\//, /^\/__test__\//, /^\/checkout-sim\//, /^\/bankbridge-sim\//, /^\/office-viewer-sim\//, /\/[^/?]+\.[a-z0-9]+$/i],
  }),
)

registerRoute(configRoute.match, configRoute.handler)
self.addEventListener('install', (event) => event.waitUntil(saveConfig()))
registerRoute(snapshotRoute.match, snapshotRoute.handler)

// Other same-origin static files (manifest icons, screenshots): named, versioned cache.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && ['image', 'font', 'manifest'].includes(request.destination),
  new StaleWhileRevalidate({ cacheName: 'static-v1' }),
)

registerSync()
registerPush()

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as ToWorker | undefined
  if (message?.type === 'skip-waiting') void self.skipWaiting()
  if (message?.type === 'claim') event.waitUntil(self.clients.claim())
  if (message?.type === 'session') event.waitUntil(setActiveUser(message.userKey, message.locale))
  if (message?.type === 'token') rememberToken(message.token)
})

clientsClaim()
