import type { PaymentMethod, Summary } from '../../src/contract/payments.ts'
import { dayOf, dayParts } from '../data/academic-time.ts'
import { paymentFolio, surchargeConcept } from '../data/payments.ts'
import { referenceDigits, referenceDueDate } from '../data/payments-references.ts'
import { saveCard } from '../data/payments-wallet.ts'
import { isoDay, monthName, shiftMonths, todayOf, type Day } from '../data/payments-time.ts'
import type { OrderRow } from '../data/payments.ts'
import { all, insert, one, run, type Db } from '../db/sql.ts'
import { termName, termOfDay } from './academic-terms.ts'
import type { SeedContext } from './context.ts'
import { ACCOUNTS } from './students.ts'

/**
 * The payments seed, dated from the day the database is made (Mexico City), so it reads the same
 * on any day: tuition instalments fall on the 10th of each month, and "the last 10th before
 * today" is the instalment just overdue. `alumno`'s first account has paid, overdue and pending
 * orders, a scholarship, a surcharge paid late and bank references in every status; the tutor's
 * students, `alumno`'s first UNITEC account and its second UVM account (five years of movements,
 * for the benchmark) have their own.
 */

/** Other services anyone may pay (prices in cents). */
export const SERVICE_CATALOG = [
  { id: 1, name: 'Constancia de estudios', priceCents: 15_000, maxQuantity: 5 },
  { id: 2, name: 'Certificado de estudios', priceCents: 185_000, maxQuantity: 2 },
  { id: 3, name: 'Reposición de credencial', priceCents: 25_000, maxQuantity: 1 },
  { id: 4, name: 'Examen extraordinario', priceCents: 95_000, maxQuantity: 3 },
  { id: 5, name: 'Historial académico', priceCents: 18_000, maxQuantity: 3 },
  { id: 6, name: 'Carta de pasante', priceCents: 120_000, maxQuantity: 1 },
] as const

/** Orders the tests and the demo talk about (ids fixed by the seed). */
export const SEEDED_ORDERS = {
  alumno: {
    reenrollment: 1001, paidTuition: 1002, paidLate: 1003, paidByReference: 1004,
    overdueLabFee: 1005, overdueTuition: 1006, nextTuition: 1007, insurance: 1008, laterTuition: 1009,
  },
  tutored: { paid: 2001, overdue: 2002, nextTuition: 2003, workshop: 2004 },
  tutoredUnitec: { paid: 3001, nextTuition: 3002, uniform: 3003 },
  alumnoUnitec: { reenrollment: 4001, paid: 4002, overdue: 4003, nextTuition: 4004, laterTuition: 4005 },
} as const

/** The account with five years of movements, for the benchmark (`alumno`'s second UVM account). */
export const BENCHMARK_ACCOUNT = ACCOUNTS.alumnoUvm2

const SCHOLARSHIP = 'Beca académica 15 %'
const LATE_FEE = 0.1

interface PlannedOrder {
  id?: number
  kind: OrderRow['kind']
  concept: string
  due: Day
  grossCents: number
  discount?: { cents: number; concept: string }
  /** Paid on that day by that method (late when after the due date: with its surcharge). */
  paid?: { on: Day; method: PaymentMethod; parts?: number }
  /** Charged on (default: 20 days before the due date, never after today). */
  issued?: Day
}

interface PlannedReference {
  orders: number[]
  createdOn: Day
  /** Paid by the payment of this order (the bank's report). */
  paysOrder?: number
}

interface Plan {
  account: string
  orders: PlannedOrder[]
  references?: PlannedReference[]
  /** An advance the account paid that no order took yet (in favour). */
  advance?: { on: Day; cents: number }
}

const lateFeeOf = (o: PlannedOrder) => Math.round((o.grossCents - (o.discount?.cents ?? 0)) * LATE_FEE)

/** The 10th of the month that is the last one strictly before today: the instalment just overdue. */
export function lastInstalmentDay(today: Day, dayOfMonth = 10): Day {
  const { year, month, date } = dayParts(today)
  const thisMonth = dayOf(year, month, dayOfMonth)
  return date > dayOfMonth ? thisMonth : shiftMonths(thisMonth, -1)
}

