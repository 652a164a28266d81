import { all, run, type Db } from '../db/sql.ts'
import { writeNotification } from './notifications.ts'
import { markPaid, onlineRow, paymentStatus } from './payments-online.ts'
import { formatCents } from './payments-time.ts'

/**
 * The bank's side of CoDi: a transfer the person authorised in their bank's app arrives, the
 * payment is settled and the account gets the `CODI` notification the real bank's notice becomes.
 */

export const CODI_PAID_TITLE = 'Pago CoDi recibido'
export const CODI_CHARGE_TITLE = 'Cobro CoDi por autorizar'

const timeInMexico = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Mexico_City' })

/** Where the CODI notification of a payment takes the person: the payment's result in the portal. */
export const codiResultLink = (paymentId: number) => `/payments/result?id=${paymentId}`

export type CodiOutcome = { paid: true; paymentId: number; folio: string } | { paid: false; status: 404 | 409; message: string }

/**
 * The bank receives the transfer of a CoDi payment now (inside the caller's transaction). Only a
 * payment awaiting its transfer whose current code has not expired can be paid; one cancelled
 * because an order of it was settled another way is refused.
 */
export function bankConfirmsCodi(db: Db, paymentId: number, now: Date): CodiOutcome {
  const row = onlineRow(db, paymentId)
  if (!row || row.method !== 'codi') return { paid: false, status: 404, message: 'No existe un pago CoDi con ese id' }
  const status = paymentStatus(row, now)
  if (status === 'cancelled') return { paid: false, status: 409, message: 'El pago CoDi se canceló: un adeudo que cubría ya se pagó de otra forma' }
  if (status !== 'awaiting-transfer') return { paid: false, status: 409, message: `El pago CoDi ya no espera transferencia (${status})` }
  if (row.codi_expires_at === null || row.codi_expires_at <= now.toISOString()) return { paid: false, status: 409, message: 'El código CoDi del pago venció' }
  if (!markPaid(db, paymentId, now)) return { paid: false, status: 409, message: 'El pago ya no se puede pagar' }
  const paid = onlineRow(db, paymentId)
  writeNotification(db, {
    accountNumber: row.account_number,
    clave: 'CODI',
    title: CODI_PAID_TITLE,
    body: `Recibimos tu pago CoDi de ${formatCents(row.total_cents)} MXN (folio ${paid?.folio ?? ''}). Ya se refleja en tu estado de cuenta.`,
    docId: null,
    link: codiResultLink(paymentId),
    at: now,
  })
  return { paid: true, paymentId, folio: paid?.folio ?? '' }
}

/**
 * A CoDi code was issued (a new payment, or a new code for it): the bank's charge waits for the
 * person to authorise it in their bank's app, and the account gets the `CODI` notification (and its
 * push) that says so. Inside the caller's transaction.
 */
export function noticeCodiCharge(db: Db, paymentId: number, now: Date): void {
  const row = onlineRow(db, paymentId)
  if (!row || row.method !== 'codi' || row.codi_expires_at === null) return
  writeNotification(db, {
    accountNumber: row.account_number,
    clave: 'CODI',
    title: CODI_CHARGE_TITLE,
    body: `Autoriza en la app de tu banco el cobro CoDi de ${formatCents(row.total_cents)} MXN antes de las ${timeInMexico.format(new Date(row.codi_expires_at))} (hora del centro de México).`,
    docId: null,
    link: codiResultLink(paymentId),
    at: now,
  })
}

/**
 * The demo bank (inside the caller's transaction): every CoDi payment awaiting its transfer whose
 * current code was issued at or before `issuedBefore` and has not expired is paid. Answers them.
 */
export function codiPass(db: Db, now: Date, issuedBefore: Date): number[] {
  const due = all<{ id: number }>(
    db,
    `SELECT id FROM payment_online WHERE method = 'codi' AND status = 'awaiting-transfer' AND codi_issued_at <= ? AND codi_expires_at > ? ORDER BY codi_issued_at, id`,
    issuedBefore.toISOString(), now.toISOString(),
  )
  return due.filter(({ id }) => bankConfirmsCodi(db, id, now).paid).map(({ id }) => id)
}

/** Test hook: the current code's expiry becomes now, so the person must ask for a new one. */
export function expireCodiCode(db: Db, paymentId: number, now: Date): boolean {
  return run(db, `UPDATE payment_online SET codi_expires_at = ? WHERE id = ? AND method = 'codi' AND status = 'awaiting-transfer'`, now.toISOString(), paymentId).changes > 0
}
