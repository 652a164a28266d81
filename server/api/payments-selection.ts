import type { Portal } from '../../src/contract/common.ts'
import { brandOffers } from '../../src/contract/payment-offer.ts'
import type { PaymentMethod, Selection, Summary } from '../../src/contract/payments.ts'
import { badRequest, HttpError } from './errors.ts'
import type { Db } from '../db/sql.ts'
import type { Flags } from '../options.ts'
import { parameterOf } from '../data/catalogs.ts'
import { isOverdue, netOf, orderRow, orderView, serviceById, surchargeConcept, unpaidOrders, type OrderRow } from '../data/payments.ts'
import { dayOfIso, formatCents, shortDate, type Day } from '../data/payments-time.ts'

type SummaryLine = Summary['lines'][number]

/** A selection as the server counts it: the lines, the total, and what it is made of. */
export interface CountedSelection {
  lines: SummaryLine[]
  totalCents: number
  orders: OrderRow[]
  services: Array<{ serviceId: number; quantity: number; unitCents: number }>
}

const refuse = badRequest

/**
 * Counts a selection of the account's orders and other services, refusing (400, in Spanish) an
 * empty one, an order that is not the account's or is already paid, a service that does not
 * exist or above its most in one payment, anything named twice, and a selection that breaks the
 * university's rule: an order may be paid only together with every overdue order due before it.
 * Lines: each order by due date, its surcharge as a line of its own when it is overdue, then each
 * service × quantity as sent.
 */
export function countSelection(db: Db, selection: Selection, today: Day): CountedSelection {
  if (selection.orderIds.length === 0 && selection.services.length === 0) {
    throw refuse('Elige al menos un adeudo o un servicio para pagar')
  }
  if (new Set(selection.orderIds).size !== selection.orderIds.length) throw refuse('Un adeudo viene repetido en la selección')
  const orders = selection.orderIds.map((id) => {
    const row = orderRow(db, id)
    if (!row || row.account_number !== selection.accountNumber) throw refuse(`El adeudo ${id} no existe en esta cuenta`)
    if (row.paid_by !== null) throw refuse(`El adeudo «${row.concept}» ya está pagado`)
    return row
  }).sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id)

  const unpaid = unpaidOrders(db, selection.accountNumber)
  const chosen = new Set(selection.orderIds)
  for (const order of orders) {
    const missing = orderView(order, unpaid, today).requires.find((id) => !chosen.has(id))
    const left = missing === undefined ? undefined : unpaid.find((o) => o.id === missing)
    if (left) {
      throw refuse(
        `Para pagar «${order.concept}» incluye también «${left.concept}», vencido el ${shortDate(dayOfIso(left.due_date))}: ` +
        'un adeudo vencido se paga junto con los que vencen después de él',
      )
    }
  }

  if (new Set(selection.services.map((s) => s.serviceId)).size !== selection.services.length) throw refuse('Un servicio viene repetido en la selección')
  const services = selection.services.map(({ serviceId, quantity }) => {
    const service = serviceById(db, serviceId)
    if (!service) throw refuse(`El servicio ${serviceId} no existe`)
    if (quantity > service.maxQuantity) throw refuse(`Puedes pagar como máximo ${service.maxQuantity} de «${service.name}» en un pago`)
    return { service, quantity }
  })

  const lines: SummaryLine[] = []
  for (const order of orders) {
    lines.push({ kind: 'order', label: order.concept, quantity: 1, amountCents: netOf(order) })
    if (isOverdue(order, today) && order.late_fee_cents > 0) {
      lines.push({ kind: 'surcharge', label: surchargeConcept(order.concept), quantity: 1, amountCents: order.late_fee_cents })
    }
  }
  for (const { service, quantity } of services) {
    lines.push({ kind: 'service', label: service.name, quantity, amountCents: service.priceCents * quantity })
  }
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    orders,
    services: services.map(({ service, quantity }) => ({ serviceId: service.id, quantity, unitCents: service.priceCents })),
  }
}

/** The total the person saw must be the server's (prices changed, an order was paid meanwhile): else 409, naming both. */
export function assertSameTotal(countedCents: number, sentCents: number, action: string): void {
  if (countedCents !== sentCents) {
    throw new HttpError(409, `El total cambió: ahora es ${formatCents(countedCents)}, no ${formatCents(sentCents)}. Revisa el resumen antes de ${action}.`)
  }
}

/** CoDi's maximum when the parameter is missing or unreadable: 8,000.00 MXN. */
export const DEFAULT_CODI_MAX_CENTS = 800_000

/** The most a CoDi payment may be: the parameter CODIMAXAMOUNT, in pesos. */
export function codiMaxCents(db: Db): number {
  const pesos = Number(parameterOf(db, 'CODIMAXAMOUNT')?.value)
  return Number.isFinite(pesos) && pesos > 0 ? Math.round(pesos * 100) : DEFAULT_CODI_MAX_CENTS
}

export interface MethodContext {
  portal: Portal
  flags: Flags
  /** The caller is the account's own student (the wallet is theirs). */
  owner: boolean
  codiMaxCents: number
}

/**
 * Which ways to pay a total has: a card and a bank reference always; the wallet only for the
 * student whose wallet it is ('role' for a tutor or an administrative); CoDi where the brand
 * offers it and the total is within its maximum ('over-maximum'); the marketplace where the brand
 * offers it. What the brand offers is the portal's own rule (`brandOffers`): a method it lacks is
 * 'brand', and the portal does not show it.
 */
export function methodsFor(totalCents: number, context: MethodContext): Summary['methods'] {
  const method = (name: PaymentMethod, reason: Summary['methods'][number]['reason']) => ({ method: name, available: reason === null, reason })
  return [
    method('card', null),
    method('wallet', context.owner ? null : 'role'),
    method('reference', null),
    method('codi', !brandOffers(context, 'codi') ? 'brand' : totalCents > context.codiMaxCents ? 'over-maximum' : null),
    method('marketplace', brandOffers(context, 'marketplace') ? null : 'brand'),
  ]
}
