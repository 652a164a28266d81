import type { Portal } from '../../src/contract/common.ts'
import type { BankReference, ReferenceStatus } from '../../src/contract/payments.ts'
import { BANK_DELAY_NOTE } from '../data/payments-references.ts'
import { dayOfIso, formatCents, longDate } from '../data/payments-time.ts'
import type { Column } from './compose.ts'
import { brandedDocument, generatedLabel } from './cycle-document.ts'

export const BANK_REFERENCE_TITLE = 'Ficha de pago referenciado'


const STATUS: Record<ReferenceStatus, string> = { pending: 'Pendiente de pago', paid: 'Pagada', expired: 'Vencida' }

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

/**
 * A bank reference to print or show at a branch: the brand, whose it is, the digits, the amount
 * and the last day to pay, what it pays, the banks with the university's agreement at each, and
 * how long a bank payment takes to show (spec §9). Tagged like every document of the server.
 */
export function bankReferencePdf({ reference, studentName, portal }: BankReferenceDocument, generatedAt: Date): Promise<Buffer> {
  const generated = `Generada el ${generatedLabel(generatedAt)} (hora del centro de México)`
  const composer = brandedDocument({ portal, name: BANK_REFERENCE_TITLE, title: `${BANK_REFERENCE_TITLE} ${reference.reference} · ${studentName}`, generated, generatedAt })
  const total = formatCents(reference.totalCents)
  const dueDate = longDate(dayOfIso(reference.dueDate))
  composer.ensure(0)
  composer.heading(1, BANK_REFERENCE_TITLE, { font: 'bold', size: 18 })
  composer.space(4)
  composer.fields([
    ['Alumno', studentName],
    ['Número de cuenta', reference.accountNumber],
    ['Referencia', reference.reference],
    ['Importe a pagar', `${total} MXN`],
    ['Fecha límite de pago', dueDate],
    ['Estado', STATUS[reference.status]],
  ], 130, 11)
  composer.space(12)
  composer.heading(2, 'Conceptos', { font: 'bold', size: 13 }, 40)
  composer.table(LINES, [
    ...reference.lines.map((line) => [line.label, String(line.quantity), formatCents(line.amountCents)]),
  ], 9.5)
  composer.space(4)
  composer.line(`Total: ${total}`, { font: 'bold', size: 12 })
  composer.space(12)
  composer.heading(2, 'Dónde pagar', { font: 'bold', size: 13 }, 40)
  composer.table(BANKS, reference.banks.map((bank) => [bank.name, bank.agreement, reference.reference]), 9.5)
  composer.space(10)
  composer.paragraph(`Paga exactamente ${total} en ventanilla o por transferencia con el convenio y la referencia de tu banco, a más tardar el ${dueDate}. Después de esa fecha la ficha vence y debes generar una nueva desde el portal.`, { size: 10 })
  composer.space(4)
  composer.paragraph(BANK_DELAY_NOTE, { font: 'bold', size: 10 })
  return composer.finish()
}
