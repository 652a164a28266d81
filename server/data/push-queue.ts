import type { NotificationCode } from '../../src/contract/notification.ts'
import { all, one, run, transaction, type Db } from '../db/sql.ts'

/**
 * The pushes waiting to go out: one row per notification written by the university's systems
 * (`writeNotification`), in the same transaction as the notification, so a notice and its push
 * are both there or neither. Seeded notifications are inserted apart and never queued.
 *
 * A row goes `queued` → `sending` (claimed by one dispatch) → `sent` | `no-devices` | `failed`,
 * or back to `queued` for a later attempt after a transient failure. `push_deliveries` keeps the
 * devices that accepted it, so a retry never reaches one of them twice.
 */
export const pushQueueSchema = `
CREATE TABLE IF NOT EXISTS push_queue (
  notification_id INTEGER PRIMARY KEY REFERENCES notifications(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('queued', 'sending', 'sent', 'no-devices', 'failed', 'interrupted')),
  attempts INTEGER NOT NULL DEFAULT 0,
  queued_at TEXT NOT NULL,
  next_attempt_at TEXT,
  claimed_at TEXT,
  done_at TEXT,
  -- JSON: devices, delivered, removed, failed and the last error code of the last attempt.
  result TEXT
);
CREATE INDEX IF NOT EXISTS push_queue_status ON push_queue (status, next_attempt_at);
CREATE TABLE IF NOT EXISTS push_deliveries (
  notification_id INTEGER NOT NULL REFERENCES push_queue(notification_id) ON DELETE CASCADE,
  token TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (notification_id, token)
);`

export type PushStatus = 'queued' | 'sending' | 'sent' | 'no-devices' | 'failed' | 'interrupted'

/** Called by `writeNotification` only, inside its transaction. */
export function queuePush(db: Db, notificationId: number, at: Date): void {
  run(db, `INSERT INTO push_queue (notification_id, status, attempts, queued_at) VALUES (?, 'queued', 0, ?)`, notificationId, at.toISOString())
}

/**
 * Queues a push for every notification of the account that never had one (the seeded notices, or
 * those written before pushes were sent): the test hooks' way to have the sender push each kind of
 * notice the seed holds. Answers how many were queued.
 */
export function queueUnpushed(db: Db, accountNumber: string, at: Date): number {
  return run(
    db,
    `INSERT INTO push_queue (notification_id, status, attempts, queued_at)
     SELECT n.id, 'queued', 0, ? FROM notifications n
     WHERE n.account_number = ? AND NOT EXISTS (SELECT 1 FROM push_queue q WHERE q.notification_id = n.id)`,
    at.toISOString(), accountNumber,
  ).changes
}

export interface ClaimedPush {
  notificationId: number
  /** This attempt's number, from 1. */
  attempt: number
}

/**
 * Takes the pushes due at `now` for one dispatch: a new one at once (its notification may be
 * dated in the future by a simulated day), a retried one once its wait is over. One statement
 * moves them to `sending`, so two dispatches, in this process or another on the same database,
 * never take the same row.
 */
export function claimDue(db: Db, now: Date, limit: number): ClaimedPush[] {
  return all<{ notification_id: number; attempts: number }>(
    db,
    `UPDATE push_queue SET status = 'sending', attempts = attempts + 1, claimed_at = ?1
     WHERE notification_id IN (
       SELECT notification_id FROM push_queue
       WHERE status = 'queued' AND (attempts = 0 OR next_attempt_at <= ?1) ORDER BY notification_id LIMIT ?2
     ) AND status = 'queued'
     RETURNING notification_id, attempts`,
    now.toISOString(), limit,
  ).map((row) => ({ notificationId: row.notification_id, attempt: row.attempts })).sort((a, b) => a.notificationId - b.notificationId)
}

/**
 * A dispatch that stopped half-way (the process ended while FCM was answering) may have reached
 * some devices: its rows are closed as `interrupted`, never sent again, since a push must not
 * arrive twice. Called once when the server opens its database. Answers how many.
 */
export function closeInterrupted(db: Db, now: Date): number {
  return run(db, `UPDATE push_queue SET status = 'interrupted', done_at = ? WHERE status = 'sending'`, now.toISOString()).changes
}

export interface PushNotice {
  notificationId: number
  accountNumber: string
  clave: NotificationCode
  title: string
  body: string
  docId: string | null
  link: string | null
  /** The account's brand: only tokens registered on that portal receive it. */
  portal: string
  /** The career the portal marks it read under (`PATCH /notification/sending/viewed`); empty when the account has none. */
  programCode: string
  campusCode: string
}

/**
 * The career a notice belongs to: the digital file's when the notice is about one of the
 * account's documents (a person with two careers opens it on the right one), else the account's
 * first career, the one the portal selects first.
 */
function careerOf(db: Db, accountNumber: string, clave: string, docId: string | null): { programCode: string; campusCode: string } {
  // A help-desk notice's docId is a ticket, not a document.
  if (docId !== null && /^\d{1,9}$/.test(docId) && clave !== 'NOTIMONITOR') {
    const file = one<{ cv_program: string; campus_code: string }>(
      db,
      `SELECT f.cv_program, f.campus_code FROM digital_file_documents d JOIN digital_files f ON f.id = d.file_id
       JOIN careers c ON c.account_number = f.account_number AND c.cv_program = f.cv_program AND c.campus_code = f.campus_code
       WHERE d.id = ? AND f.account_number = ?`,
      Number(docId), accountNumber,
    )
    if (file) return { programCode: file.cv_program, campusCode: file.campus_code }
  }
  const first = one<{ cv_program: string; campus_code: string }>(
    db, 'SELECT cv_program, campus_code FROM careers WHERE account_number = ? ORDER BY position, cv_program LIMIT 1', accountNumber,
  )
  return { programCode: first?.cv_program ?? '', campusCode: first?.campus_code ?? '' }
}

