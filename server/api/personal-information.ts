import * as v from 'valibot'
import { birthDateFor, patternMessage } from '../../src/contract/field-patterns.ts'
import { personalInformationEndpoints } from '../../src/contract/personal-information-endpoints.ts'
import {
  changesBetween, DOCUMENT_EXTENSIONS, DOCUMENT_MAX_MB, needsDocument, type PersonalInformation, type PersonalValues,
} from '../../src/contract/personal-information.ts'
import type { Db } from '../db/sql.ts'
import { isoDay, localDay } from '../data/academic-time.ts'
import { insertPersonalRequest, pendingPersonalRequestOf, personalInformationOf } from '../data/personal-information.ts'
import { findAccountOwner } from '../data/students.ts'
import { personalInformationPdf } from '../pdf/personal-information.ts'
import { assertCanReadAccount, callerMay } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { badRequest, forbidden, HttpError, notFound } from './errors.ts'
import { BinaryAnswer, type Routes } from './route.ts'
import { acceptedFile } from './upload-rules.ts'

const SERVICE = 'student-information'

export const ONLY_THE_STUDENT = 'Solo el alumno puede solicitar cambios a sus datos personales'
export const OWN_ACCOUNTS_ONLY = 'Solo puedes solicitar cambios a los datos personales de tus propias cuentas'
export const NO_RECORD = 'La cuenta no tiene datos personales registrados'
export const ONE_PENDING = 'Ya tienes una solicitud de cambio en revisión; espera la respuesta antes de enviar otra'
export const NOTHING_CHANGED = 'La solicitud no cambia ningún dato: escribe al menos un valor distinto de los registrados'
export const DOCUMENT_REQUIRED = 'Un cambio de nombre, apellidos o estado civil necesita un documento oficial (PDF, JPG o PNG)'

/**
 * Spec §6 and architecture §9: personal data is the student's, so only the account's own student
 * asks to change it, with the service's Editar; a tutor or an administrative reads it
 * (`assertCanReadAccount`).
 */
function assertOwnStudent(db: Db, caller: KnownCaller, accountNumber: string): void {
  if (caller.activeRole !== 'Alumno' || !callerMay(db, caller, SERVICE, 'Editar')) throw forbidden(ONLY_THE_STUDENT)
  const account = findAccountOwner(db, accountNumber)
  if (!account || account.portal !== caller.portal || account.userId !== caller.user.id) throw forbidden(OWN_ACCOUNTS_ONLY)
}

function readable(db: Db, caller: KnownCaller, accountNumber: string): PersonalInformation {
  assertCanReadAccount(db, caller, accountNumber, SERVICE)
  const info = personalInformationOf(db, accountNumber)
  if (!info) throw notFound(NO_RECORD)
  return info
}

/** Spec §5, §9: the age the birth date gives today in Mexico City is 10 to 120 years; the 400 says the rule's sentence. */
function assertAgeInRange(birthDate: string, now: Date): void {
  const checked = v.safeParse(birthDateFor(isoDay(localDay(now))), birthDate)
  if (!checked.success) throw badRequest(patternMessage(checked.issues))
}

export function personalInformationRoutes(r: Routes): void {
  const e = personalInformationEndpoints

  r.user(e.personalInformation, ({ db, caller, query }) => readable(db, caller, query.accountNumber), { spanish: true })

  r.user(e.personalInformationPdf, async ({ db, caller, body, now }) => {
    const info = readable(db, caller, body.accountNumber)
    const bytes = await personalInformationPdf(info, caller.portal, now)
    return new BinaryAnswer(bytes, 'application/pdf', `datos-personales-${info.accountNumber}.pdf`)
  }, { spanish: true })

  // Synchronous, inside the write's transaction: the document was read and identified before it began.
  r.user(e.requestPersonalChange, ({ db, caller, body, files, now }) => {
    const { accountNumber, ...values } = body
    assertOwnStudent(db, caller, accountNumber)
    const info = personalInformationOf(db, accountNumber)
    if (!info) throw notFound(NO_RECORD)
    if (pendingPersonalRequestOf(db, accountNumber)) throw new HttpError(409, ONE_PENDING)
    const changes = changesBetween(info.record, values as PersonalValues)
    if (changes.length === 0) throw badRequest(NOTHING_CHANGED)
    if (changes.some((change) => change.field === 'birthDate')) assertAgeInRange(values.birthDate, now)
    const file = files.get('file')
    if (!file && needsDocument(changes)) throw badRequest(DOCUMENT_REQUIRED)
    const document = file ? acceptedFile(file, { allowedExtensions: DOCUMENT_EXTENSIONS, maxSizeMb: DOCUMENT_MAX_MB }) : null
    insertPersonalRequest(db, {
      accountNumber, changes, status: 'pending', at: now, autoReview: true,
      document: document && file ? { name: document.name, mime: document.mimeType, bytes: file.bytes } : null,
    })
    return personalInformationOf(db, accountNumber) ?? info
  }, { spanish: true })
}
