import { paymentEndpoints } from '../../src/contract/payment-endpoints.ts'
import type { CheckoutBody, MethodUnavailable, OnlineMethod, WalletCard } from '../../src/contract/payments.ts'
import { BRANDS } from '../brands.ts'
import type { Db } from '../db/sql.ts'
import type { Flags } from '../options.ts'
import { postSurcharges } from '../data/payments.ts'
import { BRAND_NAMES, stillValid } from '../data/payments-cards.ts'
import {
  insertOnlinePayment, issueCodiCode, markDeclined, markPaid, onlinePaymentsOf, onlineRow, paymentStatus, paymentView, setCard, type OnlineRow,
} from '../data/payments-online.ts'
import { noticeCodiCharge } from '../data/payments-codi.ts'
import { payerOf, recordPayer } from '../data/payments-provider-access.ts'
import { formatCents, todayOf } from '../data/payments-time.ts'
import { walletCard } from '../data/payments-wallet.ts'
import { assertCanReadAccount } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { badRequest, forbidden, HttpError, notFound } from './errors.ts'
import { assertCanPay, ownsAccount, SERVICE } from './payments-access.ts'
import { assertSameTotal, codiMaxCents, countSelection, methodsFor } from './payments-selection.ts'
import type { Routes } from './route.ts'

/**
 * Paying online (card, wallet, CoDi, marketplace): the checkout makes a payment for a counted
 * selection, the provider's hosted page or the bank decides it (server/pages/), the portal reads
 * it back. Who may pay is as for a reference; the wallet is the account's student's alone.
 */
export const PAYMENT_NOT_FOUND = 'El pago no existe'
export const CARD_NOT_IN_WALLET = 'La tarjeta no está en tu cartera'
export const NOT_THE_PAYER = 'Solo quien inició este pago puede generar un código nuevo'
export const EXPIRED_SAVED_CARD = 'La tarjeta guardada está vencida: agrega una tarjeta vigente a tu cartera'

const METHOD_NAMES: Record<OnlineMethod, string> = { card: 'El pago con tarjeta', wallet: 'La cartera digital', codi: 'CoDi', marketplace: 'Mercado Pago' }

function unavailable(method: OnlineMethod, reason: MethodUnavailable, caller: KnownCaller, totalCents: number, maxCents: number): HttpError {
  const name = METHOD_NAMES[method]
  if (reason === 'over-maximum') {
    return badRequest(`CoDi acepta pagos de hasta ${formatCents(maxCents)} y este es de ${formatCents(totalCents)}: elige otra forma de pago`)
  }
  if (reason === 'role') return badRequest(`${name} es personal del alumno: solo el titular de la cuenta puede pagar con ella`)
  return badRequest(`${name} no está disponible en ${BRANDS[caller.portal].mark}: elige otra forma de pago`)
}

/** The method must be one the summary offers for this total and caller. */
function assertOffered(db: Db, caller: KnownCaller, flags: Flags, body: CheckoutBody, totalCents: number): void {
  const maxCents = codiMaxCents(db)
  const offered = methodsFor(totalCents, { portal: caller.portal, flags, owner: ownsAccount(db, caller, body.accountNumber), codiMaxCents: maxCents })
  const entry = offered.find((m) => m.method === body.method)
  if (entry?.reason) throw unavailable(body.method, entry.reason, caller, totalCents, maxCents)
}

/** A wallet payment names a card of the account's wallet; no other method names one. */
function chosenCard(db: Db, body: CheckoutBody): WalletCard | null {
  if (body.method !== 'wallet') {
    if (body.cardId !== undefined) throw badRequest('Solo se elige una tarjeta guardada al pagar con la cartera digital')
    return null
  }
  if (body.cardId === undefined) throw badRequest('Elige la tarjeta de tu cartera con la que quieres pagar')
  const card = walletCard(db, body.accountNumber, body.cardId)
  if (!card) throw notFound(CARD_NOT_IN_WALLET)
  return card
}

