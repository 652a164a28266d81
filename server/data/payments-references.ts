import { randomUUID } from 'node:crypto'
import type { Portal } from '../../src/contract/common.ts'
import type { BankReference, ReferenceStatus, Summary } from '../../src/contract/payments.ts'
import { all, one, run, type Db } from '../db/sql.ts'
import { isOverdue, netOf, type OrderRow } from './payments.ts'
import { cancellationOf, settledElsewhereSql } from './payments-cancellation.ts'
import { insertItems, itemsOf, settlePayment } from './payments-settle.ts'
import { dayOfIso, isoDay, todayOf, type Day } from './payments-time.ts'

/**
 * Bank references (fichas): made for a selection, paid at a bank, reported by the bank. Their
 * status is never stored: `paid` once the bank reported them, `cancelled` once any of their orders
 * was settled another way (payments-cancellation.ts), `expired` once their due date has passed
 * unpaid, `pending` otherwise. Only a pending one is payable: the bank refuses any other.
 */

type SummaryLine = Summary['lines'][number]

export interface ReferenceRow {
  id: number
  account_number: string
  reference: string
  total_cents: number
  due_date: string
  created_at: string
  created_by: string
  lines: string
  paid_at: string | null
  payment_id: number | null
  /** 1 when an order it carries was settled by another payment (worked out by `REFERENCES`). */
  settled_elsewhere: number
}

/** Every read of references goes through this, so none misses whether it was cancelled. */
const REFERENCES = `SELECT r.*, ${settledElsewhereSql('payment_reference_items', 'r.id', 'r.payment_id')} AS settled_elsewhere FROM payment_references r`

/** Where a reference is paid: each bank with the university's agreement (convenio) there, per brand. */
export const BANKS: Record<Portal, Array<{ name: string; agreement: string }>> = {
  uvm: [
    { name: 'BBVA', agreement: 'CIE 1294378' },
    { name: 'Santander', agreement: '7261' },
    { name: 'Banorte', agreement: 'Emisora 90812' },
  ],
  unitec: [
    { name: 'BBVA', agreement: 'CIE 1355720' },
    { name: 'Citibanamex', agreement: 'Sucursal 870 · Cuenta 4417201' },
    { name: 'Santander', agreement: '8030' },
  ],
}

/** Days a reference stays payable after the day it is made. */
export const REFERENCE_DAYS = 3

/** The sentence the reference and its PDF carry (spec §9). */
export const BANK_DELAY_NOTE = 'Un pago en el banco se refleja en tu estado de cuenta en un plazo de hasta 2 días hábiles.'

