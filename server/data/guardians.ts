import type { Guardian, GuardianKind, GuardianPerson, Relationship, RequestStatus } from '../../src/contract/guardians.ts'

export type { GuardianPerson } from '../../src/contract/guardians.ts'
import { all, bool, one, run, type Db } from '../db/sql.ts'

/**
 * The people registered on a student's account as parent or tutor, or as economic responsible
 * (spec §2, §3, §4). A registration and each request to enable a person again are requests the
 * university reviews (`guardian_requests`); the identity document stays with the registration
 * (bytes kept here, never sent back). A tutor with a portal account (`tutors`, matched by personal
 * email when the registration is approved) sees the student while their registration is approved
 * and they are enabled: this table is the one place that link lives.
 */
export const guardiansSchema = `
CREATE TABLE IF NOT EXISTS guardians (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  kind TEXT NOT NULL CHECK (kind IN ('tutor', 'economic')),
  given_names TEXT NOT NULL,
  paternal_surname TEXT NOT NULL,
  maternal_surname TEXT NOT NULL,
  curp TEXT NOT NULL,
  personal_email TEXT NOT NULL,
  mobile TEXT NOT NULL,
  company TEXT NOT NULL,
  job_title TEXT NOT NULL,
  occupation TEXT NOT NULL,
  office_phone TEXT NOT NULL,
  extension TEXT NOT NULL,
  relationship TEXT NOT NULL,
  expedition_place TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  enabled INTEGER NOT NULL,
  tutor_id INTEGER REFERENCES tutors(id)
);
CREATE INDEX IF NOT EXISTS guardians_by_account ON guardians(account_number, kind);
CREATE INDEX IF NOT EXISTS guardians_by_tutor ON guardians(tutor_id);
CREATE TABLE IF NOT EXISTS guardian_requests (
  id INTEGER PRIMARY KEY,
  guardian_id INTEGER NOT NULL REFERENCES guardians(id),
  action TEXT NOT NULL CHECK (action IN ('register', 'enable')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_at TEXT NOT NULL,
  decided_at TEXT,
  reason TEXT,
  document_name TEXT,
  document_mime TEXT,
  document_bytes BLOB,
  auto_review INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS guardian_requests_by_guardian ON guardian_requests(guardian_id, id);`

interface GuardianRow {
  id: number
  account_number: string
  kind: GuardianKind
  given_names: string
  paternal_surname: string
  maternal_surname: string
  curp: string
  personal_email: string
  mobile: string
  company: string
  job_title: string
  occupation: string
  office_phone: string
  extension: string
  relationship: Relationship
  expedition_place: string
  status: RequestStatus
  enabled: number
  tutor_id: number | null
}

interface RequestRow {
  id: number
  guardian_id: number
  action: 'register' | 'enable'
  status: RequestStatus
  requested_at: string
  decided_at: string | null
  reason: string | null
}

const REQUEST_COLUMNS = 'id, guardian_id, action, status, requested_at, decided_at, reason'

/** A tutor account of the portal with this email, whose registrations it may see the students of. */
export function tutorIdByEmail(db: Db, email: string): number | null {
  return one<{ id: number }>(db, 'SELECT id FROM tutors WHERE lower(email) = lower(?)', email)?.id ?? null
}

const decisionOf = (request: RequestRow) => ({
  status: request.status,
  requestedAt: request.requested_at,
  decidedAt: request.decided_at,
  reason: request.reason,
})

function guardianOf(db: Db, row: GuardianRow, requests: readonly RequestRow[]): Guardian {
  const mine = requests.filter((request) => request.guardian_id === row.id)
  const registration = mine.find((request) => request.action === 'register')
  const lastEnable = mine.filter((request) => request.action === 'enable').at(-1)
  return {
    id: row.id,
    kind: row.kind,
    givenNames: row.given_names,
    paternalSurname: row.paternal_surname,
    maternalSurname: row.maternal_surname,
    curp: row.curp,
    personalEmail: row.personal_email,
    mobile: row.mobile,
    company: row.company,
    jobTitle: row.job_title,
    occupation: row.occupation,
    officePhone: row.office_phone,
    extension: row.extension,
    relationship: row.relationship,
    expeditionPlace: row.expedition_place,
    registration: registration
      ? decisionOf(registration)
      : { status: row.status, requestedAt: new Date(0).toISOString(), decidedAt: null, reason: null },
    enabled: row.status === 'approved' && bool(row.enabled),
    // Once the person is enabled again, the request that did it is history.
    enableRequest: lastEnable && !(lastEnable.status === 'approved' && bool(row.enabled)) ? decisionOf(lastEnable) : null,
    portalAccount: row.kind === 'tutor' && (row.tutor_id ?? tutorIdByEmail(db, row.personal_email)) !== null,
  }
}

