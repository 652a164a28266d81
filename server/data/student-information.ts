import type { CampusRequest, Modality, ModalityRequest, RequestStatus, StudentInformation } from '../../src/contract/student-information.ts'
import { all, one, run, type Db } from '../db/sql.ts'
import { ACADEMIC_ZONE, isoDay, localDay, termCode, termName, termOfDay } from './academic-time.ts'

/**
 * The student's standing in a career (spec §3 "student state"): modality and campus come from the
 * career, the cycle from its academic record; the requests to change modality or campus are the
 * school office's, which the portal only reads (the student asks for them at the office).
 */
export const studentInformationSchema = `
CREATE TABLE IF NOT EXISTS modality_requests (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL,
  cv_program TEXT NOT NULL,
  cycle TEXT NOT NULL,
  cycle_name TEXT NOT NULL,
  modality_id INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS modality_requests_career ON modality_requests (account_number, cv_program);
CREATE TABLE IF NOT EXISTS campus_requests (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL,
  cv_program TEXT NOT NULL,
  from_campus_code TEXT NOT NULL,
  from_campus_name TEXT NOT NULL,
  campus_code TEXT NOT NULL,
  campus_name TEXT NOT NULL,
  -- The modality the campus asked for teaches in: the office's rule reads it.
  campus_modality TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason TEXT,
  requested_at TEXT NOT NULL,
  -- The instant the office decides a pending request (its committee's day).
  answer_at TEXT NOT NULL,
  decided_at TEXT,
  effective_cycle TEXT,
  effective_cycle_name TEXT
);
CREATE INDEX IF NOT EXISTS campus_requests_career ON campus_requests (account_number, cv_program);`

/** The modality catalog: `modalityCatId` and the answers' `modality.id` are its ids. */
export const MODALITIES: readonly Modality[] = [
  { id: 1, name: 'Presencial' },
  { id: 2, name: 'En línea' },
  { id: 3, name: 'Ejecutiva' },
]

export const modalityById = (id: number): Modality | undefined => MODALITIES.find((m) => m.id === id)
export const modalityByName = (name: string): Modality | undefined => MODALITIES.find((m) => m.name === name)

/**
 * The campuses whose records are still in Banner 7, the older version of the school's records
 * system; every other campus runs Banner 9 (spec §3 `isBanner9`).
 */
export const BANNER7_CAMPUSES: ReadonlySet<string> = new Set(['LVE', 'QRO', 'GDS', 'PUE', 'LEO'])

interface CareerRow {
  campus_code: string
  campus_name: string
  modality: string
  school_cycle: string | null
  school_cycle_name: string | null
}

interface ModalityRow {
  cycle: string
  cycle_name: string
  modality_id: number
  status: RequestStatus
  requested_at: string
}

export interface CampusRequestRow {
  id: number
  account_number: string
  cv_program: string
  from_campus_code: string
  from_campus_name: string
  campus_code: string
  campus_name: string
  campus_modality: string
  status: RequestStatus
  reason: string | null
  requested_at: string
  answer_at: string
  decided_at: string | null
  effective_cycle: string | null
  effective_cycle_name: string | null
}

/** The school cycle of a day in Mexico City: January–June (`2026-1`) or July–December (`2026-2`). */
function cycleOfDay(now: Date): { code: string; name: string } {
  const term = termOfDay(localDay(now, ACADEMIC_ZONE))
  return { code: termCode(term), name: termName(term) }
}

function lastModalityRequest(db: Db, accountNumber: string, cvProgram: string, modalityId: number | undefined): ModalityRequest | null {
  const row = one<ModalityRow>(
    db,
    `SELECT cycle, cycle_name, modality_id, status, requested_at FROM modality_requests
     WHERE account_number = ? AND cv_program = ? AND (?3 IS NULL OR modality_id = ?3)
     ORDER BY requested_at DESC, id DESC LIMIT 1`,
    accountNumber, cvProgram, modalityId ?? null,
  )
  const modality = row && modalityById(row.modality_id)
  if (!row || !modality) return null
  return { cycle: row.cycle, cycleName: row.cycle_name, modality, status: row.status, requestedAt: row.requested_at }
}

