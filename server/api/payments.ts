import type { PdfDocument } from '../../src/contract/academic.ts'
import { paymentEndpoints } from '../../src/contract/payment-endpoints.ts'
import type { Db } from '../db/sql.ts'
import type { Flags } from '../options.ts'
import { balanceOf, historyOf, holderName, ordersOf, postSurcharges, postSurchargesNow, servicesOf } from '../data/payments.ts'
import { insertReference, referenceRow, referencesOf, referenceView } from '../data/payments-references.ts'
import { todayOf } from '../data/payments-time.ts'
import { bankReferencePdf } from '../pdf/bank-reference.ts'
import { assertCanReadAccount } from './access.ts'
import { assertCanPay, ownsAccount, SERVICE } from './payments-access.ts'
import type { KnownCaller } from './caller.ts'
import { notFound } from './errors.ts'
import { assertSameTotal, codiMaxCents, countSelection, methodsFor } from './payments-selection.ts'
import type { Routes } from './route.ts'

/**
 * Payments (Pagos y estado de cuenta): the statement, what can be paid and bank references (who
 * may do what: payments-access.ts). Paying online is in payments-online.ts, the wallet in
 * payments-wallet.ts, receipts in payments-receipts.ts. Every refusal, of the request itself
 * too, is in Spanish.
 */
export const REFERENCE_NOT_FOUND = 'La ficha de pago no existe'

const spanish = { spanish: true }

function readableReference(db: Db, caller: KnownCaller, id: number) {
  const row = referenceRow(db, id)
  if (!row) throw notFound(REFERENCE_NOT_FOUND)
  assertCanReadAccount(db, caller, row.account_number, SERVICE)
  return row
}

export function paymentRoutes(r: Routes, flags: Flags): void {
  r.user(paymentEndpoints.paymentBalance, ({ db, caller, query, now }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    const today = todayOf(now)
    postSurchargesNow(db, query.accountNumber, today)
    return balanceOf(db, query.accountNumber, today, now)
  }, spanish)

  r.user(paymentEndpoints.paymentHistory, ({ db, caller, query, now }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    const today = todayOf(now)
    postSurchargesNow(db, query.accountNumber, today)
    return historyOf(db, query.accountNumber, query.period, today)
  }, spanish)

  r.user(paymentEndpoints.paymentOrders, ({ db, caller, query, now }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    const today = todayOf(now)
    postSurchargesNow(db, query.accountNumber, today)
    return { orders: ordersOf(db, query.accountNumber, today), services: servicesOf(db) }
  }, spanish)

  r.user(paymentEndpoints.codiMaximum, ({ db }) => ({ maxCents: codiMaxCents(db) }), spanish)

  // A POST that writes nothing but the surcharges that became due: anyone who may read the account may ask.
  r.user(paymentEndpoints.paymentSummary, ({ db, caller, body, now }) => {
    assertCanReadAccount(db, caller, body.accountNumber, SERVICE)
    const today = todayOf(now)
    postSurcharges(db, body.accountNumber, today)
    const counted = countSelection(db, body, today)
    const methods = methodsFor(counted.totalCents, {
      portal: caller.portal, flags, owner: ownsAccount(db, caller, body.accountNumber), codiMaxCents: codiMaxCents(db),
    })
    return { lines: counted.lines, totalCents: counted.totalCents, methods }
  }, spanish)

  r.user(paymentEndpoints.createReference, ({ db, caller, body, now }) => {
    assertCanPay(db, caller, body.accountNumber)
    const today = todayOf(now)
    postSurcharges(db, body.accountNumber, today)
    const { totalCents, ...selection } = body
    const counted = countSelection(db, selection, today)
    assertSameTotal(counted.totalCents, totalCents, 'generar la ficha')
    const id = insertReference(db, {
      accountNumber: body.accountNumber, lines: counted.lines, totalCents, orders: counted.orders, services: counted.services,
      createdBy: caller.user.fullName, now,
    })
    const row = referenceRow(db, id)
    if (!row) throw new Error(`reference ${id} was not stored`)
    return referenceView(db, row, caller.portal, today)
  }, spanish)

  r.user(paymentEndpoints.references, ({ db, caller, query, now }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    const today = todayOf(now)
    return referencesOf(db, query.accountNumber).map((row) => referenceView(db, row, caller.portal, today))
  }, spanish)

  r.user(paymentEndpoints.referencePdf, async ({ db, caller, query, now }): Promise<PdfDocument> => {
    const row = readableReference(db, caller, query.referenceId)
    const reference = referenceView(db, row, caller.portal, todayOf(now))
    const bytes = await bankReferencePdf({ reference, studentName: holderName(db, row.account_number), portal: caller.portal }, now)
    return { fileName: `ficha-${row.reference}.pdf`, mimeType: 'application/pdf', base64: bytes.toString('base64'), generatedAt: now.toISOString() }
  }, spanish)
}
