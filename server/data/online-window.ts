import type { CyclesOffered } from '../../src/contract/academic.ts'
import type { Portal } from '../../src/contract/common.ts'
import {
  subjectBlock, windowState, type FormalityRequest, type FormalityType, type OnlineWindow, type Reenrollment, type ServiceWindow,
  type WindowKind,
} from '../../src/contract/online-window.ts'
import { all, one, run, type Db } from '../db/sql.ts'
import { dayOfIso, isoDay, longDate, todayOf, type Day } from './payments-time.ts'
import { shiftTerm, termCode, termName } from './academic-time.ts'

/**
 * Ventanilla en línea: the dates each campus opens payments, formalities and reenrollment, the
 * catalog of formalities, what each student requested, and their reenrollments (one per cycle).
 * A formality's status follows from its facts: unpaid order → awaiting payment; no document yet →
 * in process; a document → ready.
 */
export const onlineWindowSchema = `
CREATE TABLE IF NOT EXISTS online_windows (
  portal TEXT NOT NULL,
  campus_code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('payments', 'formalities', 'reenrollment')),
  opens_on TEXT NOT NULL,
  closes_on TEXT NOT NULL,
  PRIMARY KEY (portal, campus_code, kind)
);
CREATE TABLE IF NOT EXISTS formality_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  -- 1: the document lists the subjects taken and their final grades.
  with_grades INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);
-- order_id and document_id name rows of payments and the digital file without a foreign key: the
-- test hooks re-seed those per account, and a request keeps what it was given.
CREATE TABLE IF NOT EXISTS formality_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  cv_program TEXT NOT NULL,
  campus_code TEXT NOT NULL,
  type_id INTEGER NOT NULL REFERENCES formality_types(id),
  name TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  requested_at TEXT NOT NULL,
  requested_by TEXT NOT NULL,
  -- A paid formality's order; it is produced once the order is paid.
  order_id INTEGER,
  -- When its order was paid, or it was requested (free): the back office's delay counts from here.
  payable_since TEXT,
  document_id INTEGER,
  ready_at TEXT
);
CREATE INDEX IF NOT EXISTS formality_requests_account ON formality_requests (account_number, cv_program, id);
CREATE INDEX IF NOT EXISTS formality_requests_pending ON formality_requests (document_id, payable_since);
CREATE TABLE IF NOT EXISTS reenrollments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  cv_program TEXT NOT NULL,
  cycle TEXT NOT NULL,
  cycle_name TEXT NOT NULL,
  -- JSON array of { code, name, credits }.
  subjects TEXT NOT NULL,
  total_cents INTEGER NOT NULL,
  order_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  UNIQUE (account_number, cv_program, cycle)
);`

/** The reenrollment's fee per brand, in cents. */
export const REENROLLMENT_FEE_CENTS: Record<Portal, number> = { uvm: 310_000, unitec: 280_000 }

/** Days a formality's or a reenrollment's order gives to pay it (never past the window's close). */
const DAYS_TO_PAY = 7

export function windowsOf(db: Db, portal: Portal, campusCode: string): ServiceWindow[] {
  return all<{ kind: WindowKind; opens_on: string; closes_on: string }>(
    db, `SELECT kind, opens_on, closes_on FROM online_windows WHERE portal = ? AND campus_code = ?
         ORDER BY CASE kind WHEN 'payments' THEN 1 WHEN 'formalities' THEN 2 ELSE 3 END`,
    portal, campusCode,
  ).map((w) => ({ kind: w.kind, opensOn: w.opens_on, closesOn: w.closes_on }))
}

/** Why a write in a window is refused, or null when the window is open today. */
export function closedReason(db: Db, portal: Portal, campusCode: string, kind: WindowKind, today: Day): string | null {
  const window = windowsOf(db, portal, campusCode).find((w) => w.kind === kind)
  const label = kind === 'reenrollment' ? 'reinscripción' : kind === 'formalities' ? 'trámites' : 'pagos'
  if (!window) return `La ventanilla de ${label} no está disponible en tu campus`
  const state = windowState(window, isoDay(today))
  if (state.open) return null
  return state.reason === 'not-yet'
    ? `La ventanilla de ${label} abre el ${longDate(dayOfIso(window.opensOn))}`
    : `La ventanilla de ${label} cerró el ${longDate(dayOfIso(window.closesOn))}`
}

