import type { Portal } from '../../src/contract/common.ts'
import type { BankReference, Cancellation, PaymentMethod, ReferenceStatus } from '../../src/contract/payments.ts'
import { BANK_DELAY_NOTE } from '../data/payments-references.ts'
import { dayOfIso, formatCents, longDate } from '../data/payments-time.ts'
import type { Column } from './compose.ts'
import { brandedDocument, generatedLabel } from './cycle-document.ts'

export const BANK_REFERENCE_TITLE = 'Ficha de pago referenciado'

const STATUS: Record<ReferenceStatus, string> = { pending: 'Pendiente de pago', paid: 'Pagada', expired: 'Vencida', cancelled: 'Cancelada: ya no se puede pagar' }

const LINES: Column[] = [
  { title: 'Concepto', width: 345, wrap: true },
  { title: 'Cantidad', width: 60, align: 'right' },
  { title: 'Importe', width: 110, align: 'right' },
]

const BANKS: Column[] = [
  { title: 'Banco', width: 130 },
  { title: 'Convenio', width: 185 },
  { title: 'Referencia', width: 200 },
]

export interface BankReferenceDocument {
  reference: BankReference
  studentName: string
  portal: Portal
}

/** How a settled order was paid, as the cancelled reference tells it. */
const PAID_WITH: Record<PaymentMethod, string> = {
  card: 'con tarjeta en línea',
  wallet: 'con una tarjeta guardada',
  reference: 'con otra ficha en el banco',
  codi: 'por transferencia CoDi',
  marketplace: 'con Mercado Pago',
}

/** «Colegiatura …» se pagó el 26 de noviembre de 2026 con tarjeta en línea (folio PAG-00001234). */
function settledSentence(settled: Cancellation['settled'][number]): string {
  const how = settled.method === null ? 'de otra forma' : PAID_WITH[settled.method]
  const folio = settled.folio === null ? '' : ` (folio ${settled.folio})`
  return `«${settled.label}» se pagó el ${longDate(dayOfIso(settled.paidOn))} ${how}${folio}.`
}

/**
 * What a cancelled reference says instead of where and how to pay it: that it must not be paid
 * (the bank refuses it), why (each order settled another way, how and when), and what of it is
 * still owed, to pay with a new reference from the portal.
 */
function cancelledPart(composer: ReturnType<typeof brandedDocument>, cancellation: Cancellation): void {
  composer.heading(2, 'Esta ficha ya no se puede pagar', { font: 'bold', size: 13 }, 40)
  composer.paragraph('No la pagues: el banco la rechaza. Parte de lo que cubría ya se pagó de otra forma y su importe ya no corresponde.', { font: 'bold', size: 10 })
  composer.space(4)
  for (const settled of cancellation.settled) composer.paragraph(settledSentence(settled), { size: 10 })
  composer.space(10)
  composer.heading(2, 'Lo que sigue pendiente', { font: 'bold', size: 13 }, 40)
  if (cancellation.stillDue.lines.length === 0) {
    composer.paragraph('Nada: todo lo que cubría esta ficha ya está pagado.', { size: 10 })
    return
  }
  composer.table(LINES, cancellation.stillDue.lines.map((line) => [line.label, String(line.quantity), formatCents(line.amountCents)]), 9.5)
  composer.space(4)
  composer.line(`Total pendiente: ${formatCents(cancellation.stillDue.totalCents)}`, { font: 'bold', size: 12 })
  composer.space(4)
  composer.paragraph('Págalo con una ficha nueva u otra forma de pago desde el portal.', { size: 10 })
}

/**
 * A bank reference to print or show at a branch: the brand, whose it is, the digits, the amount
 * and the last day to pay, what it pays, the banks with the university's agreement at each, and
 * how long a bank payment takes to show (spec §9). A cancelled one keeps its digits and what it
 * was made for, but says it must not be paid, why, and what is still owed, with no bank to pay
 * at and no last day. Tagged like every document of the server.
 */
export function bankReferencePdf({ reference, studentName, portal }: BankReferenceDocument, generatedAt: Date): Promise<Buffer> {
  const generated = `Generada el ${generatedLabel(generatedAt)} (hora del centro de México)`
  const composer = brandedDocument({ portal, name: BANK_REFERENCE_TITLE, title: `${BANK_REFERENCE_TITLE} ${reference.reference} · ${studentName}`, generated, generatedAt })
  const total = formatCents(reference.totalCents)
  const dueDate = longDate(dayOfIso(reference.dueDate))
  const cancellation = reference.status === 'cancelled' ? reference.cancellation : null
  composer.ensure(0)
  composer.heading(1, BANK_REFERENCE_TITLE, { font: 'bold', size: 18 })
  composer.space(4)
  composer.fields([
    ['Alumno', studentName],
    ['Número de cuenta', reference.accountNumber],
    ['Referencia', reference.reference],
    cancellation ? ['Importe original', `${total} MXN`] : ['Importe a pagar', `${total} MXN`],
    ...(cancellation ? [] : [['Fecha límite de pago', dueDate] as [string, string]]),
    ['Estado', STATUS[reference.status]],
  ], 130, 11)
  composer.space(12)
  composer.heading(2, cancellation ? 'Conceptos con los que se generó' : 'Conceptos', { font: 'bold', size: 13 }, 40)
  composer.table(LINES, [
    ...reference.lines.map((line) => [line.label, String(line.quantity), formatCents(line.amountCents)]),
  ], 9.5)
  composer.space(4)
  composer.line(`Total: ${total}`, { font: 'bold', size: 12 })
  composer.space(12)
  if (cancellation) {
    cancelledPart(composer, cancellation)
    return composer.finish()
  }
  composer.heading(2, 'Dónde pagar', { font: 'bold', size: 13 }, 40)
  composer.table(BANKS, reference.banks.map((bank) => [bank.name, bank.agreement, reference.reference]), 9.5)
  composer.space(10)
  composer.paragraph(`Paga exactamente ${total} en ventanilla o por transferencia con el convenio y la referencia de tu banco, a más tardar el ${dueDate}. Después de esa fecha la ficha vence y debes generar una nueva desde el portal.`, { size: 10 })
  composer.space(4)
  composer.paragraph(BANK_DELAY_NOTE, { font: 'bold', size: 10 })
  return composer.finish()
}
