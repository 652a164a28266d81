import { DatabaseSync } from 'node:sqlite'
import { SCHEMAS } from '../../server/db/schemas.ts'
import { all, transaction, type Db } from '../../server/db/sql.ts'
import { balanceOf, historyOf, ordersOf, postSurchargesNow } from '../../server/data/payments.ts'
import { onlinePaymentsOf, OPEN_STATUSES, paymentStatus } from '../../server/data/payments-online.ts'
import { referencesOf, referenceStatus } from '../../server/data/payments-references.ts'
import { todayOf } from '../../server/data/payments-time.ts'
import { seedCatalogs } from '../../server/seed/catalogs.ts'
import { seedIdentities } from '../../server/seed/identities.ts'
import { reseedPayments, seedPayments, seedWallets } from '../../server/seed/payments.ts'
import { seedStudents } from '../../server/seed/students.ts'

/**
 * The payments' books read back without the server's own arithmetic, to check the money rules
 * against: what was paid in, what was settled, which payment settled which order.
 */

/** A database in memory with what payments need: users, accounts, parameters and the payments seed. */
export function paymentsDatabase(now: Date): Db {
  const db = new DatabaseSync(':memory:')
  db.exec('PRAGMA foreign_keys = ON;')
  for (const schema of SCHEMAS) db.exec(schema)
  const context = { now, timeZone: 'America/Mexico_City' }
  seedIdentities(db)
  seedStudents(db)
  seedCatalogs(db)
  seedPayments(db, context)
  seedWallets(db, context)
  return db
}

/** Puts the account's payments back as seeded, dated from `now`. */
export const reseed = (db: Db, accountNumber: string, now: Date) => transaction(db, () => reseedPayments(db, accountNumber, now))

/** What the account's statement and balance say, read as `GET /payment/history`, `/balance` and `/orders` answer them. */
export function served(db: Db, accountNumber: string, now: Date) {
  const today = todayOf(now)
  postSurchargesNow(db, accountNumber, today)
  return {
    balance: balanceOf(db, accountNumber, today, now),
    history: historyOf(db, accountNumber, 'T', today),
    orders: ordersOf(db, accountNumber, today),
  }
}

const sum = (rows: ReadonlyArray<{ cents: number | null }>) => rows.reduce((total, row) => total + (row.cents ?? 0), 0)

/** Every payment received, in cents. */
export const paidIn = (db: Db, accountNumber: string) =>
  sum(all<{ cents: number }>(db, `SELECT amount_cents AS cents FROM payment_movements WHERE account_number = ? AND kind = 'payment'`, accountNumber))

/**
 * What the payments received went to: each settled order (its charge less its discount, and the
 * surcharge it owed when it was settled) and each service charged when it was paid.
 */
export function settledCents(db: Db, accountNumber: string): number {
  const orders = all<{ cents: number }>(
    db,
    `SELECT o.gross_cents - o.discount_cents
        + COALESCE((SELECT SUM(m.amount_cents) FROM payment_movements m WHERE m.order_id = o.id AND m.kind = 'surcharge' AND m.date <= o.paid_on), 0) AS cents
     FROM payment_orders o WHERE o.account_number = ? AND o.paid_by IS NOT NULL`,
    accountNumber,
  )
  const services = all<{ cents: number }>(
    db, `SELECT amount_cents AS cents FROM payment_movements WHERE account_number = ? AND kind = 'charge' AND order_id IS NULL`, accountNumber,
  )
  return sum(orders) + sum(services)
}

/** Each order carried by a reference the bank paid or a payment made online, with the payment movement that settled it. */
function settledCarriers(db: Db, accountNumber: string) {
  return all<{ what: string; movement_id: number; order_id: number; paid_by: number | null }>(
    db,
    `SELECT 'reference ' || r.id AS what, r.payment_id AS movement_id, o.id AS order_id, o.paid_by
       FROM payment_references r JOIN payment_reference_items i ON i.reference_id = r.id JOIN payment_orders o ON o.id = i.order_id
       WHERE r.account_number = ? AND r.payment_id IS NOT NULL
     UNION ALL
     SELECT 'online payment ' || p.id, p.movement_id, o.id, o.paid_by
       FROM payment_online p JOIN payment_online_items i ON i.payment_id = p.id JOIN payment_orders o ON o.id = i.order_id
       WHERE p.account_number = ? AND p.movement_id IS NOT NULL`,
    accountNumber, accountNumber,
  )
}

