import { STORAGE_KEYS } from '@/shared/storage-keys'

/**
 * A tab opened before a deploy asks for code chunks that no longer exist: reload once
 * to get the new version instead of showing a blank page. With no signal a chunk fails because
 * nothing answers (a first visit whose worker was not yet in charge): a reload would only trade
 * the screen for the browser's error page, so the failure is left to what asked for the chunk
 * (a screen says it could not load; a task in the background gives up quietly).
 */
export function recoverFromStaleChunks(storage: Storage = sessionStorage, now = () => Date.now(), reload = () => window.location.reload()): () => void {
  const onPreloadError = (event: Event) => {
    if (!navigator.onLine) return
    const last = Number(storage.getItem(STORAGE_KEYS.chunkReloadAt) ?? 0)
    if (now() - last < 60_000) return
    event.preventDefault()
    storage.setItem(STORAGE_KEYS.chunkReloadAt, String(now()))
    reload()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
