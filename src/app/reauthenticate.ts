import { getConfig } from '@/shared/config/runtime-config'
import { STORAGE_KEYS } from '@/shared/storage-keys'

/** A second 401 within this window is not reloaded again: it shows the 401 page. */
const RELOAD_WINDOW_MS = 60_000

/** This page is already on its way to being loaded anew: the calls it still answers change nothing. */
let reloading = false

/**
 * Spec §8: a 401 reloads the page (the sign-in round trip then gets a fresh session).
 * Never in a loop, and never while offline, where a reload would only lose the screen.
 * Several calls refused together (a screen asks for a few things at once) are one reason to
 * reload, not a reload and then a second refusal: the 401 page is for a 401 after the reload.
 */
export function reloadOnceForAuth(now = Date.now(), storage: Storage = sessionStorage, online = navigator.onLine) {
  if (!online) return 'offline' as const
  if (reloading) return 'reloading' as const
  const last = Number(storage.getItem(STORAGE_KEYS.reloadedAt) ?? 0)
  if (now - last < RELOAD_WINDOW_MS) {
    window.location.assign(`${getConfig().basePath.replace(/\/$/, '')}/error/401`)
    return 'error-page' as const
  }
  storage.setItem(STORAGE_KEYS.reloadedAt, String(now))
  reloading = true
  window.location.reload()
  return 'reloaded' as const
}