/** The references and online payments that carry an order already settled, by id. */
function carryingSettled(db: Db, accountNumber: string, table: 'payment_reference_items' | 'payment_online_items', owner: 'reference_id' | 'payment_id') {
  const rows = all<{ id: number; order_id: number }>(
    db,
    `SELECT i.${owner} AS id, i.order_id FROM payment_orders o JOIN ${table} i ON i.order_id = o.id WHERE o.account_number = ? AND o.paid_by IS NOT NULL`,
    accountNumber,
  )
  const byId = new Map<number, number[]>()
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row.order_id])
  return byId
}

/**
 * Every rule the books must keep, whatever happened before; answers the ones broken, in words
 * (empty when all hold). `inFavourAtStart` is what the account had in favour before the events.
 */
export function brokenRules(db: Db, accountNumber: string, now: Date, inFavourAtStart: number): string[] {
  const broken: string[] = []
  const { balance, history, orders } = served(db, accountNumber, now)

  // The statement and the balance agree.
  const statementNet = history.movements.reduce((net, m) => net + (m.kind === 'charge' || m.kind === 'surcharge' ? m.amountCents : -m.amountCents), 0)
  if (statementNet !== balance.dueCents - balance.inFavourCents) {
    broken.push(`the statement adds up to ${statementNet}, the balance to ${balance.dueCents} due − ${balance.inFavourCents} in favour`)
  }
  const owed = orders.reduce((total, o) => total + o.amountCents + o.surchargeCents, 0)
  if (owed !== balance.dueCents) broken.push(`the orders owe ${owed}, the balance says ${balance.dueCents}`)

  // What was paid in is what was settled, plus what is in favour; and nothing paid went to an order already paid.
  const paid = paidIn(db, accountNumber)
  const settled = settledCents(db, accountNumber)
  if (paid !== settled + balance.inFavourCents) broken.push(`paid in ${paid} ≠ settled ${settled} + in favour ${balance.inFavourCents}`)
  if (balance.inFavourCents !== inFavourAtStart) broken.push(`in favour went from ${inFavourAtStart} to ${balance.inFavourCents}: money was taken for something already paid`)

  // No order is settled twice: each order is carried by one settled payment at most, and that payment is the one that settled it.
  const carriers = new Map<number, string[]>()
  for (const c of settledCarriers(db, accountNumber)) {
    carriers.set(c.order_id, [...(carriers.get(c.order_id) ?? []), c.what])
    if (c.paid_by !== c.movement_id) broken.push(`${c.what} was paid, but order ${c.order_id} was settled by movement ${c.paid_by}`)
  }
  for (const [order, by] of carriers) if (by.length > 1) broken.push(`order ${order} was settled twice: ${by.join(', ')}`)

  // Nothing still payable carries an order already settled.
  const today = todayOf(now)
  const references = carryingSettled(db, accountNumber, 'payment_reference_items', 'reference_id')
  for (const row of referencesOf(db, accountNumber, -1)) {
    const settledOrders = references.get(row.id)
    if (settledOrders && referenceStatus(row, today) === 'pending') broken.push(`reference ${row.id} is still payable, but order ${settledOrders.join(', ')} is settled`)
  }
  const online = carryingSettled(db, accountNumber, 'payment_online_items', 'payment_id')
  for (const row of onlinePaymentsOf(db, accountNumber, -1)) {
    const settledOrders = online.get(row.id)
    if (settledOrders && OPEN_STATUSES.includes(paymentStatus(row, now))) broken.push(`online payment ${row.id} is still payable, but order ${settledOrders.join(', ')} is settled`)
  }
  return broken
}