function tuition(id: number | undefined, due: Day, grossCents: number, scholarship: number | null, paid?: PlannedOrder['paid']): PlannedOrder {
  const concept = `Colegiatura ${monthName(due)}`
  const discount = scholarship === null ? undefined : { cents: Math.round(grossCents * scholarship), concept: `${scholarship === 0.15 ? SCHOLARSHIP : `Beca académica ${Math.round(scholarship * 100)} %`} · ${concept}` }
  return { ...(id === undefined ? {} : { id }), kind: 'tuition', concept, due, grossCents, ...(discount ? { discount } : {}), ...(paid ? { paid } : {}) }
}

function alumnoPlan(today: Day): Plan {
  const o = lastInstalmentDay(today)
  const m = (k: number) => shiftMonths(o, k)
  const ids = SEEDED_ORDERS.alumno
  const fee = 520_000
  return {
    account: ACCOUNTS.alumnoUvm,
    orders: [
      {
        id: ids.reenrollment, kind: 'reenrollment', concept: `Reinscripción ${termName(termOfDay(m(-3))).toLowerCase()}`, due: m(-4), grossCents: 350_000,
        paid: { on: m(-4) - 3, method: 'card' },
      },
      tuition(ids.paidTuition, m(-3), fee, 0.15, { on: m(-3) - 2, method: 'reference' }),
      tuition(ids.paidLate, m(-2), fee, 0.15, { on: m(-2) + 6, method: 'card' }),
      tuition(ids.paidByReference, m(-1), fee, 0.15, { on: m(-1) - 1, method: 'reference' }),
      { id: ids.overdueLabFee, kind: 'other', concept: 'Cuota de laboratorio de Psicología', due: o - 15, grossCents: 85_000 },
      tuition(ids.overdueTuition, o, fee, 0.15),
      tuition(ids.nextTuition, m(1), fee, 0.15),
      { id: ids.insurance, kind: 'other', concept: `Seguro contra accidentes ${dayParts(m(1)).year}`, due: m(1) + 5, grossCents: 120_000 },
      tuition(ids.laterTuition, m(2), fee, 0.15),
    ],
    references: [
      { orders: [ids.paidTuition], createdOn: m(-3) - 4, paysOrder: ids.paidTuition },
      // Made for the lab fee, never paid: it expired, and the fee is overdue.
      { orders: [ids.overdueLabFee], createdOn: o - 19 },
      { orders: [ids.paidByReference], createdOn: m(-1) - 3, paysOrder: ids.paidByReference },
      // Made today for what is overdue: pending.
      { orders: [ids.overdueLabFee, ids.overdueTuition], createdOn: today },
    ],
  }
}

function tutoredPlan(today: Day): Plan {
  const o = lastInstalmentDay(today)
  const ids = SEEDED_ORDERS.tutored
  return {
    account: ACCOUNTS.tutoredUvm,
    orders: [
      tuition(ids.paid, shiftMonths(o, -1), 498_000, null, { on: shiftMonths(o, -1) - 2, method: 'card' }),
      tuition(ids.overdue, o, 498_000, null),
      tuition(ids.nextTuition, shiftMonths(o, 1), 498_000, null),
      { id: ids.workshop, kind: 'other', concept: 'Material de taller de Ingeniería Industrial', due: shiftMonths(o, 1) + 10, grossCents: 65_000 },
    ],
  }
}

function tutoredUnitecPlan(today: Day): Plan {
  const o = lastInstalmentDay(today)
  const ids = SEEDED_ORDERS.tutoredUnitec
  return {
    account: ACCOUNTS.tutoredUnitec,
    orders: [
      tuition(ids.paid, o, 455_000, null, { on: o - 1, method: 'reference' }),
      tuition(ids.nextTuition, shiftMonths(o, 1), 455_000, null),
      { id: ids.uniform, kind: 'other', concept: 'Uniforme clínico', due: shiftMonths(o, 1) + 3, grossCents: 98_000 },
    ],
    references: [{ orders: [ids.paid], createdOn: o - 3, paysOrder: ids.paid }],
  }
}