export function campusRequestView(row: CampusRequestRow): CampusRequest {
  const pending = row.status === 'pending'
  return {
    id: row.id,
    campus: { code: row.campus_code, name: row.campus_name },
    fromCampus: { code: row.from_campus_code, name: row.from_campus_name },
    status: row.status,
    reason: row.status === 'rejected' ? row.reason : null,
    requestedAt: row.requested_at,
    decidedAt: pending ? null : row.decided_at,
    answerBy: pending ? isoDay(localDay(new Date(row.answer_at), ACADEMIC_ZONE)) : null,
    effectiveCycle: row.status === 'approved' ? row.effective_cycle : null,
    effectiveCycleName: row.status === 'approved' ? row.effective_cycle_name : null,
  }
}

export function lastCampusRequestRow(db: Db, accountNumber: string, cvProgram: string): CampusRequestRow | undefined {
  return one<CampusRequestRow>(
    db,
    'SELECT * FROM campus_requests WHERE account_number = ? AND cv_program = ? ORDER BY requested_at DESC, id DESC LIMIT 1',
    accountNumber, cvProgram,
  )
}

export interface InformationOptions {
  modalityId?: number | undefined
  withCampusRequest: boolean
}

/** The answer of `GET /student/information`; undefined for a career the account does not have. */
export function studentInformationOf(
  db: Db, accountNumber: string, cvProgram: string, now: Date, options: InformationOptions,
): StudentInformation | undefined {
  const career = one<CareerRow>(
    db,
    `SELECT c.campus_code, c.campus_name, c.modality, a.school_cycle, a.school_cycle_name
     FROM careers c LEFT JOIN academic_careers a ON a.account_number = c.account_number AND a.cv_program = c.cv_program
     WHERE c.account_number = ? AND c.cv_program = ?`,
    accountNumber, cvProgram,
  )
  if (!career) return undefined
  // A career with no academic record yet is in the cycle of today's date.
  const cycle = career.school_cycle && career.school_cycle_name
    ? { code: career.school_cycle, name: career.school_cycle_name }
    : cycleOfDay(now)
  const modality = modalityByName(career.modality) ?? { id: MODALITIES[0]!.id, name: career.modality }
  const answer: StudentInformation = {
    accountNumber,
    cvProgram,
    currentCycle: cycle.code,
    currentCycleName: cycle.name,
    modality,
    campus: { code: career.campus_code, name: career.campus_name },
    isBanner9: !BANNER7_CAMPUSES.has(career.campus_code),
    lastModalityRequest: lastModalityRequest(db, accountNumber, cvProgram, options.modalityId),
  }
  if (options.withCampusRequest) {
    const row = lastCampusRequestRow(db, accountNumber, cvProgram)
    answer.lastCampusRequest = row ? campusRequestView(row) : null
  }
  return answer
}

/** The pending campus requests the filter selects, oldest first. */
export function pendingCampusRequests(db: Db, filter: { accountNumber?: string | undefined; answerBefore?: Date | undefined }): CampusRequestRow[] {
  return all<CampusRequestRow>(
    db,
    `SELECT * FROM campus_requests WHERE status = 'pending' AND (?1 IS NULL OR account_number = ?1) AND (?2 IS NULL OR answer_at <= ?2)
     ORDER BY requested_at, id`,
    filter.accountNumber ?? null, filter.answerBefore?.toISOString() ?? null,
  )
}

export function decideCampusRequest(
  db: Db, id: number, decision: { status: 'approved' | 'rejected'; reason: string | null; effective: { code: string; name: string } | null }, now: Date,
): void {
  run(
    db,
    'UPDATE campus_requests SET status = ?, reason = ?, decided_at = ?, effective_cycle = ?, effective_cycle_name = ? WHERE id = ?',
    decision.status, decision.reason, now.toISOString(), decision.effective?.code ?? null, decision.effective?.name ?? null, id,
  )
}
