import type { Cancellation, PaymentMethod, Summary } from '../../src/contract/payments.ts'
import { all, type Db } from '../db/sql.ts'
import { isOverdue, netOf, surchargeConcept, type OrderRow } from './payments.ts'
import { itemsOf } from './payments-settle.ts'
import type { Day } from './payments-time.ts'

/**
 * The university's rule against paying twice. A bank reference, or a payment still at the bank,
 * with CoDi or at the marketplace, carries a set of orders for one total that is charged whole
 * (the reference's digits go with that amount). Once any of those orders is settled another way,
 * it is cancelled: never narrowed to what is left, never paid. Nothing is stored for it; it
 * follows from the orders, so every way an order gets paid cancels whatever else carried it.
 */

type SummaryLine = Summary['lines'][number]
export type ItemsTable = 'payment_reference_items' | 'payment_online_items'
const OWNER = { payment_reference_items: 'reference_id', payment_online_items: 'payment_id' } as const

/**
 * SQL for "an order it carries was settled by another payment": `id` and `own` name the columns
 * of the reference or payment (its id, and the payment movement it became, null while unpaid).
 */
export const settledElsewhereSql = (table: ItemsTable, id: string, own: string) =>
  `EXISTS (SELECT 1 FROM ${table} i JOIN payment_orders o ON o.id = i.order_id
    WHERE i.${OWNER[table]} = ${id} AND o.paid_by IS NOT NULL AND o.paid_by IS NOT ${own})`

interface SettledRow {
  concept: string
  paid_on: string
  method: PaymentMethod | null
  folio: string | null
}

/** Which of its orders were settled, how and when, and what of it is still owed on `today`. */
export function cancellationOf(db: Db, table: ItemsTable, id: number, today: Day): Cancellation {
  const owner = OWNER[table]
  const settled = all<SettledRow>(
    db,
    `SELECT o.concept, o.paid_on, m.method, m.folio FROM ${table} i JOIN payment_orders o ON o.id = i.order_id
     LEFT JOIN payment_movements m ON m.id = o.paid_by WHERE i.${owner} = ? AND o.paid_by IS NOT NULL ORDER BY o.due_date, o.id`,
    id,
  )
  const unpaid = all<OrderRow>(
    db, `SELECT o.* FROM ${table} i JOIN payment_orders o ON o.id = i.order_id WHERE i.${owner} = ? AND o.paid_by IS NULL ORDER BY o.due_date, o.id`, id,
  )
  const lines: SummaryLine[] = []
  for (const order of unpaid) {
    lines.push({ kind: 'order', label: order.concept, quantity: 1, amountCents: netOf(order) })
    if (isOverdue(order, today) && order.late_fee_cents > 0) {
      lines.push({ kind: 'surcharge', label: surchargeConcept(order.concept), quantity: 1, amountCents: order.late_fee_cents })
    }
  }
  for (const item of itemsOf(db, table, owner, id)) {
    if (item.service_id !== null) lines.push({ kind: 'service', label: item.name ?? 'Servicio', quantity: item.quantity, amountCents: item.unit_cents * item.quantity })
  }
  return {
    settled: settled.map((s) => ({ label: s.concept, paidOn: s.paid_on, method: s.method, folio: s.folio })),
    stillDue: { lines, totalCents: lines.reduce((total, line) => total + line.amountCents, 0) },
  }
}
