import { USER_DB_PREFIX } from '@/shared/db/user-db-name'
import { snapshotKey } from '@/shared/offline/snapshot-routes'

/**
 * The person's database opened with IndexedDB itself, not the portal's database library: the
 * first view must not wait for it. One that does not exist is not created.
 */
function openExisting(name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name)
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => resolve(undefined)
    request.onblocked = () => resolve(undefined)
  })
}

/** A row of the portal's `kv` or `snapshots` store: a value and when it was saved. */
export interface Row {
  value?: unknown
  savedAt?: unknown
}

export const get = (store: IDBObjectStore, key: string) =>
  new Promise<Row | undefined>((resolve, reject) => {
    const request = store.get(key)
    request.onsuccess = () => resolve(request.result as Row | undefined)
    request.onerror = () => reject(request.error ?? new Error('read failed'))
  })

export const isText = (value: unknown): value is string => typeof value === 'string'

/** Where the worker keeps the answer to a call (src/shared/offline/snapshot-routes.ts). */
export const keyOf = (path: string, query: Record<string, string>) => snapshotKey(new URL(`${path}?${new URLSearchParams(query)}`, location.origin), '')!


/**
 * Reads the `kv` and `snapshots` stores of `userKey`'s database on this device in one
 * transaction; nothing when there is no such database or a read fails.
 */
export async function readUserDb<T>(userKey: string, read: (kv: IDBObjectStore, snapshots: IDBObjectStore) => Promise<T | undefined>): Promise<T | undefined> {
  const db = await openExisting(`${USER_DB_PREFIX}${userKey}`)
  if (!db) return undefined
  try {
    if (!db.objectStoreNames.contains('kv') || !db.objectStoreNames.contains('snapshots')) return undefined
    const transaction = db.transaction(['kv', 'snapshots'], 'readonly')
    return await read(transaction.objectStore('kv'), transaction.objectStore('snapshots'))
  } catch {
    return undefined
  } finally {
    db.close()
  }
}

/**
 * Writes a row of the portal's `kv` store of `userKey`'s database, as the portal writes it: a
 * choice made on a first view is then the person's even if the page goes away before the portal
 * takes over. Nothing when there is no such database; a failed write leaves the portal to make it.
 */
export async function writeUserKv(userKey: string, key: string, value: unknown): Promise<void> {
  const db = await openExisting(`${USER_DB_PREFIX}${userKey}`)
  if (!db) return
  try {
    if (!db.objectStoreNames.contains('kv')) return
    const transaction = db.transaction('kv', 'readwrite')
    transaction.objectStore('kv').put({ key, value, savedAt: Date.now() })
    await new Promise<void>((resolve) => {
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => resolve()
      transaction.onabort = () => resolve()
    })
  } catch {
    // The portal's selector still makes the choice once it is there.
  } finally {
    db.close()
  }
}
