import type { PdfDocument } from '../../src/contract/academic.ts'
import { paymentEndpoints } from '../../src/contract/payment-endpoints.ts'
import type { Receipt } from '../../src/contract/payments.ts'
import type { Db } from '../db/sql.ts'
import { receiptOf } from '../data/payments-receipts.ts'
import { receiptPdf } from '../pdf/receipt.ts'
import { assertCanReadAccount } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { notFound } from './errors.ts'
import { SERVICE } from './payments-access.ts'
import type { Routes } from './route.ts'

/** Every payment of the statement has its receipt, as JSON and as a PDF; anyone who may read the account may read it. */
export const RECEIPT_NOT_FOUND = 'No hay un pago con ese folio en esta cuenta'

function readableReceipt(db: Db, caller: KnownCaller, accountNumber: string, folio: string): Receipt {
  assertCanReadAccount(db, caller, accountNumber, SERVICE)
  const receipt = receiptOf(db, accountNumber, folio)
  if (!receipt) throw notFound(RECEIPT_NOT_FOUND)
  return receipt
}

export function receiptRoutes(r: Routes): void {
  r.user(paymentEndpoints.receipt, ({ db, caller, query }) => readableReceipt(db, caller, query.accountNumber, query.folio), { spanish: true })

  r.user(paymentEndpoints.receiptPdf, async ({ db, caller, query, now }): Promise<PdfDocument> => {
    const receipt = readableReceipt(db, caller, query.accountNumber, query.folio)
    const bytes = await receiptPdf(receipt, caller.portal, now)
    return { fileName: `recibo-${receipt.folio}.pdf`, mimeType: 'application/pdf', base64: bytes.toString('base64'), generatedAt: now.toISOString() }
  }, { spanish: true })
}
