import type { Receipt, Summary } from '../../src/contract/payments.ts'
import { all, one, type Db } from '../db/sql.ts'
import { instantAt } from './academic-time.ts'
import { holderName, netOf, surchargeConcept, type OrderRow } from './payments.ts'
import { cardOf, onlineRowOfMovement } from './payments-online.ts'
import { dayOfIso } from './payments-time.ts'

/**
 * The receipt of a payment of the statement, found by its folio: what it paid, how and when.
 * Every payment has one, those made before the portal kept their lines included.
 */

type SummaryLine = Summary['lines'][number]

interface PaymentMovementRow {
  id: number
  account_number: string
  date: string
  concept: string
  amount_cents: number
  method: Receipt['method'] | null
  folio: string
  reference_id: number | null
}

/** The lines of the orders a payment settled, each with the surcharge it owed when that was posted. */
function orderLines(db: Db, movementId: number): SummaryLine[] {
  const orders = all<OrderRow & { surcharge: number | null }>(
    db,
    `SELECT o.*, (SELECT m.amount_cents FROM payment_movements m WHERE m.order_id = o.id AND m.kind = 'surcharge' AND m.date <= o.paid_on) AS surcharge
     FROM payment_orders o WHERE o.paid_by = ? ORDER BY o.due_date, o.id`,
    movementId,
  )
  return orders.flatMap((order) => {
    const lines: SummaryLine[] = [{ kind: 'order', label: order.concept, quantity: 1, amountCents: netOf(order) }]
    if (order.surcharge) lines.push({ kind: 'surcharge', label: surchargeConcept(order.concept), quantity: 1, amountCents: order.surcharge })
    return lines
  })
}

const sum = (lines: readonly SummaryLine[]) => lines.reduce((total, line) => total + line.amountCents, 0)

/**
 * What the payment paid: the lines it was made with (a reference's or an online payment's), else
 * the orders it settled when they add up to it, else one line with its concept on the statement
 * (a part of a split payment, an advance).
 */
function linesOf(db: Db, movement: PaymentMovementRow, madeWith: string | null): SummaryLine[] {
  const stored = madeWith === null ? null : (JSON.parse(madeWith) as SummaryLine[])
  if (stored && sum(stored) === movement.amount_cents) return stored
  const settled = orderLines(db, movement.id)
  if (settled.length > 0 && sum(settled) === movement.amount_cents) return settled
  return [{ kind: 'order', label: movement.concept, quantity: 1, amountCents: movement.amount_cents }]
}

/** A payment known only by its day was made at noon there (Mexico City). */
const noonOf = (date: string) => instantAt(dayOfIso(date), 12 * 60).toISOString()

/** The receipt of the account's payment with that folio, or undefined when the account has none. */
export function receiptOf(db: Db, accountNumber: string, folio: string): Receipt | undefined {
  const movement = one<PaymentMovementRow>(
    db,
    `SELECT id, account_number, date, concept, amount_cents, method, folio, reference_id FROM payment_movements
     WHERE account_number = ? AND folio = ? AND kind = 'payment'`,
    accountNumber, folio,
  )
  if (!movement) return undefined
  const online = onlineRowOfMovement(db, movement.id)
  const reference = movement.reference_id === null ? undefined
    : one<{ lines: string; paid_at: string | null }>(db, 'SELECT lines, paid_at FROM payment_references WHERE id = ?', movement.reference_id)
  return {
    folio: movement.folio,
    accountNumber,
    studentName: holderName(db, accountNumber),
    paidAt: online?.paid_at ?? reference?.paid_at ?? noonOf(movement.date),
    method: movement.method ?? 'reference',
    card: online ? cardOf(online) : null,
    lines: linesOf(db, movement, online?.lines ?? reference?.lines ?? null),
    totalCents: movement.amount_cents,
  }
}
