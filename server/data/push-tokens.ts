import type { Portal } from '../../src/contract/common.ts'
import { all, one, run, type Db } from '../db/sql.ts'

export const pushTokensSchema = `
CREATE TABLE IF NOT EXISTS push_tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  subject TEXT NOT NULL,
  portal TEXT NOT NULL,
  device TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS push_tokens_user ON push_tokens (user_id);`

export interface PushOwner {
  userId: number
  subject: string
  portal: Portal
}

/**
 * A token names one browser install; whoever signs in there last receives its pushes, so a
 * token saved again by another user moves to them.
 */
export function savePushToken(db: Db, owner: PushOwner, token: string, device: string | null, at: Date): void {
  const now = at.toISOString()
  run(
    db,
    `INSERT INTO push_tokens (token, user_id, subject, portal, device, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (token) DO UPDATE SET user_id = excluded.user_id, subject = excluded.subject, portal = excluded.portal,
       device = COALESCE(excluded.device, push_tokens.device), updated_at = excluded.updated_at`,
    token, owner.userId, owner.subject, owner.portal, device, now, now,
  )
}

/** Removes the token only if it is the user's; another user's token is left alone. */
export function deletePushToken(db: Db, userId: number, token: string): void {
  run(db, 'DELETE FROM push_tokens WHERE token = ? AND user_id = ?', token, userId)
}

export function pushTokensOf(db: Db, userId: number): Array<{ token: string; portal: Portal; device: string | null }> {
  return all(db, 'SELECT token, portal, device FROM push_tokens WHERE user_id = ? ORDER BY updated_at DESC', userId)
}

/**
 * Whether the token is saved for this user on this portal, and the accounts whose pushes it then
 * receives (the user's accounts on that portal, as `pushRecipients` sends them). A token of another
 * user, or of another portal, is not theirs: nothing about it is said.
 */
export function pushRegistrationOf(
  db: Db, userId: number, portal: Portal, token: string,
): { registered: boolean; accounts: string[]; registeredAt: string | null } {
  const row = one<{ updated_at: string }>(db, 'SELECT updated_at FROM push_tokens WHERE token = ? AND user_id = ? AND portal = ?', token, userId, portal)
  if (!row) return { registered: false, accounts: [], registeredAt: null }
  const accounts = all<{ account_number: string }>(
    db, 'SELECT account_number FROM student_accounts WHERE user_id = ? AND portal = ? ORDER BY account_number', userId, portal,
  ).map((r) => r.account_number)
  return { registered: true, accounts, registeredAt: row.updated_at }
}

/** Tests only: the token is gone, as when the dispatcher drops one FCM reports unregistered. */
export function dropPushToken(db: Db, token: string): boolean {
  const before = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM push_tokens WHERE token = ?', token)?.n ?? 0
  run(db, 'DELETE FROM push_tokens WHERE token = ?', token)
  return before > 0
}