/** Luhn's check digit (ISO/IEC 7812) of a string of digits. */
export function luhnDigit(digits: string): number {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    // From the right, the digit next to the check digit is doubled, then every second one.
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

/**
 * The digits the bank asks for, 21 of them: the account number left-padded with zeros to 12
 * digits, the reference's id left-padded to 8, and Luhn's check digit of those 20 (so a digit typed
 * wrong at the bank, or two neighbours swapped, is caught). The same account and id always give
 * the same digits, and two references never share them.
 */
export function referenceDigits(accountNumber: string, referenceId: number): string {
  const body = `${accountNumber.padStart(12, '0')}${String(referenceId).padStart(8, '0')}`
  return `${body}${luhnDigit(body)}`
}

/**
 * A reference is payable for 3 calendar days after the day it is made (that day included in none:
 * made on the 10th, it can be paid until the 13th), but never past the due date of a selected
 * order that is not overdue yet: after that day the order would owe its surcharge, and the
 * reference's total would no longer be what is owed. Overdue orders already carry theirs, so they
 * do not shorten it. The result is never before today.
 */
export function referenceDueDate(today: Day, orders: readonly OrderRow[]): Day {
  let due = today + REFERENCE_DAYS
  for (const order of orders) {
    const orderDue = dayOfIso(order.due_date)
    if (orderDue >= today && orderDue < due) due = orderDue
  }
  return due
}

export function referenceStatus(row: ReferenceRow, today: Day): ReferenceStatus {
  if (row.paid_at !== null) return 'paid'
  if (row.settled_elsewhere) return 'cancelled'
  return row.due_date < isoDay(today) ? 'expired' : 'pending'
}

export function referenceView(db: Db, row: ReferenceRow, portal: Portal, today: Day): BankReference {
  const status = referenceStatus(row, today)
  return {
    id: row.id,
    accountNumber: row.account_number,
    reference: row.reference,
    totalCents: row.total_cents,
    dueDate: row.due_date,
    createdAt: row.created_at,
    status,
    lines: JSON.parse(row.lines) as SummaryLine[],
    banks: status === 'cancelled' ? [] : BANKS[portal],
    cancellation: status === 'cancelled' ? cancellationOf(db, 'payment_reference_items', row.id, today) : null,
  }
}

export function referenceRow(db: Db, id: number): ReferenceRow | undefined {
  return one<ReferenceRow>(db, `${REFERENCES} WHERE r.id = ?`, id)
}

/** The account's latest references, newest first. */
export function referencesOf(db: Db, accountNumber: string, limit = 20): ReferenceRow[] {
  return all<ReferenceRow>(db, `${REFERENCES} WHERE r.account_number = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ?`, accountNumber, limit)
}

export interface NewReference {
  accountNumber: string
  lines: SummaryLine[]
  totalCents: number
  orders: readonly OrderRow[]
  services: ReadonlyArray<{ serviceId: number; quantity: number; unitCents: number }>
  createdBy: string
  now: Date
}

/** Stores a reference for a counted selection (inside the caller's transaction); answers its id. */
export function insertReference(db: Db, r: NewReference): number {
  const today = todayOf(r.now)
  const { lastId: id } = run(
    db,
    `INSERT INTO payment_references (account_number, reference, total_cents, due_date, created_at, created_by, lines) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    // The digits need the id: a placeholder no reference can have, replaced below in the same transaction.
    r.accountNumber, `new-${randomUUID()}`, r.totalCents, isoDay(referenceDueDate(today, r.orders)), r.now.toISOString(), r.createdBy,
    JSON.stringify(r.lines),
  )
  run(db, 'UPDATE payment_references SET reference = ? WHERE id = ?', referenceDigits(r.accountNumber, id), id)
  insertItems(db, 'payment_reference_items', 'reference_id', id, {
    orders: r.orders.map((order) => ({ id: order.id, cents: netOf(order) + (isOverdue(order, today) ? order.late_fee_cents : 0) })),
    services: r.services,
  })
  run(db, 'INSERT INTO payment_bank_queue (reference_id, queued_at) VALUES (?, ?)', id, r.now.toISOString())
  return id
}

export type BankOutcome =
  | { paid: true; referenceId: number; paymentId: number; folio: string; orders: number[] }
  | { paid: false; status: 404 | 409; message: string }

/**
 * The bank reports a reference paid (inside the caller's transaction): it is settled as every
 * payment is (`settlePayment`: its services charged, one payment of its total with method
 * `reference` and its folio, its orders paid by it). Only a pending reference is paid: an expired
 * one, one already paid, and one cancelled because an order of it was settled another way are
 * refused, so the bank never takes money for an order twice.
 */
export function bankPaysReference(db: Db, referenceId: number, now: Date): BankOutcome {
  const row = referenceRow(db, referenceId)
  if (!row) return { paid: false, status: 404, message: 'The reference does not exist' }
  const today = todayOf(now)
  const status = referenceStatus(row, today)
  if (status === 'cancelled') return { paid: false, status: 409, message: 'The reference is cancelled: an order it carries was settled another way' }
  if (status !== 'pending') return { paid: false, status: 409, message: `The reference is ${status}` }
  const { movementId: paymentId, folio, orders } = settlePayment(db, {
    accountNumber: row.account_number, method: 'reference', concept: `Pago en banco con la ficha ${row.reference}`, totalCents: row.total_cents,
    items: itemsOf(db, 'payment_reference_items', 'reference_id', referenceId), referenceId: row.id, now,
  })
  run(db, 'UPDATE payment_references SET paid_at = ?, payment_id = ? WHERE id = ?', now.toISOString(), paymentId, row.id)
  run(db, 'DELETE FROM payment_bank_queue WHERE reference_id = ?', row.id)
  return { paid: true, referenceId: row.id, paymentId, folio, orders }
}

/**
 * The demo bank (inside the caller's transaction): every reference made through the API at or
 * before `madeBefore` and still payable is reported paid, as `bankPaysReference` does; one that
 * expired or was cancelled meanwhile is forgotten. Answers the references paid.
 */
export function bankPass(db: Db, now: Date, madeBefore: Date): number[] {
  const queued = all<{ reference_id: number }>(db, 'SELECT reference_id FROM payment_bank_queue WHERE queued_at <= ? ORDER BY queued_at, reference_id', madeBefore.toISOString())
  const paid: number[] = []
  for (const { reference_id: id } of queued) {
    const outcome = bankPaysReference(db, id, now)
    if (outcome.paid) paid.push(id)
    run(db, 'DELETE FROM payment_bank_queue WHERE reference_id = ?', id)
  }
  return paid
}

/** What a test reads back of an account (the test hooks' state): every order, reference and payment. */
export function paymentStates(db: Db, accountNumber: string, now: Date) {
  const today = todayOf(now)
  const orders = all<OrderRow>(db, 'SELECT * FROM payment_orders WHERE account_number = ? ORDER BY due_date, id', accountNumber).map((o) => ({
    id: o.id,
    concept: o.concept,
    dueDate: o.due_date,
    amountCents: netOf(o),
    status: o.paid_by !== null ? 'paid' : isOverdue(o, today) ? 'overdue' : 'pending',
    paidOn: o.paid_on,
    paidBy: o.paid_by,
  }))
  const references = all<ReferenceRow>(db, `${REFERENCES} WHERE r.account_number = ? ORDER BY r.id`, accountNumber).map((r) => ({
    id: r.id, reference: r.reference, totalCents: r.total_cents, dueDate: r.due_date, status: referenceStatus(r, today), paymentId: r.payment_id,
  }))
  const payments = all<{ id: number; date: string; amount_cents: number; method: string; folio: string | null; reference_id: number | null }>(
    db, `SELECT id, date, amount_cents, method, folio, reference_id FROM payment_movements WHERE account_number = ? AND kind = 'payment' ORDER BY id`,
    accountNumber,
  ).map((p) => ({ id: p.id, date: p.date, amountCents: p.amount_cents, method: p.method, folio: p.folio, referenceId: p.reference_id }))
  return { orders, references, payments }
}
