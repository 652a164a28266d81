import { curpCheckDigit } from '../../src/contract/field-patterns.ts'
import type { GuardianKind } from '../../src/contract/guardians.ts'
import { all, run, type Db } from '../db/sql.ts'
import { insertGuardian, insertGuardianRequest, type GuardianPerson } from '../data/guardians.ts'
import type { SeedContext } from './context.ts'
import { ACCOUNTS } from './students.ts'
import { TUTOR } from './tutors.ts'

/** A CURP from its first 17 characters, with RENAPO's check digit. */
const curp = (first17: string) => `${first17}${curpCheckDigit(first17)}`

/** The demo tutor as a person: the same personal email as the tutor account, so approving a registration links it. */
const JORGE: GuardianPerson = {
  givenNames: 'Jorge', paternalSurname: 'Ramírez', maternalSurname: 'Castillo', curp: curp('RACJ750312HDFMSR0'),
  personalEmail: TUTOR.email, mobile: '5512345678', company: 'Transportes del Valle', jobTitle: 'Gerente de logística',
  occupation: 'Administrador', officePhone: '5553330000', extension: '214', relationship: 'padre', expeditionPlace: 'Ciudad de México',
}
const PATRICIA: GuardianPerson = {
  givenNames: 'Patricia', paternalSurname: 'Ruiz', maternalSurname: 'Salgado', curp: curp('RUSP780821MDFZLT0'),
  personalEmail: 'patricia.ruiz@correo.mx', mobile: '5587654321', company: '', jobTitle: '', occupation: 'Docente',
  officePhone: '', extension: '', relationship: 'madre', expeditionPlace: 'Ciudad de México',
}
const ERNESTO: GuardianPerson = {
  givenNames: 'Ernesto', paternalSurname: 'Hernández', maternalSurname: 'Lara', curp: curp('HELE760109HMCRRR0'),
  personalEmail: 'ernesto.hernandez@correo.mx', mobile: '5544332211', company: 'Hernández y Asociados', jobTitle: 'Contador',
  occupation: 'Contador público', officePhone: '5552221100', extension: '', relationship: 'padre', expeditionPlace: 'Estado de México',
}

interface Seeded {
  person: GuardianPerson
  kind: GuardianKind
  enabled: boolean
  /** The demo tutor's account sees the student while this registration is approved and enabled. */
  tutor?: boolean
  /** Days before the seed the registration was approved. */
  approvedDaysAgo: number
}

const VALERIA: Seeded[] = [
  { person: PATRICIA, kind: 'tutor', enabled: true, approvedDaysAgo: 200 },
  { person: ERNESTO, kind: 'tutor', enabled: false, approvedDaysAgo: 420 },
  { person: PATRICIA, kind: 'economic', enabled: true, approvedDaysAgo: 200 },
]

/** The demo tutor's students: two enabled and one disabled in each portal (the tutor must not see that one). */
const tutored = (enabled: boolean): Seeded[] => [
  { person: JORGE, kind: 'tutor', enabled, tutor: true, approvedDaysAgo: 300 },
  { person: JORGE, kind: 'economic', enabled: true, approvedDaysAgo: 300 },
]

const SEEDED: ReadonlyArray<[string, Seeded[]]> = [
  [ACCOUNTS.alumnoUvm, VALERIA],
  [ACCOUNTS.alumnoUvm2, VALERIA],
  [ACCOUNTS.alumnoUnitec, VALERIA],
  [ACCOUNTS.alumnoUnitec2, VALERIA],
  [ACCOUNTS.tutoredUvm, tutored(true)],
  [ACCOUNTS.tutoredUvm2, tutored(true)],
  [ACCOUNTS.tutoredUvmDisabled, tutored(false)],
  [ACCOUNTS.tutoredUnitec, tutored(true)],
  [ACCOUNTS.tutoredUnitec2, tutored(true)],
  [ACCOUNTS.tutoredUnitecDisabled, tutored(false)],
]

const DAY_MS = 86_400_000

function seedAccount(db: Db, accountNumber: string, people: readonly Seeded[], now: Date): number {
  for (const seeded of people) {
    const id = insertGuardian(db, {
      ...seeded.person, accountNumber, kind: seeded.kind, status: 'approved', enabled: seeded.enabled, tutorId: seeded.tutor ? TUTOR.tutorId : null,
    })
    const approved = new Date(now.getTime() - seeded.approvedDaysAgo * DAY_MS)
    insertGuardianRequest(db, {
      guardianId: id, action: 'register', status: 'approved', at: new Date(approved.getTime() - 4 * DAY_MS), decidedAt: approved,
      document: null, autoReview: false,
    })
  }
  return people.length
}

export function seedGuardians(db: Db, context: SeedContext): void {
  for (const [accountNumber, people] of SEEDED) seedAccount(db, accountNumber, people, context.now)
}

/** Tests only: the account's people back as seeded (registrations sent through the API are gone). */
export function reseedGuardians(db: Db, accountNumber: string, now: Date): number {
  const ids = all<{ id: number }>(db, 'SELECT id FROM guardians WHERE account_number = ?', accountNumber).map((row) => row.id)
  for (const id of ids) run(db, 'DELETE FROM guardian_requests WHERE guardian_id = ?', id)
  run(db, 'DELETE FROM guardians WHERE account_number = ?', accountNumber)
  const people = SEEDED.find(([account]) => account === accountNumber)?.[1] ?? []
  return seedAccount(db, accountNumber, people, now)
}