/** What a push says, read from its notification and account; undefined when the notification is gone. */
export function pushNotice(db: Db, notificationId: number): PushNotice | undefined {
  const row = one<{ id: number; account_number: string; clave: NotificationCode; title: string; body: string; doc_id: string | null; link: string | null; portal: string }>(
    db,
    `SELECT n.id, n.account_number, n.clave, n.title, n.body, n.doc_id, n.link, a.portal
     FROM notifications n JOIN student_accounts a ON a.account_number = n.account_number WHERE n.id = ?`,
    notificationId,
  )
  if (!row) return undefined
  return {
    notificationId: row.id,
    accountNumber: row.account_number,
    clave: row.clave,
    title: row.title,
    body: row.body,
    docId: row.doc_id,
    link: row.link,
    portal: row.portal,
    ...careerOf(db, row.account_number, row.clave, row.doc_id),
  }
}

/**
 * The devices a push goes to: the tokens of the user who owns the account (the Alumno), saved on
 * the account's brand, that have not received it yet. A tutor's devices are not the student's.
 */
export function pushRecipients(db: Db, notificationId: number, accountNumber: string): string[] {
  return all<{ token: string }>(
    db,
    `SELECT t.token FROM push_tokens t JOIN student_accounts a ON a.user_id = t.user_id AND a.portal = t.portal
     WHERE a.account_number = ? AND NOT EXISTS (SELECT 1 FROM push_deliveries d WHERE d.notification_id = ? AND d.token = t.token)
     ORDER BY t.updated_at DESC, t.token`,
    accountNumber, notificationId,
  ).map((row) => row.token)
}

export interface AttemptOutcome {
  /** Devices that accepted the push. */
  delivered: string[]
  /** Tokens FCM no longer knows: removed from `push_tokens`. */
  gone: string[]
  /** Devices that failed for another reason, with the error code: tried again later. */
  failed: Array<{ token: string; code: string }>
}

export interface AttemptResult {
  status: PushStatus
  devices: number
  delivered: number
  removed: number
  failed: number
  error?: string
}

export interface RetryPolicy {
  maxAttempts: number
  /** Wait before the second attempt; doubled before each next one. */
  firstRetryMs: number
}

/** Writes what one attempt did: deliveries kept, dead tokens removed, and the push closed or left for another attempt. */
export function finishAttempt(db: Db, claimed: ClaimedPush, outcome: AttemptOutcome, now: Date, policy: RetryPolicy): AttemptResult {
  return transaction(db, () => {
    const at = now.toISOString()
    for (const token of outcome.delivered) {
      run(db, 'INSERT OR IGNORE INTO push_deliveries (notification_id, token, sent_at) VALUES (?, ?, ?)', claimed.notificationId, token, at)
    }
    for (const token of outcome.gone) run(db, 'DELETE FROM push_tokens WHERE token = ?', token)
    const everDelivered = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM push_deliveries WHERE notification_id = ?', claimed.notificationId)?.n ?? 0
    const result: AttemptResult = {
      status: 'sent',
      devices: outcome.delivered.length + outcome.gone.length + outcome.failed.length,
      delivered: outcome.delivered.length,
      removed: outcome.gone.length,
      failed: outcome.failed.length,
      ...(outcome.failed[0] ? { error: outcome.failed[0].code } : {}),
    }
    let next: string | null = null
    if (outcome.failed.length > 0) {
      if (claimed.attempt >= policy.maxAttempts) {
        result.status = 'failed'
      } else {
        result.status = 'queued'
        next = new Date(now.getTime() + policy.firstRetryMs * 2 ** (claimed.attempt - 1)).toISOString()
      }
    } else if (everDelivered === 0) {
      result.status = 'no-devices'
    }
    const { status, ...summary } = result
    run(
      db,
      `UPDATE push_queue SET status = ?, next_attempt_at = ?, done_at = ?, result = ? WHERE notification_id = ?`,
      status, next, status === 'queued' ? null : at, JSON.stringify(summary), claimed.notificationId,
    )
    return result
  })
}

export interface PushState {
  notificationId: number
  status: PushStatus
  attempts: number
  queuedAt: string
  nextAttemptAt: string | null
  doneAt: string | null
  result: Omit<AttemptResult, 'status'> | null
  /** Tokens that received it. */
  deliveredTo: string[]
}

/** The queue's rows for an account's notifications, by notification id (tests and the hooks read it). */
export function pushStatesOf(db: Db, accountNumber: string): PushState[] {
  return all<{ notification_id: number; status: PushStatus; attempts: number; queued_at: string; next_attempt_at: string | null; done_at: string | null; result: string | null }>(
    db,
    `SELECT q.notification_id, q.status, q.attempts, q.queued_at, q.next_attempt_at, q.done_at, q.result
     FROM push_queue q JOIN notifications n ON n.id = q.notification_id WHERE n.account_number = ? ORDER BY q.notification_id`,
    accountNumber,
  ).map((row) => ({
    notificationId: row.notification_id,
    status: row.status,
    attempts: row.attempts,
    queuedAt: row.queued_at,
    nextAttemptAt: row.next_attempt_at,
    doneAt: row.done_at,
    result: row.result === null ? null : (JSON.parse(row.result) as Omit<AttemptResult, 'status'>),
    deliveredTo: all<{ token: string }>(db, 'SELECT token FROM push_deliveries WHERE notification_id = ? ORDER BY sent_at, token', row.notification_id).map((d) => d.token),
  }))
}