function alumnoUnitecPlan(today: Day): Plan {
  const o = lastInstalmentDay(today)
  const m = (k: number) => shiftMonths(o, k)
  const ids = SEEDED_ORDERS.alumnoUnitec
  return {
    account: ACCOUNTS.alumnoUnitec,
    orders: [
      { id: ids.reenrollment, kind: 'reenrollment', concept: `Reinscripción ${termName(termOfDay(m(-1))).toLowerCase()}`, due: m(-2), grossCents: 310_000, paid: { on: m(-2) - 5, method: 'card' } },
      tuition(ids.paid, m(-1), 398_000, null, { on: m(-1), method: 'card' }),
      tuition(ids.overdue, o, 398_000, null),
      tuition(ids.nextTuition, m(1), 398_000, null),
      tuition(ids.laterTuition, m(2), 398_000, null),
    ],
  }
}

const METHODS: PaymentMethod[] = ['card', 'reference', 'card', 'wallet', 'reference', 'codi']

/**
 * Five years of a master's student's account, for the benchmark (about 600 movements): every
 * month a tuition instalment with its scholarship paid in two parts, the online platform fee and
 * the digital library fee, a service every other month, a reenrolment every six months, now and
 * then a late payment with its surcharge; an advance in favour; and next month still to pay.
 */
function benchmarkPlan(today: Day): Plan {
  const p = lastInstalmentDay(today, 5)
  const orders: PlannedOrder[] = []
  for (let k = -59; k <= 0; k++) {
    const due = shiftMonths(p, k)
    const late = k <= -2 && (k * 7 + 3) % 9 === 0
    const method = METHODS[(k + 60) % METHODS.length] ?? 'card'
    const paidOn = late ? due + 4 : due - 1 - ((k + 60) % 3)
    orders.push(tuition(undefined, due, 610_000, 0.2, { on: paidOn, method, parts: 2 }))
    orders.push({ kind: 'other', concept: `Cuota de plataforma en línea ${monthName(due)}`, due, grossCents: 45_000, paid: { on: paidOn, method } })
    orders.push({ kind: 'other', concept: `Biblioteca digital ${monthName(due)}`, due, grossCents: 12_000, paid: { on: paidOn, method: 'card' } })
    if ((k + 60) % 2 === 0) {
      const service = SERVICE_CATALOG[(k + 60) % SERVICE_CATALOG.length] ?? SERVICE_CATALOG[0]
      orders.push({ kind: 'other', concept: service.name, due: due - 12, grossCents: service.priceCents, issued: due - 14, paid: { on: due - 13, method: 'card' } })
    }
    if ((k + 60) % 6 === 0) {
      orders.push({ kind: 'reenrollment', concept: `Reinscripción ${termName(termOfDay(due + 20)).toLowerCase()}`, due: due - 3, grossCents: 280_000, paid: { on: due - 6, method: 'reference' } })
    }
  }
  const next = shiftMonths(p, 1)
  orders.push(tuition(undefined, next, 610_000, 0.2))
  orders.push({ kind: 'other', concept: `Cuota de plataforma en línea ${monthName(next)}`, due: next, grossCents: 45_000 })
  return { account: BENCHMARK_ACCOUNT, orders, advance: { on: p - 20, cents: 50_000 } }
}

const PLANS: ReadonlyArray<(today: Day) => Plan> = [alumnoPlan, tutoredPlan, tutoredUnitecPlan, alumnoUnitecPlan, benchmarkPlan]

type SummaryLine = Summary['lines'][number]

interface PlannedMovement {
  date: Day
  /** Within a day: charges, then discounts, surcharges and payments. */
  rank: number
  kind: 'charge' | 'payment' | 'discount' | 'surcharge'
  concept: string
  cents: number
  method?: PaymentMethod
  order?: number
  /** For payments: the orders it settles (the last part of a split payment settles them). */
  settles?: number[]
  /** For payments: the planned reference it came through. */
  reference?: PlannedReference
}

function linesOf(orders: Array<{ row: PlannedOrder; id: number }>, asOf: Day): SummaryLine[] {
  return orders.flatMap(({ row }) => {
    const net = row.grossCents - (row.discount?.cents ?? 0)
    const lines: SummaryLine[] = [{ kind: 'order', label: row.concept, quantity: 1, amountCents: net }]
    if (row.due < asOf) lines.push({ kind: 'surcharge', label: surchargeConcept(row.concept), quantity: 1, amountCents: lateFeeOf(row) })
    return lines
  })
}