export function formalityTypes(db: Db): FormalityType[] {
  return all<{ id: number; name: string; description: string; price_cents: number }>(
    db, 'SELECT id, name, description, price_cents FROM formality_types ORDER BY position, id',
  ).map((t) => ({ id: t.id, name: t.name, description: t.description, priceCents: t.price_cents }))
}

interface RequestRow {
  id: number
  type_id: number
  name: string
  price_cents: number
  requested_at: string
  order_id: number | null
  order_paid: number | null
  document_id: number | null
  ready_at: string | null
}

const REQUESTS = `
SELECT r.id, r.type_id, r.name, r.price_cents, r.requested_at, r.order_id, r.document_id, r.ready_at,
  CASE WHEN o.paid_by IS NULL THEN 0 ELSE 1 END AS order_paid
FROM formality_requests r LEFT JOIN payment_orders o ON o.id = r.order_id`

const requestView = (r: RequestRow): FormalityRequest => ({
  id: r.id,
  typeId: r.type_id,
  name: r.name,
  priceCents: r.price_cents,
  status: r.document_id !== null ? 'ready' : r.order_id !== null && !r.order_paid ? 'awaiting-payment' : 'in-process',
  requestedAt: r.requested_at,
  readyAt: r.ready_at,
  orderId: r.order_id,
  documentId: r.document_id,
})

export function formalityRequest(db: Db, id: number): FormalityRequest | undefined {
  const row = one<RequestRow>(db, `${REQUESTS} WHERE r.id = ?`, id)
  return row && requestView(row)
}

export function formalitiesOf(db: Db, accountNumber: string, cvProgram: string): FormalityRequest[] {
  return all<RequestRow>(db, `${REQUESTS} WHERE r.account_number = ? AND r.cv_program = ? ORDER BY r.id DESC LIMIT 50`, accountNumber, cvProgram)
    .map(requestView)
}