const GUARDIAN_COLUMNS = `id, account_number, kind, given_names, paternal_surname, maternal_surname, curp, personal_email, mobile, company,
  job_title, occupation, office_phone, extension, relationship, expedition_place, status, enabled, tutor_id`

/** The account's people of one kind, oldest registration first. */
export function guardiansOf(db: Db, accountNumber: string, kind: GuardianKind): Guardian[] {
  const rows = all<GuardianRow>(db, `SELECT ${GUARDIAN_COLUMNS} FROM guardians WHERE account_number = ? AND kind = ? ORDER BY id`, accountNumber, kind)
  const requests = all<RequestRow>(
    db,
    `SELECT ${REQUEST_COLUMNS} FROM guardian_requests WHERE guardian_id IN (SELECT id FROM guardians WHERE account_number = ? AND kind = ?) ORDER BY id`,
    accountNumber, kind,
  )
  return rows.map((row) => guardianOf(db, row, requests))
}

export function guardianRow(db: Db, accountNumber: string, id: number): GuardianRow | undefined {
  return one<GuardianRow>(db, `SELECT ${GUARDIAN_COLUMNS} FROM guardians WHERE account_number = ? AND id = ?`, accountNumber, id)
}

export function guardianById(db: Db, accountNumber: string, id: number): Guardian | undefined {
  const row = guardianRow(db, accountNumber, id)
  if (!row) return undefined
  return guardianOf(db, row, all<RequestRow>(db, `SELECT ${REQUEST_COLUMNS} FROM guardian_requests WHERE guardian_id = ? ORDER BY id`, id))
}

export interface NewGuardian extends GuardianPerson {
  accountNumber: string
  kind: GuardianKind
  status: RequestStatus
  enabled: boolean
  tutorId: number | null
}

export function insertGuardian(db: Db, g: NewGuardian): number {
  return run(
    db,
    `INSERT INTO guardians (account_number, kind, given_names, paternal_surname, maternal_surname, curp, personal_email, mobile, company,
       job_title, occupation, office_phone, extension, relationship, expedition_place, status, enabled, tutor_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    g.accountNumber, g.kind, g.givenNames, g.paternalSurname, g.maternalSurname, g.curp, g.personalEmail, g.mobile, g.company,
    g.jobTitle, g.occupation, g.officePhone, g.extension, g.relationship, g.expeditionPlace, g.status, g.enabled ? 1 : 0, g.tutorId,
  ).lastId
}

export interface NewGuardianRequest {
  guardianId: number
  action: 'register' | 'enable'
  status: RequestStatus
  at: Date
  decidedAt?: Date | null
  reason?: string | null
  document?: { name: string; mime: string; bytes: Uint8Array } | null
  /** Sent through the API: the demo reviewer decides it on its own after its delay. */
  autoReview: boolean
}

export function insertGuardianRequest(db: Db, r: NewGuardianRequest): number {
  return run(
    db,
    `INSERT INTO guardian_requests (guardian_id, action, status, requested_at, decided_at, reason, document_name, document_mime, document_bytes, auto_review)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    r.guardianId, r.action, r.status, r.at.toISOString(), r.decidedAt?.toISOString() ?? null, r.reason ?? null,
    r.document?.name ?? null, r.document?.mime ?? null, r.document?.bytes ?? null, r.autoReview ? 1 : 0,
  ).lastId
}

export const hasPendingEnable = (db: Db, guardianId: number): boolean =>
  one<{ id: number }>(db, "SELECT id FROM guardian_requests WHERE guardian_id = ? AND action = 'enable' AND status = 'pending'", guardianId) !== undefined

/** Disabling takes effect at once; a request to enable still waiting is withdrawn with it. */
export function disableGuardian(db: Db, guardianId: number, now: Date): void {
  run(db, 'UPDATE guardians SET enabled = 0 WHERE id = ?', guardianId)
  run(
    db,
    "UPDATE guardian_requests SET status = 'rejected', decided_at = ?, reason = 'Retirada: la persona se deshabilitó.' WHERE guardian_id = ? AND action = 'enable' AND status = 'pending'",
    now.toISOString(), guardianId,
  )
}

export const fullNameOf = (g: Pick<GuardianPerson, 'givenNames' | 'paternalSurname' | 'maternalSurname'>) =>
  [g.givenNames, g.paternalSurname, g.maternalSurname].filter((part) => part !== '').join(' ')
