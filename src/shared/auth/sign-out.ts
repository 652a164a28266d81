import type { QueryClient } from '@tanstack/react-query'
import type { RuntimeConfig } from '@/contract/config'
import { deleteUserDatabases } from '../db/user-db'
import { clearQueryPersistence } from '../offline/query-persistence'
import { tellWorker } from '../offline/worker-bridge'
import { PERSONAL_STORAGE_KEYS, STORAGE_KEYS } from '../storage-keys'
import { appRootUrl, isSignedIn, rememberPendingSignOut, signOutAtProvider } from './keycloak'
import { providerReachable } from './session-gate'
import { sessionMode } from './session-mode'

/** Runtime caches that may hold personal data start with this prefix. */
export const USER_CACHE_PREFIX = 'user-'

/** Work other parts of the portal must finish before the wipe (e.g. deleting the push token). */
const beforeWipe = new Map<string, () => Promise<void>>()
export const onSignOut = (name: string, task: () => Promise<void>) => void beforeWipe.set(name, task)

/**
 * Leaves no personal data in the browser: query cache (memory and persisted), per-user
 * databases, user caches, the worker's session, sign-in leftovers; then ends the session
 * at the provider. The language choice stays. With no signal the provider's session cannot be
 * ended now: the device remembers it, and the next start with signal ends it before anything else
 * (see `session-gate.ts`), so the next person on this phone is never signed in as this one.
 */
export async function signOut(config: RuntimeConfig, queryClient: QueryClient, { closedElsewhere = false } = {}) {
  await Promise.allSettled([...beforeWipe.values()].map((task) => task()))
  clearQueryPersistence()
  queryClient.clear()
  await tellWorker({ type: 'session', userKey: null })
  await deleteUserDatabases()
  if ('caches' in window) {
    const keys = await caches.keys()
    await Promise.all(keys.filter((key) => key.startsWith(USER_CACHE_PREFIX)).map((key) => caches.delete(key)))
  }
  sessionStorage.removeItem(STORAGE_KEYS.afterLogin)
  // The next person on this phone starts with nothing of this one's, not even the agenda filter.
  for (const key of PERSONAL_STORAGE_KEYS) localStorage.removeItem(key)
  for (const key of Object.keys(localStorage)) {
    // keycloak-js keeps the state of a sign-in round trip under kc-callback-*.
    if (key.startsWith('kc-')) localStorage.removeItem(key)
  }
  // Closed from another device: the provider already ended it; the sign-in page says what happened.
  if (closedElsewhere) {
    window.location.assign(new URL('login?closed=true', appRootUrl(config)).href)
    return
  }
  if (isSignedIn() && (await providerReachable(config))) {
    await signOutAtProvider(config)
    return
  }
  // A session the provider already ended needs nothing more; any other may still be alive there.
  if (sessionMode() !== 'ended') rememberPendingSignOut()
  window.location.assign(appRootUrl(config))
}
