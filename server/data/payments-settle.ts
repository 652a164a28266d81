import type { PaymentMethod } from '../../src/contract/payments.ts'
import { all, one, run, type Db } from '../db/sql.ts'
import { paymentFolio, postSurcharges, type OrderRow } from './payments.ts'
import { isoDay, todayOf } from './payments-time.ts'

/**
 * Settling a payment, whichever way it arrived (a bank reference reported by the bank, a card,
 * the wallet, CoDi, the marketplace): the one place money enters an account.
 */

/** One thing a payment pays: an order, or a service with its quantity and unit price. */
export interface PaidItem {
  order_id: number | null
  service_id: number | null
  quantity: number
  unit_cents: number
  /** The service's name (null for an order). */
  name: string | null
}

/** The items of a reference or an online payment, in the order they were chosen. */
export function itemsOf(db: Db, table: 'payment_reference_items' | 'payment_online_items', column: 'reference_id' | 'payment_id', id: number): PaidItem[] {
  return all<PaidItem>(
    db,
    `SELECT i.order_id, i.service_id, i.quantity, i.unit_cents, s.name FROM ${table} i
     LEFT JOIN payment_services s ON s.id = i.service_id WHERE i.${column} = ? ORDER BY i.rowid`,
    id,
  )
}

export interface Settlement {
  accountNumber: string
  method: PaymentMethod
  /** The payment movement's concept on the statement. */
  concept: string
  totalCents: number
  items: readonly PaidItem[]
  /** The bank reference it came through, if any. */
  referenceId?: number
  now: Date
}

export interface Settled {
  /** The payment movement's id. */
  movementId: number
  folio: string
  /** The orders it paid. */
  orders: number[]
}

/**
 * Posts a payment (inside the caller's transaction): the surcharges that became due, a charge for
 * each service it carried, one `payment` movement of its total with its method and folio `PAG-…`,
 * and each of its orders becomes paid by it. Callers settle only what is still payable (a
 * reference or payment carrying an order settled meanwhile is cancelled, never paid), so an order
 * already paid here is a fault: it throws, and the caller's transaction takes nothing.
 */
export function settlePayment(db: Db, s: Settlement): Settled {
  const today = todayOf(s.now)
  const date = isoDay(today)
  postSurcharges(db, s.accountNumber, today)
  for (const item of s.items) {
    if (item.service_id === null) continue
    const name = item.name ?? 'Servicio'
    run(db, `INSERT INTO payment_movements (account_number, date, kind, concept, amount_cents) VALUES (?, ?, 'charge', ?, ?)`,
      s.accountNumber, date, item.quantity > 1 ? `${name} × ${item.quantity}` : name, item.unit_cents * item.quantity)
  }
  const { lastId: movementId } = run(
    db,
    `INSERT INTO payment_movements (account_number, date, kind, concept, amount_cents, method, reference_id) VALUES (?, ?, 'payment', ?, ?, ?, ?)`,
    s.accountNumber, date, s.concept, s.totalCents, s.method, s.referenceId ?? null,
  )
  const folio = paymentFolio(movementId)
  run(db, 'UPDATE payment_movements SET folio = ? WHERE id = ?', folio, movementId)
  const orders: number[] = []
  for (const item of s.items) {
    if (item.order_id === null) continue
    const order = one<OrderRow>(db, 'SELECT * FROM payment_orders WHERE id = ?', item.order_id)
    if (!order) continue
    if (order.paid_by !== null) throw new Error(`order ${order.id} is already settled: payment ${movementId} would pay it twice`)
    run(db, 'UPDATE payment_orders SET paid_by = ?, paid_on = ? WHERE id = ?', movementId, date, order.id)
    orders.push(order.id)
  }
  return { movementId, folio, orders }
}

/** What a counted selection is made of, stored as the items of a reference or an online payment. */
export interface ChosenItems {
  orders: ReadonlyArray<{ id: number; cents: number }>
  services: ReadonlyArray<{ serviceId: number; quantity: number; unitCents: number }>
}

export function insertItems(db: Db, table: 'payment_reference_items' | 'payment_online_items', column: 'reference_id' | 'payment_id', id: number, items: ChosenItems): void {
  for (const order of items.orders) {
    run(db, `INSERT INTO ${table} (${column}, order_id, quantity, unit_cents) VALUES (?, ?, 1, ?)`, id, order.id, order.cents)
  }
  for (const s of items.services) {
    run(db, `INSERT INTO ${table} (${column}, service_id, quantity, unit_cents) VALUES (?, ?, ?, ?)`, id, s.serviceId, s.quantity, s.unitCents)
  }
}
