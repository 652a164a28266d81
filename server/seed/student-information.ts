import { dayOf, localDay } from '../data/academic-time.ts'
import { ruleRefusal } from '../data/campus-review.ts'
import { nextCycleOf } from '../data/online-window.ts'
import { modalityByName, type CampusRequestRow } from '../data/student-information.ts'
import { insert, run, type Db } from '../db/sql.ts'
import { currentTerm, shiftTerm, termCode, termName } from './academic-terms.ts'
import type { SeedContext } from './context.ts'
import { localTimeOf } from './local-time.ts'
import { CAMPUSES } from './programs.ts'
import { ACCOUNTS, SEED_STUDENTS } from './students.ts'

/**
 * The requests to change modality or campus the school office has on record, dated from the seed's
 * clock so every state reads the same on any day: a campus change in review (UNITEC's 22140567, its
 * office answering three days after the seed), one turned down by the office's rule (010245872, an
 * online master's asking for a campus that teaches only in person) and one approved (Diego's
 * 010377120, from the next cycle); modality changes asked last cycle (010245871, turned down) and
 * this cycle (010245872, in review).
 */
interface CampusSeed {
  accountNumber: string
  cvProgram: string
  to: { campusCode: string; campusName: string; modality: string }
  status: 'pending' | 'approved' | 'rejected'
  /** Days before the seed's day it was asked, and decided (answered, for a pending one: days after). */
  askedDaysAgo: number
  decidedDaysAgo: number
}

interface ModalitySeed {
  accountNumber: string
  cvProgram: string
  /** Cycles before the current one it was asked in. */
  cyclesAgo: number
  modality: string
  status: 'pending' | 'approved' | 'rejected'
}

const CAMPUS_REQUESTS: readonly CampusSeed[] = [
  { accountNumber: ACCOUNTS.alumnoUnitec, cvProgram: 'ISC-20', to: CAMPUSES.atizapan, status: 'pending', askedDaysAgo: 2, decidedDaysAgo: -3 },
  { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', to: CAMPUSES.tlalpan, status: 'rejected', askedDaysAgo: 40, decidedDaysAgo: 33 },
  { accountNumber: ACCOUNTS.tutoredUvm, cvProgram: 'IIS-19', to: CAMPUSES.coyoacan, status: 'approved', askedDaysAgo: 25, decidedDaysAgo: 18 },
]

const MODALITY_REQUESTS: readonly ModalitySeed[] = [
  { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18', cyclesAgo: 1, modality: 'En línea', status: 'rejected' },
  { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', cyclesAgo: 0, modality: 'Presencial', status: 'pending' },
]

function seedCampusRequest(db: Db, request: CampusSeed, { now, timeZone }: SeedContext): void {
  const student = SEED_STUDENTS.find((s) => s.accountNumber === request.accountNumber)
  const career = student?.careers.find((c) => c.cvProgram === request.cvProgram)
  if (!career) throw new Error(`no career ${request.cvProgram} for ${request.accountNumber}`)
  const decidedAt = localTimeOf(now, timeZone, request.decidedDaysAgo, 13, 0).toISOString()
  const row: Omit<CampusRequestRow, 'id'> = {
    account_number: request.accountNumber,
    cv_program: request.cvProgram,
    from_campus_code: career.campusCode,
    from_campus_name: career.campusName,
    campus_code: request.to.campusCode,
    campus_name: request.to.campusName,
    campus_modality: request.to.modality,
    status: request.status,
    reason: null,
    requested_at: localTimeOf(now, timeZone, request.askedDaysAgo, 10, 15).toISOString(),
    answer_at: decidedAt,
    decided_at: request.status === 'pending' ? null : decidedAt,
    effective_cycle: null,
    effective_cycle_name: null,
  }
  if (request.status === 'rejected') row.reason = ruleRefusal({ id: 0, ...row }, career.modality)
  if (request.status === 'approved') {
    const next = nextCycleOf(db, request.accountNumber, request.cvProgram)
    row.effective_cycle = next?.code ?? null
    row.effective_cycle_name = next?.name ?? null
  }
  insert(db, 'campus_requests', { ...row })
}

function seedModalityRequest(db: Db, request: ModalitySeed, { now, timeZone }: SeedContext): void {
  const today = localDay(now, timeZone)
  const term = shiftTerm(currentTerm(today).term, -request.cyclesAgo)
  // Asked in the third week of that cycle's months, and never later than yesterday.
  const asked = Math.min(dayOf(term.year, term.half === 1 ? 1 : 7, 1) + 20, today - 1)
  const modality = modalityByName(request.modality)
  if (!modality) throw new Error(`unknown modality ${request.modality}`)
  insert(db, 'modality_requests', {
    account_number: request.accountNumber, cv_program: request.cvProgram, cycle: termCode(term), cycle_name: termName(term),
    modality_id: modality.id, status: request.status, requested_at: localTimeOf(now, timeZone, today - asked, 11, 40).toISOString(),
  })
}

function seedAccount(db: Db, accountNumber: string, context: SeedContext): void {
  for (const request of CAMPUS_REQUESTS) if (request.accountNumber === accountNumber) seedCampusRequest(db, request, context)
  for (const request of MODALITY_REQUESTS) if (request.accountNumber === accountNumber) seedModalityRequest(db, request, context)
}

export function seedStudentInformation(db: Db, context: SeedContext): void {
  for (const student of SEED_STUDENTS) seedAccount(db, student.accountNumber, context)
}

/** Tests only: the account's requests as seeded, dated from `now`. Answers how many campus requests it has. */
export function reseedStudentInformation(db: Db, accountNumber: string, context: SeedContext): number {
  run(db, 'DELETE FROM campus_requests WHERE account_number = ?', accountNumber)
  run(db, 'DELETE FROM modality_requests WHERE account_number = ?', accountNumber)
  seedAccount(db, accountNumber, context)
  return CAMPUS_REQUESTS.filter((r) => r.accountNumber === accountNumber).length
}
