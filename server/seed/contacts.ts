import type { AddressValues } from '../../src/contract/contact.ts'
import type { Db } from '../db/sql.ts'
import { clearContacts, destinationOf, insertContact, insertRequest, TYPE_IDS, type Fields } from '../data/contacts.ts'
import { clearOtp } from '../data/otp.ts'
import { isoDay, localDay, ACADEMIC_ZONE } from '../data/academic-time.ts'
import { samplePdf } from './sample-files.ts'
import type { SeedContext } from './context.ts'
import { ACCOUNTS, SEED_STUDENTS } from './students.ts'

const DAY_MS = 24 * 60 * 60 * 1000

interface SeededContact {
  typeId: number
  fields: Fields
  verified: boolean
}

const phone = (typeId: number, number: string, verified: boolean, extension: string | null = null): SeededContact => ({
  typeId, fields: { number, extension }, verified,
})
const email = (typeId: number, address: string): SeededContact => ({ typeId, fields: { address }, verified: true })
const address = (typeId: number, values: AddressValues): SeededContact => ({ typeId, fields: values, verified: false })

interface Plan {
  phones: SeededContact[]
  emails: SeededContact[]
  addresses: SeededContact[]
  /** An address change awaiting review: the new values of the first address. */
  pendingEdit?: AddressValues
}

const institutional = (accountNumber: string, portal: string) => `${accountNumber}@${portal === 'uvm' ? 'my.uvm.edu.mx' : 'my.unitec.edu.mx'}`

/**
 * Every named account gets 2 phones (a confirmed mobile and a landline the university had from
 * admission, never confirmed), 2 emails (a personal one and the institutional one) and 1 address;
 * 010245872 also has a change of its address in review (seeded: it waits for the test hooks).
 */
function planOf(accountNumber: string, portal: string, index: number): Plan {
  const n = String(index).padStart(2, '0')
  const plan: Plan = {
    phones: [phone(TYPE_IDS.mobile, `55123456${n}`, true), phone(TYPE_IDS.home, `55560012${n}`, false)],
    emails: [email(TYPE_IDS.personal, `contacto.${accountNumber}@correo.mx`), email(TYPE_IDS.institutional, institutional(accountNumber, portal))],
    addresses: [address(TYPE_IDS.currentAddress, {
      street: 'Avenida Universidad', exteriorNumber: String(1000 + index), interiorNumber: index % 2 === 0 ? `Depto. ${index + 1}` : null,
      colony: 'Santa Cruz Atoyac', municipality: 'Benito Juárez', state: 'Ciudad de México', zipCode: '03310',
    })],
  }
  if (accountNumber === ACCOUNTS.alumnoUvm2) {
    plan.pendingEdit = {
      street: 'Calzada de Tlalpan', exteriorNumber: '3000', interiorNumber: null, colony: 'Espartaco', municipality: 'Coyoacán',
      state: 'Ciudad de México', zipCode: '04870',
    }
  }
  return plan
}

const NAMED: readonly string[] = Object.values(ACCOUNTS)

function seedAccount(db: Db, accountNumber: string, now: Date): number {
  const student = SEED_STUDENTS.find((s) => s.accountNumber === accountNumber)
  const index = NAMED.indexOf(accountNumber)
  if (!student || index < 0) return 0
  const plan = planOf(accountNumber, student.portal, index)
  const added = new Date(now.getTime() - 400 * DAY_MS)
  let count = 0
  let firstAddress: number | null = null
  for (const [kind, contacts] of [['phone', plan.phones], ['email', plan.emails], ['address', plan.addresses]] as const) {
    for (const c of contacts) {
      const destination = kind === 'address' ? null
        : destinationOf(kind, kind === 'phone' ? (c.fields as { number: string }).number : (c.fields as { address: string }).address)
      const id = insertContact(db, { accountNumber, kind, typeId: c.typeId, fields: c.fields, destination, verified: c.verified }, added)
      if (kind === 'address') firstAddress ??= id
      count++
    }
  }
  if (plan.pendingEdit && firstAddress !== null) {
    // A receipt of last week, Mexico City.
    const proofDate = isoDay(localDay(new Date(now.getTime() - 7 * DAY_MS), ACADEMIC_ZONE))
    insertRequest(db, {
      accountNumber, kind: 'address', action: 'edit', contactId: firstAddress, typeId: TYPE_IDS.currentAddress, fields: plan.pendingEdit,
      status: 'pending', at: new Date(now.getTime() - 2 * DAY_MS), autoReview: false,
      proof: { name: 'Recibo de luz.pdf', mime: 'application/pdf', bytes: samplePdf('Recibo de luz'), date: proofDate },
    })
  }
  return count
}

export function seedContacts(db: Db, context: SeedContext): void {
  for (const accountNumber of NAMED) seedAccount(db, accountNumber, context.now)
}

/** Tests only: the account's contacts as seeded, dated from `now`, with no codes sent. Answers how many contacts it has. */
export function reseedContacts(db: Db, accountNumber: string, now: Date): number {
  clearContacts(db, accountNumber)
  clearOtp(db, accountNumber)
  return seedAccount(db, accountNumber, now)
}
