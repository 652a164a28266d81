import { one, type Db } from '../db/sql.ts'

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
CREATE INDEX IF NOT EXISTS notifications_account ON notifications (account_number, read);`

export function pendingCount(db: Db, accountNumber: string): number {
  return one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM notifications WHERE account_number = ? AND read = 0', accountNumber)?.n ?? 0
}
