import { STORAGE_KEYS } from '@/shared/storage-keys'
import { setUpdateReady } from './update-store'

/**
 * Registers the service worker (same scope hosts push). A new version waits until the
 * person accepts it: the banner then activates it and reloads once it controls the page.
 * workbox-window loads beside the first screen, not before it.
 */
export async function registerWorker() {
  if (!('serviceWorker' in navigator)) {
    console.error("The browser doesn't support service worker.")
    return undefined
  }
  if (!import.meta.env.PROD) return undefined
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js', { scope: '/', type: 'module' })
  workbox.addEventListener('waiting', () => {
    setUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      void workbox.messageSW({ type: 'skip-waiting' })
    })
  })
  await workbox.register()
  return workbox
}

/**
 * A tab opened before a deploy asks for code chunks that no longer exist: reload once
 * to get the new version instead of showing a blank page.
 */
export function recoverFromStaleChunks(storage: Storage = sessionStorage, now = () => Date.now()) {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(STORAGE_KEYS.chunkReloadAt) ?? 0)
    if (now() - last < 60_000) return
    event.preventDefault()
    storage.setItem(STORAGE_KEYS.chunkReloadAt, String(now()))
    window.location.reload()
  })
}
