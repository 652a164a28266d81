import { userDb } from '../db/user-db'

/**
 * Rewrites every saved copy of one kind, e.g. to show a notification as read at once.
 * Call it inside `enqueue`'s local change so it commits with the queued write.
 */
export async function updateSnapshots<T>(kind: string, update: (value: T) => T) {
  const db = userDb()
  const rows = await db.snapshots.where('kind').equals(kind).toArray()
  await Promise.all(rows.map((row) => db.snapshots.put({ ...row, value: update(row.value as T) })))
}
