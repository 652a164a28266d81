import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client'
import { STORAGE_KEYS } from '../storage-keys'

/** Bump when a persisted answer changes shape: older caches are then dropped, not misread. */
const SCHEMA_VERSION = 'schema-2'
/** localStorage is small and shared by the origin: beyond this the cache is not kept. */
const MAX_PERSISTED_CHARS = 1_000_000
const MAX_AGE_MS = 7 * 24 * 60 * 60_000
/** While the person reads, the cache is written at most this often. */
const WRITE_EVERY_MS = 1_000
/**
 * `gcTime` of a query that only this cache keeps for offline reading: a query dropped from
 * memory (5 minutes after its screen closes, by default) is dropped from here at the next save.
 */
export const PERSISTED_GC_TIME_MS = MAX_AGE_MS

let stop: (() => void) | undefined
/** Off after sign-out: a throttled write already scheduled must not bring the cache back. */
let writing = true

const guardedStorage: Storage = new Proxy(window.localStorage, {
  get(target, name) {
    if (name === 'setItem') return (key: string, value: string) => writing && target.setItem(key, value)
    const value = Reflect.get(target, name) as unknown
    return typeof value === 'function' ? value.bind(target) : value
  },
})

/** The person whose cache is being kept, if any. */
let keptFor: string | undefined

/** Each person's cache under a key of their own: a shared phone never restores one person's answers for another. */
const keyOf = (userKey: string) => `${STORAGE_KEYS.queryCache}:${userKey}`

/**
 * The cache as written. A read whose last refresh failed is written as its last good answer:
 * a failed refresh does not lose the copy. Past the limit, an empty cache rather than a write
 * the storage refuses.
 */
function serialize(client: PersistedClient) {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureReason: null } } : query,
  )
  const text = JSON.stringify({ ...client, clientState: { ...client.clientState, queries } })
  return text.length > MAX_PERSISTED_CHARS ? JSON.stringify({ ...client, clientState: { queries: [], mutations: [] } }) : text
}

/**
 * One person's cache in localStorage. Writes wait up to {@link WRITE_EVERY_MS}, so a burst of
 * answers is written once; `flush` writes what waits at once. A phone hides the page before it
 * closes or kills the app, and nothing the portal schedules runs after that.
 */
function storagePersister(key: string): Persister & { flush: () => void } {
  let waiting: PersistedClient | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    const client = waiting
    waiting = undefined
    if (!client) return
    try {
      guardedStorage.setItem(key, serialize(client))
    } catch {
      // A full storage keeps the last copy it took; the answers on screen are not affected.
    }
  }
  return {
    persistClient: (client) => {
      waiting = client
      timer ??= setTimeout(flush, WRITE_EVERY_MS)
    },
    restoreClient: () => {
      const text = localStorage.getItem(key)
      return text ? (JSON.parse(text) as PersistedClient) : undefined
    },
    removeClient: () => {
      waiting = undefined
      clearTimeout(timer)
      timer = undefined
      localStorage.removeItem(key)
    },
    flush,
  }
}

/**
 * Keeps TanStack Query's cache across restarts for what the worker does not keep itself, for
 * one person: their last cache is restored, and what they read from now on is written under
 * their key. Snapshot-backed queries (`meta.snapshot`) and the session ones live in the
 * person's IndexedDB database instead and are not written here.
 */
export function startQueryPersistence(queryClient: QueryClient, userKey: string) {
  if (keptFor === userKey) return Promise.resolve()
  stop?.()
  keptFor = userKey
  writing = true
  const persister = storagePersister(keyOf(userKey))
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister,
    buster: SCHEMA_VERSION,
    maxAge: MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.data !== undefined && !query.meta?.snapshot && query.queryKey[0] !== 'session',
    },
  })
  const onHidden = () => document.visibilityState === 'hidden' && persister.flush()
  document.addEventListener('visibilitychange', onHidden)
  window.addEventListener('pagehide', persister.flush)
  stop = () => {
    unsubscribe()
    document.removeEventListener('visibilitychange', onHidden)
    window.removeEventListener('pagehide', persister.flush)
    // The person changes: what waits is theirs and goes under their key (after a sign-out, `writing` is off).
    persister.flush()
  }
  return restored
}

/** Stops writing and forgets what was written, for everyone (sign-out). */
export function clearQueryPersistence() {
  writing = false
  stop?.()
  stop = undefined
  keptFor = undefined
  for (const key of Object.keys(localStorage)) {
    if (key === STORAGE_KEYS.queryCache || key.startsWith(`${STORAGE_KEYS.queryCache}:`)) localStorage.removeItem(key)
  }
}
