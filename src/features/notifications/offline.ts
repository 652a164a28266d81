import type { NotificationPage, PendingCount } from '@/contract/notification'
import { userDb } from '@/shared/db/user-db'
import { updateSnapshots } from '@/shared/offline/snapshots'
import type { OutboxItem } from '@/shared/sync/outbox-item'
import { setRead } from './logic'

/** Unread-count snapshots are per account (`?accountNumber=`); only that account's change. */
async function adjustPendingSnapshots(accountNumber: string, delta: number) {
  const rows = await userDb().snapshots.where('kind').equals('pending').toArray()
  const mine = rows.filter((row) => new URLSearchParams(row.key.split('?')[1] ?? '').get('accountNumber') === accountNumber)
  await Promise.all(
    mine.map((row) => {
      const value = row.value as PendingCount
      return userDb().snapshots.put({ ...row, value: { ...value, totalPendingRead: Math.max(0, value.totalPendingRead + delta) } })
    }),
  )
}

/**
 * The worker keeps the last notification pages and unread counts for reading offline. A queued
 * read receipt rewrites them in the same transaction, so the mark survives a reload offline.
 */
export async function markReadInSnapshots(notificationId: number, accountNumber: string) {
  await updateSnapshots<NotificationPage>('notifications', (page) => setRead(page, notificationId, true))
  await adjustPendingSnapshots(accountNumber, -1)
}

/** Reverts a discarded receipt's optimistic mark. */
export async function undoReadInSnapshots(item: OutboxItem) {
  await updateSnapshots<NotificationPage>('notifications', (page) => setRead(page, Number(item.meta.notificationId), false))
  await adjustPendingSnapshots(String(item.meta.accountNumber), +1)
}