/** The bank charges a saved card at once: paid, or declined when the card has expired. */
function chargeSavedCard(db: Db, paymentId: number, card: WalletCard, now: Date): void {
  setCard(db, paymentId, { brand: card.brand, last4: card.last4 })
  if (!stillValid(card.expiry, now)) return markDeclined(db, paymentId, `${EXPIRED_SAVED_CARD} (${BRAND_NAMES[card.brand]} terminación ${card.last4}, venció ${card.expiry})`)
  markPaid(db, paymentId, now)
}

function storedPayment(db: Db, id: number): OnlineRow {
  const row = onlineRow(db, id)
  if (!row) throw new Error(`payment ${id} was not stored`)
  return row
}

function readablePayment(db: Db, caller: KnownCaller, id: number): OnlineRow {
  const row = onlineRow(db, id)
  if (!row) throw notFound(PAYMENT_NOT_FOUND)
  assertCanReadAccount(db, caller, row.account_number, SERVICE)
  return row
}

function assertRenewable(row: OnlineRow, now: Date): void {
  if (row.method !== 'codi') throw badRequest('Solo un pago con CoDi tiene código para renovar')
  const status = paymentStatus(row, now)
  if (status === 'paid') throw new HttpError(409, 'Este pago CoDi ya se recibió: no necesita un código nuevo')
  if (status === 'cancelled') throw new HttpError(409, 'Este pago CoDi se canceló: lo que cubría ya se pagó de otra forma')
  if (status === 'expired') throw new HttpError(409, 'Este pago CoDi venció: un adeudo que cubre ya lleva recargo. Inicia un pago nuevo')
  if (status !== 'awaiting-transfer') throw new HttpError(409, 'Este pago CoDi ya no espera transferencia')
  if (row.codi_expires_at !== null && row.codi_expires_at > now.toISOString()) {
    throw new HttpError(409, 'El código CoDi sigue vigente: úsalo, o pide uno nuevo cuando venza')
  }
}

export function onlinePaymentRoutes(r: Routes, flags: Flags): void {
  r.user(paymentEndpoints.checkout, ({ db, caller, body, now }) => {
    assertCanPay(db, caller, body.accountNumber)
    const today = todayOf(now)
    postSurcharges(db, body.accountNumber, today)
    const { totalCents, method } = body
    const counted = countSelection(db, { accountNumber: body.accountNumber, orderIds: body.orderIds, services: body.services }, today)
    assertSameTotal(counted.totalCents, totalCents, 'pagar')
    assertOffered(db, caller, flags, body, counted.totalCents)
    const card = chosenCard(db, body)
    const id = insertOnlinePayment(db, {
      accountNumber: body.accountNumber, method, lines: counted.lines, totalCents, orders: counted.orders, services: counted.services,
      createdBy: caller.user.fullName, now,
    })
    recordPayer(db, id, caller.user.id)
    if (card) chargeSavedCard(db, id, card, now)
    if (method === 'codi') noticeCodiCharge(db, id, now)
    return paymentView(db, storedPayment(db, id), now, caller.user.id)
  }, { spanish: true, keyRequired: true })

  // Anyone who may read the account reads its payments; only the person who started one gets its link or code.
  r.user(paymentEndpoints.payment, ({ db, caller, query, now }) => paymentView(db, readablePayment(db, caller, query.paymentId), now, caller.user.id), { spanish: true })

  r.user(paymentEndpoints.payments, ({ db, caller, query, now }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    return onlinePaymentsOf(db, query.accountNumber).map((row) => paymentView(db, row, now, caller.user.id))
  }, { spanish: true })

  r.user(paymentEndpoints.renewCodi, ({ db, caller, body, now }) => {
    const row = onlineRow(db, body.paymentId)
    if (!row) throw notFound(PAYMENT_NOT_FOUND)
    assertCanPay(db, caller, row.account_number)
    if (payerOf(db, row.id) !== caller.user.id) throw forbidden(NOT_THE_PAYER)
    assertRenewable(row, now)
    issueCodiCode(db, row.id, row.total_cents, now)
    noticeCodiCharge(db, row.id, now)
    return paymentView(db, storedPayment(db, row.id), now, caller.user.id)
  }, { spanish: true })
}