function seedPlan(db: Db, plan: Plan, today: Day, now: Date): void {
  const owner = one<{ full_name: string }>(db, 'SELECT full_name FROM student_accounts WHERE account_number = ?', plan.account)?.full_name ?? 'Alumno'
  const movements: PlannedMovement[] = []
  const ids = new Map<PlannedOrder, number>()
  for (const order of plan.orders) {
    const issued = Math.min(order.issued ?? order.due - 20, today)
    const net = order.grossCents - (order.discount?.cents ?? 0)
    const id = insert(db, 'payment_orders', {
      ...(order.id === undefined ? {} : { id: order.id }),
      account_number: plan.account, kind: order.kind, concept: order.concept, issued_on: isoDay(issued), due_date: isoDay(order.due),
      gross_cents: order.grossCents, discount_cents: order.discount?.cents ?? 0, discount_concept: order.discount?.concept ?? null,
      late_fee_cents: lateFeeOf(order),
    })
    ids.set(order, id)
    movements.push({ date: issued, rank: 0, kind: 'charge', concept: order.concept, cents: order.grossCents, order: id })
    if (order.discount) movements.push({ date: issued, rank: 1, kind: 'discount', concept: order.discount.concept, cents: order.discount.cents, order: id })
    const late = order.paid ? order.paid.on > order.due : order.due < today
    if (late) movements.push({ date: order.due + 1, rank: 2, kind: 'surcharge', concept: surchargeConcept(order.concept), cents: lateFeeOf(order), order: id })
    if (order.paid) {
      const total = net + (late ? lateFeeOf(order) : 0)
      const parts = order.paid.parts ?? 1
      for (let part = 1; part <= parts; part++) {
        const cents = part < parts ? Math.floor(total / parts) : total - Math.floor(total / parts) * (parts - 1)
        const on = order.paid.on - (parts - part) * 7
        const concept = parts > 1 ? `Pago parcial ${part} de ${parts} · ${order.concept}` : `Pago · ${order.concept}`
        movements.push({ date: on, rank: 3, kind: 'payment', concept, cents, method: order.paid.method, order: id, settles: part === parts ? [id] : [] })
      }
    }
  }
  if (plan.advance) movements.push({ date: plan.advance.on, rank: 3, kind: 'payment', concept: 'Pago anticipado', cents: plan.advance.cents, method: 'card', settles: [] })

  const byId = new Map([...ids].map(([row, id]) => [id, row]))
  const referenceIds = new Map<PlannedReference, number>()
  for (const r of plan.references ?? []) {
    const chosen = r.orders.map((id) => ({ id, row: byId.get(id) })).filter((o): o is { id: number; row: PlannedOrder } => o.row !== undefined)
    const lines = linesOf(chosen, r.createdOn)
    const rows = chosen.map(({ id, row }) => ({ due_date: isoDay(row.due), id }) as OrderRow)
    const created = new Date(now.getTime() - (today - r.createdOn) * 86_400_000)
    const total = lines.reduce((sum, l) => sum + l.amountCents, 0)
    const id = insert(db, 'payment_references', {
      account_number: plan.account, reference: `seed-${plan.account}-${referenceIds.size}`, total_cents: total,
      due_date: isoDay(referenceDueDate(r.createdOn, rows)), created_at: created.toISOString(), created_by: owner, lines: JSON.stringify(lines),
    })
    run(db, 'UPDATE payment_references SET reference = ? WHERE id = ?', referenceDigits(plan.account, id), id)
    for (const { id: orderId, row } of chosen) {
      const net = row.grossCents - (row.discount?.cents ?? 0)
      insert(db, 'payment_reference_items', { reference_id: id, order_id: orderId, quantity: 1, unit_cents: net + (row.due < r.createdOn ? lateFeeOf(row) : 0) })
    }
    referenceIds.set(r, id)
    if (r.paysOrder !== undefined) {
      const payment = movements.find((m) => m.kind === 'payment' && m.order === r.paysOrder)
      if (payment) {
        payment.reference = r
        payment.concept = `Pago en banco con la ficha ${referenceDigits(plan.account, id)}`
      }
    }
  }

  movements.sort((a, b) => a.date - b.date || a.rank - b.rank)
  for (const m of movements) {
    const referenceId = m.reference ? referenceIds.get(m.reference) ?? null : null
    const id = insert(db, 'payment_movements', {
      account_number: plan.account, date: isoDay(m.date), kind: m.kind, concept: m.concept, amount_cents: m.cents,
      method: m.method ?? null, order_id: m.kind === 'payment' ? null : m.order ?? null, reference_id: referenceId,
    })
    if (m.kind !== 'payment') continue
    run(db, 'UPDATE payment_movements SET folio = ? WHERE id = ?', paymentFolio(id), id)
    for (const orderId of m.settles ?? []) run(db, 'UPDATE payment_orders SET paid_by = ?, paid_on = ? WHERE id = ?', id, isoDay(m.date), orderId)
    if (referenceId !== null) {
      // The bank reported it at noon of the day it was paid.
      const paidAt = new Date(Date.UTC(dayParts(m.date).year, dayParts(m.date).month - 1, dayParts(m.date).date, 18))
      run(db, 'UPDATE payment_references SET paid_at = ?, payment_id = ? WHERE id = ?', paidAt.toISOString(), id, referenceId)
    }
  }
}

