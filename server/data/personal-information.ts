import {
  REQUESTS_SHOWN, type MaritalStatus, type PersonalChange, type PersonalInformation, type PersonalRecord, type PersonalRequest,
  type PersonalRequestStatus, type Sex,
} from '../../src/contract/personal-information.ts'
import { all, one, run, type Db } from '../db/sql.ts'

/**
 * The personal record of each student account, as the university keeps it, and every request to
 * change it (a row of `personal_requests` each, with the official document when one was sent,
 * bytes and all). `auto_review` marks what arrived through the API: the demo reviewer takes only
 * those; one request per account waits at a time.
 */
export const personalInformationSchema = `
CREATE TABLE IF NOT EXISTS personal_information (
  account_number TEXT PRIMARY KEY REFERENCES student_accounts(account_number),
  given_names TEXT NOT NULL,
  paternal_surname TEXT NOT NULL,
  maternal_surname TEXT,
  curp TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  sex TEXT NOT NULL CHECK (sex IN ('H', 'M', 'X')),
  marital_status TEXT NOT NULL CHECK (marital_status IN ('SOLTERO', 'CASADO', 'DIVORCIADO', 'VIUDO', 'UNION_LIBRE')),
  nationality TEXT NOT NULL,
  birth_place TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS personal_requests (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  changes TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_at TEXT NOT NULL,
  decided_at TEXT,
  reason TEXT,
  document_name TEXT,
  document_mime TEXT,
  document_bytes BLOB,
  auto_review INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS personal_requests_account ON personal_requests (account_number, id);
CREATE UNIQUE INDEX IF NOT EXISTS personal_requests_one_pending ON personal_requests (account_number) WHERE status = 'pending';`

interface RecordRow {
  given_names: string
  paternal_surname: string
  maternal_surname: string | null
  curp: string
  birth_date: string
  sex: Sex
  marital_status: MaritalStatus
  nationality: string
  birth_place: string
  updated_at: string
}

const toRecord = (row: RecordRow): PersonalRecord => ({
  givenNames: row.given_names,
  paternalSurname: row.paternal_surname,
  maternalSurname: row.maternal_surname,
  curp: row.curp,
  birthDate: row.birth_date,
  sex: row.sex,
  maritalStatus: row.marital_status,
  nationality: row.nationality,
  birthPlace: row.birth_place,
})

export function recordOf(db: Db, accountNumber: string): { record: PersonalRecord; updatedAt: string } | undefined {
  const row = one<RecordRow>(db, 'SELECT * FROM personal_information WHERE account_number = ?', accountNumber)
  return row && { record: toRecord(row), updatedAt: row.updated_at }
}

/** Writes the account's whole record (a new one, or every value of the one it had). */
export function saveRecord(db: Db, accountNumber: string, record: PersonalRecord, at: Date): void {
  run(
    db,
    `INSERT INTO personal_information (account_number, given_names, paternal_surname, maternal_surname, curp, birth_date, sex, marital_status,
       nationality, birth_place, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_number) DO UPDATE SET given_names = excluded.given_names, paternal_surname = excluded.paternal_surname,
       maternal_surname = excluded.maternal_surname, curp = excluded.curp, birth_date = excluded.birth_date, sex = excluded.sex,
       marital_status = excluded.marital_status, nationality = excluded.nationality, birth_place = excluded.birth_place,
       updated_at = excluded.updated_at`,
    accountNumber, record.givenNames, record.paternalSurname, record.maternalSurname, record.curp, record.birthDate, record.sex,
    record.maritalStatus, record.nationality, record.birthPlace, at.toISOString(),
  )
}

export interface NewPersonalRequest {
  accountNumber: string
  changes: PersonalChange[]
  status: PersonalRequestStatus
  at: Date
  decidedAt?: Date | null
  reason?: string | null
  document?: { name: string; mime: string; bytes: Uint8Array } | null
  autoReview: boolean
}

