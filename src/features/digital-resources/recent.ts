import type { LibraryItem } from '@/contract/digital-resources'
import { userDb, type RecentResourceRow } from '@/shared/db/user-db'

/** "Vistos recientemente": how many resources each account keeps, newest first. */
export const RECENT_LIMIT = 8

export type RecentResource = RecentResourceRow

/** What opening a resource needs to know of it. */
export type ResourceRef = Pick<LibraryItem, 'id' | 'kind' | 'title' | 'author' | 'fileName' | 'mimeType'>

export const recentKey = (accountNumber: string, resourceId: number) => `${accountNumber}:${resourceId}`

/** Puts a resource at the top of the account's list and drops whatever falls past the limit. */
export async function rememberViewed(accountNumber: string, item: ResourceRef, libraryName: string, now = Date.now()): Promise<void> {
  const db = userDb()
  await db.transaction('rw', db.recentResources, async () => {
    await db.recentResources.put({
      key: recentKey(accountNumber, item.id), accountNumber, resourceId: item.id, kind: item.kind, title: item.title,
      author: item.author, libraryName, fileName: item.fileName, mimeType: item.mimeType, viewedAt: now,
    })
    const rows = await db.recentResources.where('accountNumber').equals(accountNumber).toArray()
    const older = rows.toSorted((a, b) => b.viewedAt - a.viewedAt).slice(RECENT_LIMIT)
    await db.recentResources.bulkDelete(older.map((row) => row.key))
  })
}

/** The account's recently viewed resources, newest first. */
export async function recentlyViewed(accountNumber: string): Promise<RecentResource[]> {
  const rows = await userDb().recentResources.where('accountNumber').equals(accountNumber).toArray()
  return rows.toSorted((a, b) => b.viewedAt - a.viewedAt).slice(0, RECENT_LIMIT)
}

/** A recent entry as the item it was, to open it again. */
export const itemOfRecent = (row: RecentResource): ResourceRef => ({
  id: row.resourceId, kind: row.kind, title: row.title, author: row.author, fileName: row.fileName, mimeType: row.mimeType,
})
