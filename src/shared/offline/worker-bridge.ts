import type { ToWorker } from './worker-messages'

/** Posts to the active service worker, if there is one; a page without one simply goes on. */
export async function tellWorker(message: ToWorker) {
  if (!('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.getRegistration()
  ;(navigator.serviceWorker.controller ?? registration?.active)?.postMessage(message)
}
