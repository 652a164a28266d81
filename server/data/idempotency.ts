import { one, run, type Db } from '../db/sql.ts'

export const idempotencySchema = `
CREATE TABLE IF NOT EXISTS idempotency_keys (
  subject TEXT NOT NULL,
  key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (subject, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys (created_at);`

/** A key answers replays this long; the outbox gives up on an item well before. */
export const KEY_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export interface StoredWrite {
  method: string
  path: string
  requestHash: string
  status: number
  response: string
}

export interface KeyOwner {
  subject: string
  key: string
}

const cutoff = (now: Date) => new Date(now.getTime() - KEY_LIFETIME_MS).toISOString()

export function findStoredWrite(db: Db, owner: KeyOwner, now: Date): StoredWrite | undefined {
  const row = one<{ method: string; path: string; request_hash: string; status: number; response: string }>(
    db,
    'SELECT method, path, request_hash, status, response FROM idempotency_keys WHERE subject = ? AND key = ? AND created_at > ?',
    owner.subject, owner.key, cutoff(now),
  )
  return row && { method: row.method, path: row.path, requestHash: row.request_hash, status: row.status, response: row.response }
}

export function storeWrite(db: Db, owner: KeyOwner, write: StoredWrite, now: Date): void {
  // An expired row under the same key is replaced, not replayed.
  run(
    db,
    `INSERT OR REPLACE INTO idempotency_keys (subject, key, method, path, request_hash, status, response, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    owner.subject, owner.key, write.method, write.path, write.requestHash, write.status, write.response, now.toISOString(),
  )
}

export function purgeExpiredKeys(db: Db, now: Date): number {
  return run(db, 'DELETE FROM idempotency_keys WHERE created_at <= ?', cutoff(now)).changes
}
