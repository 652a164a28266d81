import type { Balance, History, HistoryPeriod, Movement, Order, ServiceOffer } from '../../src/contract/payments.ts'
import { all, one, run, transaction, type Db } from '../db/sql.ts'
import { dayOfIso, isoDay, periodStart, type Day } from './payments-time.ts'

/**
 * Reading an account's payments. The statement is its stored movements; what is owed are its
 * unpaid orders. An unpaid order whose due date has passed is overdue and owes its surcharge
 * too: the surcharge is posted to the statement as a movement of its own, dated the day after the
 * due date, the first time anyone looks at the account after that day (or the bank pays it), so
 * the statement always adds up to the balance.
 */

export interface OrderRow {
  id: number
  account_number: string
  kind: Order['kind']
  concept: string
  issued_on: string
  due_date: string
  gross_cents: number
  discount_cents: number
  discount_concept: string | null
  late_fee_cents: number
  paid_by: number | null
  paid_on: string | null
}

export interface MovementRow {
  id: number
  date: string
  kind: Movement['kind']
  concept: string
  amount_cents: number
  method: Movement['method']
  folio: string | null
}

/** What an order asks for (its charge less its discount), before any surcharge. */
export const netOf = (row: OrderRow): number => row.gross_cents - row.discount_cents

export const isOverdue = (row: OrderRow, today: Day): boolean => row.paid_by === null && row.due_date < isoDay(today)

/** Its surcharge's concept on the statement and in a summary. */
export const surchargeConcept = (concept: string) => `Recargo por pago tardío · ${concept}`

export function orderRow(db: Db, id: number): OrderRow | undefined {
  return one<OrderRow>(db, 'SELECT * FROM payment_orders WHERE id = ?', id)
}

/** The account's unpaid orders, by due date. */
export function unpaidOrders(db: Db, accountNumber: string): OrderRow[] {
  return all<OrderRow>(db, 'SELECT * FROM payment_orders WHERE account_number = ? AND paid_by IS NULL ORDER BY due_date, id', accountNumber)
}

const UNPOSTED = `
  SELECT o.* FROM payment_orders o
  WHERE o.account_number = ? AND o.paid_by IS NULL AND o.due_date < ? AND o.late_fee_cents > 0
    AND NOT EXISTS (SELECT 1 FROM payment_movements m WHERE m.order_id = o.id AND m.kind = 'surcharge')
  ORDER BY o.due_date, o.id`

/** Posts the surcharge of every overdue order that has none yet (inside the caller's transaction). */
export function postSurcharges(db: Db, accountNumber: string, today: Day): number {
  const due = all<OrderRow>(db, UNPOSTED, accountNumber, isoDay(today))
  for (const order of due) {
    run(
      db,
      `INSERT INTO payment_movements (account_number, date, kind, concept, amount_cents, order_id) VALUES (?, ?, 'surcharge', ?, ?, ?)`,
      accountNumber, isoDay(dayOfIso(order.due_date) + 1), surchargeConcept(order.concept), order.late_fee_cents, order.id,
    )
  }
  return due.length
}

/** For a read: posts what became due in a transaction of its own, only when there is something to post. */
export function postSurchargesNow(db: Db, accountNumber: string, today: Day): void {
  if (!one(db, `${UNPOSTED} LIMIT 1`, accountNumber, isoDay(today))) return
  transaction(db, () => postSurcharges(db, accountNumber, today))
}

/** Every overdue order due before `dueDate`: those must be paid with an order due then. */
function overdueBefore(unpaid: OrderRow[], dueDate: string, today: Day): number[] {
  return unpaid.filter((o) => isOverdue(o, today) && o.due_date < dueDate).map((o) => o.id)
}

export function orderView(row: OrderRow, unpaid: OrderRow[], today: Day): Order {
  const overdue = isOverdue(row, today)
  return {
    id: row.id,
    kind: row.kind,
    concept: row.concept,
    dueDate: row.due_date,
    amountCents: netOf(row),
    surchargeCents: overdue ? row.late_fee_cents : 0,
    overdue,
    requires: row.paid_by === null ? overdueBefore(unpaid, row.due_date, today) : [],
  }
}

export function ordersOf(db: Db, accountNumber: string, today: Day): Order[] {
  const unpaid = unpaidOrders(db, accountNumber)
  return unpaid.map((row) => orderView(row, unpaid, today))
}

export function servicesOf(db: Db): ServiceOffer[] {
  return all<{ id: number; name: string; price_cents: number; max_quantity: number }>(
    db, 'SELECT id, name, price_cents, max_quantity FROM payment_services ORDER BY position, id',
  ).map((s) => ({ id: s.id, name: s.name, priceCents: s.price_cents, maxQuantity: s.max_quantity }))
}

export function serviceById(db: Db, id: number): ServiceOffer | undefined {
  return servicesOf(db).find((s) => s.id === id)
}

/**
 * What is owed now (every unpaid order, with the surcharge of the overdue ones), the overdue part
 * of it, and what the account has in favour: what its payments and discounts cover beyond its
 * charges and surcharges once the unpaid orders are counted (a payment that found its orders
 * already paid, an advance).
 */
export function balanceOf(db: Db, accountNumber: string, today: Day, now: Date): Balance {
  const unpaid = unpaidOrders(db, accountNumber)
  let dueCents = 0
  let overdueCents = 0
  for (const order of unpaid) {
    const overdue = isOverdue(order, today)
    const owed = netOf(order) + (overdue ? order.late_fee_cents : 0)
    dueCents += owed
    if (overdue) overdueCents += owed
  }
  const ledger = one<{ net: number | null }>(
    db,
    `SELECT SUM(CASE WHEN kind IN ('charge', 'surcharge') THEN amount_cents ELSE -amount_cents END) AS net
     FROM payment_movements WHERE account_number = ? AND date <= ?`,
    accountNumber, isoDay(today),
  )
  const inFavourCents = Math.max(0, dueCents - (ledger?.net ?? 0))
  return { accountNumber, dueCents, overdueCents, inFavourCents, asOf: now.toISOString() }
}

/** The statement of a period, newest first (a day's movements by the order they were posted, last first). */
export function historyOf(db: Db, accountNumber: string, period: HistoryPeriod, today: Day): History {
  const from = periodStart(period, today)
  const rows = all<MovementRow>(
    db,
    `SELECT id, date, kind, concept, amount_cents, method, folio FROM payment_movements
     WHERE account_number = ? AND date <= ? AND date >= ? ORDER BY date DESC, id DESC`,
    accountNumber, isoDay(today), from === null ? '0000-01-01' : isoDay(from),
  )
  return {
    period,
    from: from === null ? null : isoDay(from),
    movements: rows.map((m) => ({ id: m.id, date: m.date, kind: m.kind, concept: m.concept, amountCents: m.amount_cents, method: m.method, folio: m.folio })),
  }
}

/** The folio a payment gets: its movement's number. */
export const paymentFolio = (movementId: number) => `PAG-${String(movementId).padStart(8, '0')}`

/** Whose account it is, as the reference's PDF names them. */
export function holderName(db: Db, accountNumber: string): string {
  return one<{ full_name: string }>(db, 'SELECT full_name FROM student_accounts WHERE account_number = ?', accountNumber)?.full_name ?? ''
}
