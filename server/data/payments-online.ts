import { randomBytes } from 'node:crypto'
import type { CardBrand, CardShown, OnlineMethod, Payment, PaymentStatus, Summary } from '../../src/contract/payments.ts'
import { all, one, run, type Db } from '../db/sql.ts'
import { instantAt } from './academic-time.ts'
import { isOverdue, netOf, type OrderRow } from './payments.ts'
import { BRAND_NAMES } from './payments-cards.ts'
import { cancellationOf, settledElsewhereSql } from './payments-cancellation.ts'
import { payerOf, withAccess } from './payments-provider-access.ts'
import { insertItems, itemsOf, settlePayment, type ChosenItems } from './payments-settle.ts'
import { dayOfIso, isoDay, todayOf, type Day } from './payments-time.ts'

/**
 * Payments made online: a card on the bank's page, a saved card (wallet), a CoDi transfer, or the
 * marketplace. Each is made for a counted selection, and settled as every payment is once the
 * provider says so. `expired` and `cancelled` are never stored: a pending marketplace payment
 * reads expired once its deadline has passed, and one still unpaid reads cancelled once an order
 * it carries was settled another way (payments-cancellation.ts); neither can be paid.
 */

type SummaryLine = Summary['lines'][number]
type StoredStatus = Exclude<PaymentStatus, 'expired'>

export interface OnlineRow {
  id: number
  account_number: string
  method: OnlineMethod
  status: StoredStatus
  total_cents: number
  lines: string
  created_at: string
  created_by: string
  provider_token: string | null
  provider_step: 'form' | '3ds' | null
  codi_payload: string | null
  codi_issued_at: string | null
  codi_expires_at: string | null
  deadline: string | null
  card_brand: CardBrand | null
  card_last4: string | null
  decline_reason: string | null
  movement_id: number | null
  folio: string | null
  paid_at: string | null
  /** 1 when an order it carries was settled by another payment (worked out by `ONLINE`). */
  settled_elsewhere: number
  /**
   * The last day it may be paid: the earliest due date of an order it carries that was not overdue
   * when it was made (after that day the order owes its surcharge, and the total would be short);
   * null when it carries none (worked out by `ONLINE`).
   */
  payable_through: string | null
}

/** Every read of online payments goes through this, so none misses whether it can still be paid. */
const ONLINE = `SELECT p.*, ${settledElsewhereSql('payment_online_items', 'p.id', 'p.movement_id')} AS settled_elsewhere,
  (SELECT MIN(o.due_date) FROM payment_online_items i JOIN payment_orders o ON o.id = i.order_id
    WHERE i.payment_id = p.id AND o.late_fee_cents > 0 AND i.unit_cents = o.gross_cents - o.discount_cents) AS payable_through
  FROM payment_online p`

/** The statuses in which a payment may still be paid. */
export const OPEN_STATUSES: readonly PaymentStatus[] = ['at-provider', 'awaiting-transfer', 'pending']

/** How long the bank accepts a CoDi code. */
export const CODI_CODE_MINUTES = 5
/** Days the marketplace gives to pay cash at a store, until 23:59 (Mexico City) of the last one. */
export const MARKETPLACE_CASH_DAYS = 3
const MARKETPLACE_CASH_UNTIL_MINUTES = 23 * 60 + 59
/** The latest payments an account lists. */
export const PAYMENTS_LISTED = 20

/** The simulated providers' hosted pages, on their own paths of this origin. */
export const BANK_SIM_PATH = '/bankbridge-sim'
export const CHECKOUT_SIM_PATH = '/checkout-sim'

/** An opaque, unguessable token for a hosted page. */
export const newToken = () => randomBytes(24).toString('base64url')

export function providerUrl(row: Pick<OnlineRow, 'method' | 'provider_token'>): string | null {
  if (row.provider_token === null) return null
  return row.method === 'marketplace' ? `${CHECKOUT_SIM_PATH}/${row.provider_token}` : `${BANK_SIM_PATH}/pay/${row.provider_token}`
}

