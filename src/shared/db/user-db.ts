import Dexie, { type EntityTable } from 'dexie'
import { USER_DB_PREFIX } from './user-db-name'
import type { OutboxItem } from '../sync/outbox-item'

export { USER_DB_PREFIX }

export interface KvRow {
  key: string
  value: unknown
  /** Epoch milliseconds of the write, shown as the age of offline data. */
  savedAt: number
}

/** Last good answer of a GET the service worker keeps for offline reading. */
export interface SnapshotRow {
  /** Path under the API base plus its sorted query, without origin/portal noise. */
  key: string
  /** First path segments, to find every snapshot of one kind (e.g. notifications). */
  kind: string
  value: unknown
  savedAt: number
}

/** A library resource the person opened (Recursos digitales, "Vistos recientemente"). */
export interface RecentResourceRow {
  /** `${accountNumber}:${resourceId}`: a tutor's students each have their own list. */
  key: string
  accountNumber: string
  resourceId: number
  kind: 'document' | 'image'
  title: string
  author: string
  libraryName: string
  fileName: string
  mimeType: string
  /** Epoch milliseconds of the last opening. */
  viewedAt: number
}

/** The file of an opened library resource, kept for reading with no signal within a budget. */
export interface SavedResourceRow {
  resourceId: number
  title: string
  fileName: string
  mimeType: string
  blob: Blob
  sizeBytes: number
  /** Epoch milliseconds of the download: the age the screen shows. */
  savedAt: number
  /** Epoch milliseconds of the last opening: the least recent goes first when the budget is exceeded. */
  openedAt: number
}

/**
 * One database per signed-in person, so a shared phone never shows one student's data
 * to another. The page and the service worker both open it.
 */
export class UserDb extends Dexie {
  kv!: EntityTable<KvRow, 'key'>
  snapshots!: EntityTable<SnapshotRow, 'key'>
  outbox!: EntityTable<OutboxItem, 'id'>
  recentResources!: EntityTable<RecentResourceRow, 'key'>
  savedResources!: EntityTable<SavedResourceRow, 'resourceId'>

  constructor(userKey: string) {
    super(`${USER_DB_PREFIX}${userKey}`)
    this.version(1).stores({ kv: 'key' })
    this.version(2).stores({ kv: 'key', snapshots: 'key, kind', outbox: 'id, status, kind, createdAt' })
    this.version(3).stores({ recentResources: 'key, accountNumber, viewedAt', savedResources: 'resourceId, openedAt' })
  }
}

let current: UserDb | undefined

export function openUserDb(userKey: string): UserDb {
  if (current?.name !== `${USER_DB_PREFIX}${userKey}`) {
    current?.close()
    current = new UserDb(userKey)
  }
  return current
}

export function userDb(): UserDb {
  if (!current) throw new Error('no user database open')
  return current
}

export const hasUserDb = () => current !== undefined

export async function readKv<T>(key: string): Promise<T | undefined> {
  const row = await userDb().kv.get(key)
  return row?.value as T | undefined
}

export async function writeKv(key: string, value: unknown) {
  await userDb().kv.put({ key, value, savedAt: Date.now() })
}

/** Deletes every per-user database in this browser, open or not. */
export async function deleteUserDatabases() {
  current?.close()
  current = undefined
  const names = await Dexie.getDatabaseNames()
  await Promise.all(names.filter((name) => name.startsWith(USER_DB_PREFIX)).map((name) => Dexie.delete(name)))
}
