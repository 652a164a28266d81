import type { Photo } from '../../src/contract/user.ts'
import { all, one, run, type Db } from '../db/sql.ts'
import { ACADEMIC_ZONE, dayOf, dayParts, localDay, wallToInstant } from './academic-time.ts'

/**
 * Every profile photo an account sent, with the reviewer's decision: the credential shows the
 * last approved one, the profile the latest request. `auto_review` marks what arrived through the
 * API (the demo reviewer takes only those); `file_name` is the sanitised name it came with.
 */
export const photosSchema = `
CREATE TABLE IF NOT EXISTS photo_requests (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  data_url TEXT NOT NULL,
  file_name TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  sent_at TEXT NOT NULL,
  decided_at TEXT,
  reason TEXT,
  auto_review INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS photo_requests_account ON photo_requests (account_number, id);
CREATE UNIQUE INDEX IF NOT EXISTS photo_requests_one_pending ON photo_requests (account_number) WHERE status = 'pending';`

/** Spec §4 and §9: an approved photo can be changed again after 4 months. */
export const CHANGE_AFTER_MONTHS = 4
/** The calendar the 4 months are counted in. */
export const PHOTO_ZONE = ACADEMIC_ZONE

const DAY_MS = 24 * 60 * 60 * 1000

export type PhotoStatus = NonNullable<Photo['status']>

export interface PhotoRequest {
  id: number
  accountNumber: string
  dataUrl: string
  fileName: string | null
  status: PhotoStatus
  sentAt: string
  decidedAt: string | null
  reason: string | null
  autoReview: boolean
}

interface RequestRow {
  id: number
  account_number: string
  data_url: string
  file_name: string | null
  status: PhotoStatus
  sent_at: string
  decided_at: string | null
  reason: string | null
  auto_review: number
}

const COLUMNS = 'id, account_number, data_url, file_name, status, sent_at, decided_at, reason, auto_review'

const toRequest = (row: RequestRow): PhotoRequest => ({
  id: row.id,
  accountNumber: row.account_number,
  dataUrl: row.data_url,
  fileName: row.file_name,
  status: row.status,
  sentAt: row.sent_at,
  decidedAt: row.decided_at,
  reason: row.reason,
  autoReview: row.auto_review === 1,
})

/** The account's requests, oldest first. */
export function photoRequestsOf(db: Db, accountNumber: string): PhotoRequest[] {
  return all<RequestRow>(db, `SELECT ${COLUMNS} FROM photo_requests WHERE account_number = ? ORDER BY id`, accountNumber).map(toRequest)
}

export function latestRequest(db: Db, accountNumber: string): PhotoRequest | undefined {
  const row = one<RequestRow>(db, `SELECT ${COLUMNS} FROM photo_requests WHERE account_number = ? ORDER BY id DESC LIMIT 1`, accountNumber)
  return row && toRequest(row)
}

/** The photo the credential shows: the one approved last. */
export function lastApproved(db: Db, accountNumber: string): PhotoRequest | undefined {
  const row = one<RequestRow>(
    db,
    `SELECT ${COLUMNS} FROM photo_requests WHERE account_number = ? AND status = 'approved' ORDER BY decided_at DESC, id DESC LIMIT 1`,
    accountNumber,
  )
  return row && toRequest(row)
}

export const approvedPhotoOf = (db: Db, accountNumber: string): string | null => lastApproved(db, accountNumber)?.dataUrl ?? null

/**
 * The start (local midnight) of the day `months` calendar months after the day `instant` falls on
 * in `zone`; a day the target month lacks becomes its last (31 October + 4 months: 28 February).
 */
export function calendarMonthsLater(instant: Date, months: number, zone = PHOTO_ZONE): Date {
  const { year, month, date } = dayParts(localDay(instant, zone))
  const first = dayParts(dayOf(year, month + months, 1))
  const lastDate = dayParts(dayOf(first.year, first.month + 1, 1) - 1).date
  const day = dayOf(first.year, first.month, Math.min(date, lastDate))
  return new Date(wallToInstant(day * DAY_MS, zone))
}

/** When the account may send a new photo: 4 months after its last approved change; null when there is none. */
export function nextChangeOf(db: Db, accountNumber: string): Date | null {
  const approvedAt = lastApproved(db, accountNumber)?.decidedAt
  return approvedAt ? calendarMonthsLater(new Date(approvedAt), CHANGE_AFTER_MONTHS) : null
}

const longDate = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: PHOTO_ZONE })
/** An instant as its date in Mexico City: "26 de marzo de 2027". */
export const spanishDay = (instant: Date) => longDate.format(instant)

/**
 * `GET /user/photo`: the approved photo, the latest request's state, and when a new one may be
 * sent (null once the 4 months have passed, or before any approval; a pending request shows in
 * `status`).
 */
export function photoOf(db: Db, accountNumber: string, now: Date): Photo {
  const latest = latestRequest(db, accountNumber)
  const next = nextChangeOf(db, accountNumber)
  return {
    photo: approvedPhotoOf(db, accountNumber),
    status: latest?.status ?? null,
    updatedAt: latest ? (latest.decidedAt ?? latest.sentAt) : null,
    nextChangeAt: next && next > now ? next.toISOString() : null,
    pendingPhoto: latest?.status === 'pending' ? latest.dataUrl : null,
    rejectionReason: latest?.status === 'rejected' ? latest.reason : null,
  }
}

/** Why a new photo may not be sent now (a Spanish sentence), or null when it may. */
export function changeRefusal(db: Db, accountNumber: string, now: Date): string | null {
  if (latestRequest(db, accountNumber)?.status === 'pending') {
    return 'Tu foto anterior sigue en revisión (tarda de 3 a 5 días). Podrás enviar otra cuando tengas la respuesta.'
  }
  const next = nextChangeOf(db, accountNumber)
  if (next && next > now) return `Podrás cambiar tu foto a partir del ${spanishDay(next)}`
  return null
}

export interface NewPhotoRequest {
  accountNumber: string
  dataUrl: string
  fileName: string
  at: Date
}

/** A photo sent through the API, waiting for the reviewer. */
export function recordPhotoRequest(db: Db, request: NewPhotoRequest): number {
  return run(
    db,
    `INSERT INTO photo_requests (account_number, data_url, file_name, status, sent_at, auto_review) VALUES (?, ?, ?, 'pending', ?, 1)`,
    request.accountNumber, request.dataUrl, request.fileName, request.at.toISOString(),
  ).lastId
}