export function seedPayments(db: Db, { now }: SeedContext): void {
  SERVICE_CATALOG.forEach((s, i) => insert(db, 'payment_services', { id: s.id, name: s.name, price_cents: s.priceCents, max_quantity: s.maxQuantity, position: i + 1 }))
  // Databases seeded before payments existed lack CoDi's maximum.
  run(db, `INSERT OR IGNORE INTO parameters (code, value, description) VALUES ('CODIMAXAMOUNT', '8000', 'Monto máximo en pesos de un pago con CoDi')`)
  const today = todayOf(now)
  for (const plan of PLANS) seedPlan(db, plan(today), today, now)
}

/** The account whose wallet has a saved card from the start (`alumno`'s first account). */
export const WALLET_ACCOUNT = ACCOUNTS.alumnoUvm

/** The wallet as seeded: a Visa ending 4242 in `alumno`'s first account, valid until December four years on; none elsewhere. */
export function seedWallet(db: Db, accountNumber: string, now: Date): void {
  run(db, 'DELETE FROM wallet_enrolments WHERE account_number = ?', accountNumber)
  run(db, 'DELETE FROM wallet_cards WHERE account_number = ?', accountNumber)
  if (accountNumber !== WALLET_ACCOUNT) return
  const year = String((dayParts(todayOf(now)).year + 4) % 100).padStart(2, '0')
  saveCard(db, accountNumber, { brand: 'visa', last4: '4242', expiry: `12/${year}` }, now)
}

export function seedWallets(db: Db, { now }: SeedContext): void {
  seedWallet(db, WALLET_ACCOUNT, now)
}

/** Puts an account's payments back as seeded, dated from `now` (tests): online payments made are gone, the wallet is as seeded. Runs inside a transaction; answers the orders seeded. */
export function reseedPayments(db: Db, accountNumber: string, now: Date): number[] {
  run(db, 'DELETE FROM payment_online_items WHERE payment_id IN (SELECT id FROM payment_online WHERE account_number = ?)', accountNumber)
  run(db, 'DELETE FROM payment_online_payers WHERE payment_id IN (SELECT id FROM payment_online WHERE account_number = ?)', accountNumber)
  run(db, 'DELETE FROM payment_online WHERE account_number = ?', accountNumber)
  seedWallet(db, accountNumber, now)
  run(db, 'UPDATE payment_orders SET paid_by = NULL WHERE account_number = ?', accountNumber)
  run(db, 'UPDATE payment_references SET payment_id = NULL WHERE account_number = ?', accountNumber)
  run(db, 'DELETE FROM payment_bank_queue WHERE reference_id IN (SELECT id FROM payment_references WHERE account_number = ?)', accountNumber)
  run(db, 'DELETE FROM payment_reference_items WHERE reference_id IN (SELECT id FROM payment_references WHERE account_number = ?)', accountNumber)
  run(db, 'DELETE FROM payment_movements WHERE account_number = ?', accountNumber)
  run(db, 'DELETE FROM payment_references WHERE account_number = ?', accountNumber)
  run(db, 'DELETE FROM payment_orders WHERE account_number = ?', accountNumber)
  const today = todayOf(now)
  const plan = PLANS.map((p) => p(today)).find((p) => p.account === accountNumber)
  if (plan) seedPlan(db, plan, today, now)
  return all<{ id: number }>(db, 'SELECT id FROM payment_orders WHERE account_number = ? ORDER BY id', accountNumber).map((r) => r.id)
}

