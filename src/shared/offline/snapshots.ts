import type { SelectedStudent } from '@/contract/user'
import { userDb } from '../db/user-db'

/** The query of a saved answer's key (`path?sorted-query`). */
export function snapshotParams(key: string): URLSearchParams {
  return new URLSearchParams(key.split('?')[1] ?? '')
}

/** Whether a saved answer (by its key) belongs to this student and career. */
export function isStudentsSnapshot(key: string, student: SelectedStudent): boolean {
  const params = snapshotParams(key)
  return params.get('accountNumber') === student.accountNumber && params.get('cvProgram') === student.cvProgram && params.get('campusId') === student.campusCode
}

/**
 * Rewrites every saved copy of one kind (each with its key), e.g. to show a notification as read at once.
 * Call it inside `enqueue`'s local change so it commits with the queued write.
 */
export async function updateSnapshots<T>(kind: string, update: (value: T, key: string) => T) {
  const db = userDb()
  const rows = await db.snapshots.where('kind').equals(kind).toArray()
  await Promise.all(rows.map((row) => db.snapshots.put({ ...row, value: update(row.value as T, row.key) })))
}
