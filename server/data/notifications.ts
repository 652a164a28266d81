import type { Notification, NotificationCode } from '../../src/contract/notification.ts'
import { all, bool, one, run, type Db } from '../db/sql.ts'
import { queuePush } from './push-queue.ts'

export const notificationsSchema = `
CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  clave TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  doc_id TEXT,
  link TEXT,
  read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notifications_account ON notifications (account_number, read);
CREATE INDEX IF NOT EXISTS notifications_account_created ON notifications (account_number, created_at);
CREATE TABLE IF NOT EXISTS notification_receipts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  notification_id INTEGER NOT NULL REFERENCES notifications(id),
  subject TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notification_receipts_notification ON notification_receipts (notification_id);`

interface NotificationRow {
  id: number
  clave: NotificationCode
  title: string
  body: string
  doc_id: string | null
  link: string | null
  read: number
  created_at: string
}

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  clave: row.clave,
  title: row.title,
  body: row.body,
  docId: row.doc_id,
  link: row.link,
  read: bool(row.read),
  createdAt: row.created_at,
})

export interface NewNotification {
  accountNumber: string
  clave: NotificationCode
  title: string
  body: string
  /** What the notice is about: a document of the digital file, or a ticket (NOTIMONITOR). */
  docId: string | null
  /** Where tapping it takes the person (a CODI notice opens its payment). */
  link?: string | null
  at: Date
}

/**
 * Writes one unread notification for an account, as the university's systems send it, and queues
 * its push (server/push/dispatcher.ts sends it to the student's devices).
 */
export function writeNotification(db: Db, n: NewNotification): number {
  const id = run(
    db,
    `INSERT INTO notifications (account_number, clave, title, body, doc_id, link, read, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)`,
    n.accountNumber, n.clave, n.title, n.body, n.docId, n.link ?? null, n.at.toISOString(),
  ).lastId
  queuePush(db, id, n.at)
  return id
}

export function pendingCount(db: Db, accountNumber: string): number {
  return one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM notifications WHERE account_number = ? AND read = 0', accountNumber)?.n ?? 0
}

/** Newest first; ties (same instant) by id so pages never overlap. */
export function notificationsOf(db: Db, accountNumber: string, page: number, size: number): { content: Notification[]; total: number } {
  const total = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM notifications WHERE account_number = ?', accountNumber)?.n ?? 0
  const content = all<NotificationRow>(
    db,
    `SELECT id, clave, title, body, doc_id, link, read, created_at FROM notifications
     WHERE account_number = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    accountNumber, size, page * size,
  ).map(toNotification)
  return { content, total }
}

/**
 * Marks one notification of the account read and keeps a receipt of the call; false when the
 * account has no such notification. Reading twice is fine: it stays read.
 */
export function markRead(db: Db, accountNumber: string, id: number, subject: string, at: Date): boolean {
  const { changes } = run(db, 'UPDATE notifications SET read = 1 WHERE id = ? AND account_number = ?', id, accountNumber)
  if (changes === 0) return false
  run(db, 'INSERT INTO notification_receipts (notification_id, subject, received_at) VALUES (?, ?, ?)', id, subject, at.toISOString())
  return true
}

export interface NotificationState {
  id: number
  clave: string
  title: string
  link: string | null
  read: boolean
  /** How many mark-read calls were applied (replays of an idempotent call are not). */
  viewedCount: number
}

export function notificationStates(db: Db, accountNumber: string): NotificationState[] {
  return all<{ id: number; clave: string; title: string; link: string | null; read: number; viewed: number }>(
    db,
    `SELECT n.id, n.clave, n.title, n.link, n.read, (SELECT COUNT(*) FROM notification_receipts r WHERE r.notification_id = n.id) AS viewed
     FROM notifications n WHERE n.account_number = ? ORDER BY n.id`,
    accountNumber,
  ).map((row) => ({ id: row.id, clave: row.clave, title: row.title, link: row.link, read: bool(row.read), viewedCount: row.viewed }))
}

/** End-to-end tests only: adds unread notifications, newest first, and answers their ids. */
export function addUnreadNotifications(db: Db, accountNumber: string, count: number, at: Date): number[] {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    // A millisecond apart: newer than anything already there, in a stable order.
    const createdAt = new Date(at.getTime() - i).toISOString()
    const { lastId } = run(
      db,
      `INSERT INTO notifications (account_number, clave, title, body, doc_id, link, read, created_at)
       VALUES (?, 'ASIGDOC', ?, 'Revisa tu expediente digital.', NULL, NULL, 0, ?)`,
      accountNumber, 'Documento asignado', createdAt,
    )
    // Titles carry the id so a test can find each one by its visible text.
    run(db, 'UPDATE notifications SET title = ? WHERE id = ?', `Documento asignado ${lastId}`, lastId)
    ids.push(lastId)
  }
  return ids
}