export function paymentStatus(row: Pick<OnlineRow, 'status' | 'deadline' | 'settled_elsewhere' | 'payable_through'>, now: Date): PaymentStatus {
  if (!OPEN_STATUSES.includes(row.status)) return row.status
  if (row.settled_elsewhere) return 'cancelled'
  if (row.payable_through !== null && row.payable_through < isoDay(todayOf(now))) return 'expired'
  if (row.status === 'pending' && row.deadline !== null && row.deadline <= now.toISOString()) return 'expired'
  return row.status
}

export const cardOf = (row: Pick<OnlineRow, 'card_brand' | 'card_last4'>): CardShown | null =>
  row.card_brand !== null && row.card_last4 !== null ? { brand: row.card_brand, last4: row.card_last4 } : null

/**
 * A payment as `viewerId` may see it: its provider's link (with the page's access) and its CoDi
 * code only for the person who started it, and neither once it can no longer be paid.
 */
export function paymentView(db: Db, row: OnlineRow, now: Date, viewerId: number): Payment {
  const status = paymentStatus(row, now)
  const payer = payerOf(db, row.id) === viewerId
  const link = payer && status === 'at-provider' ? providerUrl(row) : null
  return {
    id: row.id,
    accountNumber: row.account_number,
    method: row.method,
    status,
    totalCents: row.total_cents,
    lines: JSON.parse(row.lines) as SummaryLine[],
    createdAt: row.created_at,
    providerUrl: link && row.provider_token ? withAccess(db, link, row.provider_token) : null,
    codi: payer && status !== 'cancelled' && row.codi_payload !== null && row.codi_expires_at !== null
      ? { payload: row.codi_payload, expiresAt: row.codi_expires_at } : null,
    deadline: row.deadline,
    card: cardOf(row),
    declineReason: row.decline_reason,
    folio: row.folio,
    paidAt: row.paid_at,
    cancellation: status === 'cancelled' ? cancellationOf(db, 'payment_online_items', row.id, todayOf(now)) : null,
  }
}

export const onlineRow = (db: Db, id: number) => one<OnlineRow>(db, `${ONLINE} WHERE p.id = ?`, id)
export const onlineRowByToken = (db: Db, token: string) => one<OnlineRow>(db, `${ONLINE} WHERE p.provider_token = ?`, token)

/** The account's latest online payments, newest first (`limit` of them). */
export function onlinePaymentsOf(db: Db, accountNumber: string, limit = PAYMENTS_LISTED): OnlineRow[] {
  return all<OnlineRow>(db, `${ONLINE} WHERE p.account_number = ? ORDER BY p.created_at DESC, p.id DESC LIMIT ?`, accountNumber, limit)
}

/** A CoDi code: what the QR carries (the payment, the amount and a random part) and until when it is accepted. */
export function codiCode(paymentId: number, totalCents: number, now: Date): { payload: string; issuedAt: string; expiresAt: string } {
  const amount = (totalCents / 100).toFixed(2)
  const payload = `CODI|v1|pago=${paymentId}|monto=${amount}|moneda=MXN|ref=${randomBytes(12).toString('hex')}`
  return { payload, issuedAt: now.toISOString(), expiresAt: new Date(now.getTime() + CODI_CODE_MINUTES * 60_000).toISOString() }
}

/**
 * The last moment a cash payment at a store may be made: 23:59 (Mexico City), 3 days after today,
 * or of the last day the payment may be paid when that comes sooner.
 */
export function cashDeadlineDay(row: Pick<OnlineRow, 'payable_through'>, now: Date): Day {
  const lastDay = todayOf(now) + MARKETPLACE_CASH_DAYS
  return row.payable_through === null ? lastDay : Math.min(lastDay, dayOfIso(row.payable_through))
}

const cashDeadline = (row: Pick<OnlineRow, 'payable_through'>, now: Date) => instantAt(cashDeadlineDay(row, now), MARKETPLACE_CASH_UNTIL_MINUTES).toISOString()

export interface NewOnlinePayment {
  accountNumber: string
  method: OnlineMethod
  lines: SummaryLine[]
  totalCents: number
  orders: readonly OrderRow[]
  services: ChosenItems['services']
  createdBy: string
  now: Date
}

