import type { QueryClient } from '@tanstack/react-query'
import type { RuntimeConfig } from '@/contract/config'
import { deleteUserDatabases } from '../db/user-db'
import { STORAGE_KEYS } from '../storage-keys'
import { signOutAtProvider } from './keycloak'

/** Runtime caches that may hold personal data start with this prefix. */
export const USER_CACHE_PREFIX = 'user-'

/**
 * Leaves no personal data in the browser: query cache, per-user databases, user caches,
 * sign-in leftovers; then ends the session at the provider. The language choice stays.
 */
export async function signOut(config: RuntimeConfig, queryClient: QueryClient) {
  queryClient.clear()
  await deleteUserDatabases()
  if ('caches' in window) {
    const keys = await caches.keys()
    await Promise.all(keys.filter((key) => key.startsWith(USER_CACHE_PREFIX)).map((key) => caches.delete(key)))
  }
  sessionStorage.removeItem(STORAGE_KEYS.afterLogin)
  for (const key of Object.keys(localStorage)) {
    // keycloak-js keeps the state of a sign-in round trip under kc-callback-*.
    if (key.startsWith('kc-')) localStorage.removeItem(key)
  }
  await signOutAtProvider(config)
}