/** Records a request; a paid one first gets its order in payments, due within a week. */
export function recordFormality(
  db: Db, request: { accountNumber: string; cvProgram: string; campusCode: string; type: FormalityType; by: string; now: Date },
): number {
  const today = todayOf(request.now)
  let orderId: number | null = null
  if (request.type.priceCents > 0) {
    orderId = run(
      db,
      `INSERT INTO payment_orders (account_number, kind, concept, issued_on, due_date, gross_cents) VALUES (?, 'other', ?, ?, ?, ?)`,
      request.accountNumber, `Trámite: ${request.type.name}`, isoDay(today), isoDay(today + DAYS_TO_PAY), request.type.priceCents,
    ).lastId
    run(
      db, `INSERT INTO payment_movements (account_number, date, kind, concept, amount_cents, order_id) VALUES (?, ?, 'charge', ?, ?, ?)`,
      request.accountNumber, isoDay(today), `Trámite: ${request.type.name}`, request.type.priceCents, orderId,
    )
  }
  return run(
    db,
    `INSERT INTO formality_requests (account_number, cv_program, campus_code, type_id, name, price_cents, requested_at, requested_by, order_id, payable_since)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    request.accountNumber, request.cvProgram, request.campusCode, request.type.id, request.type.name, request.type.priceCents,
    request.now.toISOString(), request.by, orderId, orderId === null ? request.now.toISOString() : null,
  ).lastId
}

interface ReenrollmentRow {
  id: number
  cycle: string
  cycle_name: string
  subjects: string
  total_cents: number
  order_id: number
  created_at: string
}

const reenrollmentView = (r: ReenrollmentRow): Reenrollment => ({
  id: r.id,
  cycle: r.cycle,
  cycleName: r.cycle_name,
  subjects: JSON.parse(r.subjects) as Reenrollment['subjects'],
  totalCents: r.total_cents,
  orderId: r.order_id,
  createdAt: r.created_at,
})

export function reenrollmentOf(db: Db, accountNumber: string, cvProgram: string, cycle: string): Reenrollment | null {
  const row = one<ReenrollmentRow>(
    db, 'SELECT * FROM reenrollments WHERE account_number = ? AND cv_program = ? AND cycle = ?', accountNumber, cvProgram, cycle,
  )
  return row ? reenrollmentView(row) : null
}

/** The cycle after the career's current one (`2026-2` → `2027-1`), or null when the career has no academic data. */
export function nextCycleOf(db: Db, accountNumber: string, cvProgram: string): { code: string; name: string } | null {
  const career = one<{ school_cycle: string }>(
    db, 'SELECT school_cycle FROM academic_careers WHERE account_number = ? AND cv_program = ?', accountNumber, cvProgram,
  )
  const match = career && /^(\d{4})-([12])$/.exec(career.school_cycle)
  if (!match) return null
  const next = shiftTerm({ year: Number(match[1]), half: Number(match[2]) as 1 | 2 }, 1)
  return { code: termCode(next), name: termName(next) }
}

/** The plan's subjects that may be chosen now (see `subjectBlock`), by code. */
export function offeredSubjects(plan: CyclesOffered): Map<string, { code: string; name: string; credits: number }> {
  const offered = new Map<string, { code: string; name: string; credits: number }>()
  for (const cycle of plan.cycles) {
    for (const s of cycle.subjects) if (subjectBlock(s) === null) offered.set(s.code, { code: s.code, name: s.name, credits: s.credits })
  }
  return offered
}

/** Records a reenrollment and its pending order (due within a week, or when the window closes if sooner). */
export function recordReenrollment(
  db: Db,
  r: { accountNumber: string; cvProgram: string; cycle: { code: string; name: string }; subjects: Reenrollment['subjects']; feeCents: number; closesOn: string; by: string; now: Date },
): number {
  const today = todayOf(r.now)
  const due = [isoDay(today + DAYS_TO_PAY), r.closesOn].sort()[0] ?? isoDay(today + DAYS_TO_PAY)
  const concept = `Reinscripción ${r.cycle.name.toLowerCase()}`
  const orderId = run(
    db,
    `INSERT INTO payment_orders (account_number, kind, concept, issued_on, due_date, gross_cents) VALUES (?, 'reenrollment', ?, ?, ?, ?)`,
    r.accountNumber, concept, isoDay(today), due, r.feeCents,
  ).lastId
  run(
    db, `INSERT INTO payment_movements (account_number, date, kind, concept, amount_cents, order_id) VALUES (?, ?, 'charge', ?, ?, ?)`,
    r.accountNumber, isoDay(today), concept, r.feeCents, orderId,
  )
  return run(
    db,
    `INSERT INTO reenrollments (account_number, cv_program, cycle, cycle_name, subjects, total_cents, order_id, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    r.accountNumber, r.cvProgram, r.cycle.code, r.cycle.name, JSON.stringify(r.subjects), r.feeCents, orderId, r.now.toISOString(), r.by,
  ).lastId
}

export function reenrollmentById(db: Db, id: number): Reenrollment | undefined {
  const row = one<ReenrollmentRow>(db, 'SELECT * FROM reenrollments WHERE id = ?', id)
  return row && reenrollmentView(row)
}

/** Everything the online window shows for one career. */
export function onlineWindowOf(
  db: Db, portal: Portal, career: { accountNumber: string; cvProgram: string; campusCode: string }, now: Date,
): OnlineWindow | undefined {
  const cycle = nextCycleOf(db, career.accountNumber, career.cvProgram)
  if (!cycle) return undefined
  return {
    today: isoDay(todayOf(now)),
    windows: windowsOf(db, portal, career.campusCode),
    nextCycle: { ...cycle, feeCents: REENROLLMENT_FEE_CENTS[portal] },
    reenrollment: reenrollmentOf(db, career.accountNumber, career.cvProgram, cycle.code),
    catalog: formalityTypes(db),
    formalities: formalitiesOf(db, career.accountNumber, career.cvProgram),
  }
}