/** Stores an online payment for a counted selection (inside the caller's transaction), in its first status. */
export function insertOnlinePayment(db: Db, p: NewOnlinePayment): number {
  const today = todayOf(p.now)
  const atProvider = p.method === 'card' || p.method === 'marketplace'
  const status: StoredStatus = p.method === 'codi' ? 'awaiting-transfer' : 'at-provider'
  const { lastId: id } = run(
    db,
    `INSERT INTO payment_online (account_number, method, status, total_cents, lines, created_at, created_by, provider_token, provider_step)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    p.accountNumber, p.method, status, p.totalCents, JSON.stringify(p.lines), p.now.toISOString(), p.createdBy,
    atProvider ? newToken() : null, p.method === 'card' ? 'form' : null,
  )
  insertItems(db, 'payment_online_items', 'payment_id', id, {
    orders: p.orders.map((order) => ({ id: order.id, cents: netOf(order) + (isOverdue(order, today) ? order.late_fee_cents : 0) })),
    services: p.services,
  })
  if (p.method === 'codi') issueCodiCode(db, id, p.totalCents, p.now)
  return id
}

export function issueCodiCode(db: Db, id: number, totalCents: number, now: Date): void {
  const code = codiCode(id, totalCents, now)
  run(db, 'UPDATE payment_online SET codi_payload = ?, codi_issued_at = ?, codi_expires_at = ? WHERE id = ?', code.payload, code.issuedAt, code.expiresAt, id)
}

const CONCEPTS: Record<OnlineMethod, (card: CardShown | null) => string> = {
  card: (card) => card ? `Pago en línea con tarjeta ${BRAND_NAMES[card.brand]} terminación ${card.last4}` : 'Pago en línea con tarjeta',
  wallet: (card) => card ? `Pago con tarjeta guardada ${BRAND_NAMES[card.brand]} terminación ${card.last4}` : 'Pago con tarjeta guardada',
  codi: () => 'Pago por transferencia CoDi',
  marketplace: () => 'Pago en Mercado Pago',
}

/** Records the card the bank charged (or is verifying). */
export function setCard(db: Db, id: number, card: CardShown): void {
  run(db, 'UPDATE payment_online SET card_brand = ?, card_last4 = ? WHERE id = ?', card.brand, card.last4, id)
}

export function setProviderStep(db: Db, id: number, step: 'form' | '3ds'): void {
  run(db, 'UPDATE payment_online SET provider_step = ? WHERE id = ?', step, id)
}

/**
 * The provider says the payment went through (inside the caller's transaction): it is settled as
 * every payment is, and becomes `paid` with its folio. False when it was no longer payable
 * (decided, expired, or cancelled because an order of it was settled another way).
 */
export function markPaid(db: Db, id: number, now: Date): boolean {
  const row = onlineRow(db, id)
  if (!row || !OPEN_STATUSES.includes(paymentStatus(row, now))) return false
  const settled = settlePayment(db, {
    accountNumber: row.account_number, method: row.method, concept: CONCEPTS[row.method](cardOf(row)), totalCents: row.total_cents,
    items: itemsOf(db, 'payment_online_items', 'payment_id', id), now,
  })
  run(db, `UPDATE payment_online SET status = 'paid', movement_id = ?, folio = ?, paid_at = ?, provider_step = NULL WHERE id = ?`,
    settled.movementId, settled.folio, now.toISOString(), id)
  return true
}

/** The bank or the marketplace refused it, or the person cancelled there. */
export function markDeclined(db: Db, id: number, reason: string): void {
  run(db, `UPDATE payment_online SET status = 'declined', decline_reason = ?, provider_step = NULL WHERE id = ?`, reason, id)
}

/** The marketplace took a cash payment to be made at a store before the deadline. */
export function markPending(db: Db, row: OnlineRow, now: Date): void {
  run(db, `UPDATE payment_online SET status = 'pending', deadline = ? WHERE id = ?`, cashDeadline(row, now), row.id)
}

/** The online payment a payment movement came from, if any. */
export const onlineRowOfMovement = (db: Db, movementId: number) => one<OnlineRow>(db, `${ONLINE} WHERE p.movement_id = ?`, movementId)
