import type { MaritalStatus, PersonalRecord, Sex } from '../../src/contract/personal-information.ts'
import { dayParts, localDay } from '../data/academic-time.ts'
import { CURP_STATES, curpOf } from '../../src/contract/curp.ts'
import { clearPersonalInformation, insertPersonalRequest, renameAccount, saveRecord } from '../data/personal-information.ts'
import { DOCUMENT_MISMATCH } from '../data/personal-review.ts'
import type { Db } from '../db/sql.ts'
import type { SeedContext } from './context.ts'
import { samplePdf } from './sample-files.ts'
import { ACCOUNTS, SEED_STUDENTS, type SeedStudent } from './students.ts'

const DAY_MS = 24 * 60 * 60 * 1000

interface Person {
  /** Whole years on this day of the seed's year; the birthday may still be ahead. */
  age: number
  /** `MM-DD` of the birthday. */
  birthday: string
  sex: Sex
  /** RENAPO's code of the state of birth. */
  state: string
  maritalStatus: MaritalStatus
}

/** The people with a sign-in or a tutor; the Ramírez Torres are the tutor's children. */
const NAMED: Readonly<Record<string, Person>> = {
  // 14 March 1999 when seeded in 2025, as her RFC (HERV990314…) in the fiscal data says.
  'Valeria Hernández Ruiz': { age: 26, birthday: '03-14', sex: 'M', state: 'DF', maritalStatus: 'SOLTERO' },
  'Laura Gómez Villanueva': { age: 34, birthday: '07-22', sex: 'M', state: 'JC', maritalStatus: 'CASADO' },
  'Carlos Mendoza Pérez': { age: 21, birthday: '11-02', sex: 'H', state: 'PL', maritalStatus: 'SOLTERO' },
  'Diego Ramírez Torres': { age: 21, birthday: '05-09', sex: 'H', state: 'DF', maritalStatus: 'SOLTERO' },
  'Mariana Ramírez Torres': { age: 16, birthday: '01-27', sex: 'M', state: 'DF', maritalStatus: 'SOLTERO' },
  'Andrés Ramírez Olvera': { age: 22, birthday: '09-30', sex: 'H', state: 'QT', maritalStatus: 'UNION_LIBRE' },
  'Sofía Ramírez Torres': { age: 19, birthday: '12-05', sex: 'M', state: 'DF', maritalStatus: 'SOLTERO' },
  'Emilio Ramírez Torres': { age: 18, birthday: '04-18', sex: 'H', state: 'MC', maritalStatus: 'SOLTERO' },
  'Renata Ramírez Olvera': { age: 20, birthday: '08-11', sex: 'M', state: 'GT', maritalStatus: 'SOLTERO' },
}

const WOMEN = new Set(['Ana', 'María', 'Ximena', 'Regina', 'Camila'])
/** Where a campus is: the state most of its students were born in. */
const CAMPUS_STATES: Readonly<Record<string, string>> = { GDS: 'JC', GDL: 'JC', PUE: 'PL', QRO: 'QT', LEO: 'GT', ATI: 'MC', ECA: 'MC', LVE: 'MC' }

/** The generated students: 18 to 23 years old, born near their campus, single. */
function generatedPerson(student: SeedStudent, index: number): Person {
  const first = student.fullName.split(' ')[0] ?? ''
  const month = String((index % 12) + 1).padStart(2, '0')
  const day = String(((index * 7) % 28) + 1).padStart(2, '0')
  return {
    age: 18 + (index % 6), birthday: `${month}-${day}`, sex: WOMEN.has(first) ? 'M' : 'H', state: CAMPUS_STATES[student.campusCode] ?? 'DF',
    maritalStatus: 'SOLTERO',
  }
}

/** "Ana Sofía García López" → given names "Ana Sofía", surnames "García" and "López": every seeded name ends in two surnames. */
function splitName(fullName: string): Pick<PersonalRecord, 'givenNames' | 'paternalSurname' | 'maternalSurname'> {
  const words = fullName.trim().split(/\s+/)
  return { givenNames: words.slice(0, -2).join(' '), paternalSurname: words.at(-2) ?? '', maternalSurname: words.at(-1) ?? null }
}

/**
 * The account holder's record, dated from `now`: the names of the account, a birth date `age`
 * years before the seed's year (so an age stays within 10 to 120 years for a century whatever the
 * day), the CURP those give, Mexican, born in the state its CURP names.
 */
export function seededRecord(student: SeedStudent, now: Date): PersonalRecord {
  const person = NAMED[student.fullName] ?? generatedPerson(student, SEED_STUDENTS.indexOf(student))
  const { year } = dayParts(localDay(now))
  const birthDate = `${year - person.age}-${person.birthday}`
  const names = splitName(student.fullName)
  return {
    ...names,
    curp: curpOf({ ...names, birthDate, sex: person.sex, state: person.state }),
    birthDate,
    sex: person.sex,
    maritalStatus: person.maritalStatus,
    nationality: 'Mexicana',
    birthPlace: CURP_STATES[person.state] ?? 'Ciudad de México',
  }
}

/**
 * The requests seeded beside the records, so each state reads on screen: 010245871 had a change of
 * its given names turned down two months ago; 010245872 has a change of its place of birth in
 * review (seeded: it waits for the test hooks). Every other account has none.
 */
function seedRequests(db: Db, accountNumber: string, record: PersonalRecord, now: Date): void {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)
  if (accountNumber === ACCOUNTS.alumnoUvm) {
    insertPersonalRequest(db, {
      accountNumber, changes: [{ field: 'givenNames', from: record.givenNames, to: `${record.givenNames} Sofía` }], status: 'rejected',
      at: daysAgo(60), decidedAt: daysAgo(56), reason: DOCUMENT_MISMATCH, autoReview: false,
      document: { name: 'Acta de nacimiento.pdf', mime: 'application/pdf', bytes: samplePdf('Acta de nacimiento') },
    })
  }
  if (accountNumber === ACCOUNTS.alumnoUvm2) {
    insertPersonalRequest(db, {
      accountNumber, changes: [{ field: 'birthPlace', from: record.birthPlace, to: 'Puebla' }], status: 'pending', at: daysAgo(2), autoReview: false,
    })
  }
}

function seedAccount(db: Db, student: SeedStudent, now: Date): void {
  const record = seededRecord(student, now)
  saveRecord(db, student.accountNumber, record, new Date(now.getTime() - 400 * DAY_MS))
  seedRequests(db, student.accountNumber, record, now)
}

export function seedPersonalInformation(db: Db, context: SeedContext): void {
  for (const student of SEED_STUDENTS) seedAccount(db, student, context.now)
}

/** Tests only: the account's record and requests as seeded, dated from `now`. False for an account the seed does not know. */
export function reseedPersonalInformation(db: Db, accountNumber: string, now: Date): boolean {
  const student = SEED_STUDENTS.find((s) => s.accountNumber === accountNumber)
  if (!student) return false
  clearPersonalInformation(db, accountNumber)
  renameAccount(db, accountNumber, student.fullName)
  seedAccount(db, student, now)
  return true
}
