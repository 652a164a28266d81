import type { FiscalDataBody } from '../../src/contract/fiscal.ts'
import { fiscalEndpoints } from '../../src/contract/fiscal-endpoints.ts'
import type { Db } from '../db/sql.ts'
import { appliesTo, cfdiUseOf, fiscalCatalogs, fiscalDataOf, regimeOf, saveFiscalRecord, useAllowed } from '../data/fiscal.ts'
import { findAccountOwner } from '../data/students.ts'
import { isEnabledLink, tutorOfUser } from '../data/tutors.ts'
import { assertCanReadAccount, callerMay } from './access.ts'
import { holds, type KnownCaller } from './caller.ts'
import { badRequest, forbidden } from './errors.ts'
import type { Routes } from './route.ts'

/**
 * Fiscal data (Información fiscal): who the account's receipts are invoiced to. Reading follows
 * the one account rule (own accounts, a tutor's linked and enabled students, an Administrativo
 * with Lectura). Changing it is the service's `Editar`, held by the student and the tutor (the
 * economic responsible is often the one invoiced), and only for the account's own student or a
 * linked tutor: an Administrativo reads it and changes nothing (403). Every refusal is in Spanish.
 */
export const SERVICE = 'fiscal-information'
export const READ_ONLY = 'Tu rol solo puede consultar los datos fiscales: no puede modificarlos'

const spanish = { spanish: true }

const PERSON_TYPE_WORDS = { FISICA: 'personas físicas', MORAL: 'personas morales' } as const

/** The account's own student, or a tutor linked to it and enabled. */
function ownsOrTutors(db: Db, caller: KnownCaller, accountNumber: string): boolean {
  if (findAccountOwner(db, accountNumber)?.userId === caller.user.id) return true
  if (!holds(caller, 'Tutor')) return false
  const tutor = tutorOfUser(db, caller.user.id)
  return tutor !== undefined && isEnabledLink(db, tutor.tutorId, accountNumber)
}

export function assertCanEditFiscal(db: Db, caller: KnownCaller, accountNumber: string): void {
  assertCanReadAccount(db, caller, accountNumber, SERVICE)
  if (!callerMay(db, caller, SERVICE, 'Editar') || !ownsOrTutors(db, caller, accountNumber)) throw forbidden(READ_ONLY)
}

/** Who an entry that does not fit the person type is for: the other type (none fits neither). */
const onlyFor = (types: { fisica: number; moral: number }) => (types.fisica ? PERSON_TYPE_WORDS.FISICA : PERSON_TYPE_WORDS.MORAL)

/** What the patterns cannot tell: the regime and the use exist, fit the person type and each other. */
export function assertConsistent(db: Db, body: FiscalDataBody): void {
  const regime = regimeOf(db, body.taxRegime)
  if (!regime) throw badRequest(`El régimen fiscal ${body.taxRegime} no está en el catálogo del SAT`)
  if (!appliesTo(regime, body.personType)) throw badRequest(`El régimen ${regime.code} es solo para ${onlyFor(regime)}`)
  const use = cfdiUseOf(db, body.cfdiUse)
  if (!use) throw badRequest(`El uso de CFDI ${body.cfdiUse} no está en el catálogo del SAT`)
  if (!appliesTo(use, body.personType)) throw badRequest(`El uso de CFDI ${use.code} es solo para ${onlyFor(use)}`)
  if (!useAllowed(db, regime.code, use.code)) throw badRequest(`El uso de CFDI ${use.code} no se permite con el régimen ${regime.code}`)
}

export function fiscalRoutes(r: Routes): void {
  r.user(fiscalEndpoints.fiscalCatalogs, ({ db }) => fiscalCatalogs(db), spanish)

  r.user(fiscalEndpoints.fiscalData, ({ db, caller, query }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    return fiscalDataOf(db, query.accountNumber)
  }, spanish)

  r.user(fiscalEndpoints.saveFiscalData, ({ db, caller, body, now }) => {
    assertCanEditFiscal(db, caller, body.accountNumber)
    assertConsistent(db, body)
    const { accountNumber, ...record } = body
    saveFiscalRecord(db, accountNumber, record, now)
    return fiscalDataOf(db, accountNumber)
  }, spanish)
}
