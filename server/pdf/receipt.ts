import type { Portal } from '../../src/contract/common.ts'
import type { PaymentMethod, Receipt } from '../../src/contract/payments.ts'
import { BRAND_NAMES } from '../data/payments-cards.ts'
import { formatCents } from '../data/payments-time.ts'
import type { Column } from './compose.ts'
import { brandedDocument, generatedLabel } from './cycle-document.ts'

export const RECEIPT_TITLE = 'Recibo de pago'

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Tarjeta en línea',
  wallet: 'Tarjeta guardada (cartera digital)',
  reference: 'Ficha de pago en banco',
  codi: 'Transferencia CoDi',
  marketplace: 'Mercado Pago',
}

const LINES: Column[] = [
  { title: 'Concepto', width: 345, wrap: true },
  { title: 'Cantidad', width: 60, align: 'right' },
  { title: 'Importe', width: 110, align: 'right' },
]

/**
 * The receipt of a payment: the brand, whose account, the folio, when and how it was paid (the
 * card's brand and last digits, never more), what it paid and its total. Tagged like every
 * document of the server.
 */
export function receiptPdf(receipt: Receipt, portal: Portal, generatedAt: Date): Promise<Buffer> {
  const generated = `Generado el ${generatedLabel(generatedAt)} (hora del centro de México)`
  const composer = brandedDocument({ portal, name: RECEIPT_TITLE, title: `${RECEIPT_TITLE} ${receipt.folio} · ${receipt.studentName}`, generated, generatedAt })
  const total = formatCents(receipt.totalCents)
  composer.ensure(0)
  composer.heading(1, RECEIPT_TITLE, { font: 'bold', size: 18 })
  composer.space(4)
  composer.fields([
    ['Alumno', receipt.studentName],
    ['Número de cuenta', receipt.accountNumber],
    ['Folio', receipt.folio],
    ['Fecha de pago', `${generatedLabel(new Date(receipt.paidAt))} (hora del centro de México)`],
    ['Forma de pago', METHOD_LABELS[receipt.method]],
    ...(receipt.card ? [['Tarjeta', `${BRAND_NAMES[receipt.card.brand]} terminación ${receipt.card.last4}`] as [string, string]] : []),
    ['Total pagado', `${total} MXN`],
  ], 130, 11)
  composer.space(12)
  composer.heading(2, 'Conceptos pagados', { font: 'bold', size: 13 }, 40)
  composer.table(LINES, receipt.lines.map((line) => [line.label, String(line.quantity), formatCents(line.amountCents)]), 9.5)
  composer.space(4)
  composer.line(`Total: ${total}`, { font: 'bold', size: 12 })
  composer.space(10)
  composer.paragraph('Este recibo ampara el pago registrado en tu estado de cuenta con el mismo folio.', { size: 10 })
  return composer.finish()
}