export function insertPersonalRequest(db: Db, request: NewPersonalRequest): number {
  const decided = request.status === 'pending' ? null : (request.decidedAt ?? request.at).toISOString()
  return run(
    db,
    `INSERT INTO personal_requests (account_number, changes, status, requested_at, decided_at, reason, document_name, document_mime, document_bytes,
       auto_review)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    request.accountNumber, JSON.stringify(request.changes), request.status, request.at.toISOString(), decided, request.reason ?? null,
    request.document?.name ?? null, request.document?.mime ?? null, request.document?.bytes ?? null, request.autoReview ? 1 : 0,
  ).lastId
}

export interface PersonalRequestRow {
  id: number
  account_number: string
  changes: string
  status: PersonalRequestStatus
  requested_at: string
  decided_at: string | null
  reason: string | null
  document_name: string | null
  auto_review: number
}

const REQUEST_COLUMNS = 'id, account_number, changes, status, requested_at, decided_at, reason, document_name, auto_review'

export function pendingPersonalRequestOf(db: Db, accountNumber: string): PersonalRequestRow | undefined {
  return one<PersonalRequestRow>(db, `SELECT ${REQUEST_COLUMNS} FROM personal_requests WHERE account_number = ? AND status = 'pending'`, accountNumber)
}

/** The requests the filter selects that still wait for review, oldest first. */
export function pendingPersonalRequests(db: Db, filter: { accountNumber?: string | undefined; sentBefore?: Date | undefined }): PersonalRequestRow[] {
  return all<PersonalRequestRow>(
    db,
    `SELECT ${REQUEST_COLUMNS} FROM personal_requests
     WHERE status = 'pending' AND (?1 IS NULL OR account_number = ?1) AND (?2 IS NULL OR (auto_review = 1 AND requested_at <= ?2)) ORDER BY id`,
    filter.accountNumber ?? null, filter.sentBefore?.toISOString() ?? null,
  )
}

export function decidePersonalRequest(db: Db, id: number, status: 'approved' | 'rejected', reason: string | null, at: Date): void {
  run(db, 'UPDATE personal_requests SET status = ?, decided_at = ?, reason = ? WHERE id = ?', status, at.toISOString(), reason, id)
}

export const changesOf = (row: Pick<PersonalRequestRow, 'changes'>) => JSON.parse(row.changes) as PersonalChange[]

const requestView = (row: PersonalRequestRow): PersonalRequest => ({
  id: row.id,
  status: row.status,
  changes: changesOf(row),
  requestedAt: row.requested_at,
  decidedAt: row.decided_at,
  reason: row.reason,
  documentName: row.document_name,
})

/** What `GET /student/personalInformation` answers; undefined for an account with no record. */
export function personalInformationOf(db: Db, accountNumber: string): PersonalInformation | undefined {
  const saved = recordOf(db, accountNumber)
  if (!saved) return undefined
  const requests = all<PersonalRequestRow>(
    db, `SELECT ${REQUEST_COLUMNS} FROM personal_requests WHERE account_number = ? ORDER BY id DESC LIMIT ?`, accountNumber, REQUESTS_SHOWN,
  ).map(requestView)
  return { accountNumber, record: saved.record, updatedAt: saved.updatedAt, requests }
}

/** The holder's name as the account carries it: given names, then the surnames. */
export const fullNameOf = (record: Pick<PersonalRecord, 'givenNames' | 'paternalSurname' | 'maternalSurname'>) =>
  [record.givenNames, record.paternalSurname, record.maternalSurname].filter((part) => part).join(' ')

/**
 * The name the student account shows (selector, credential, "Buscar alumno"). The sign-in
 * identity keeps its own: the identity provider changes it, not this registrar.
 */
export function renameAccount(db: Db, accountNumber: string, fullName: string): void {
  run(db, 'UPDATE student_accounts SET full_name = ? WHERE account_number = ?', fullName, accountNumber)
}

/** Tests only: the account's record and every request, with their documents. */
export function clearPersonalInformation(db: Db, accountNumber: string): void {
  run(db, 'DELETE FROM personal_requests WHERE account_number = ?', accountNumber)
  run(db, 'DELETE FROM personal_information WHERE account_number = ?', accountNumber)
}
