import type { ServiceActions } from '../../src/contract/catalogs.ts'
import { NO_ACTIONS } from '../../src/contract/catalogs.ts'
import type { Db } from '../db/sql.ts'
import { actionsFor } from '../data/permissions.ts'
import { serviceId, type ServiceKey } from '../data/service-list.ts'
import { findAccountOwner, hasCareer } from '../data/students.ts'
import { isEnabledLink, tutorOfUser } from '../data/tutors.ts'
import { ROLE_IDS } from '../data/users.ts'
import { holds, type KnownCaller } from './caller.ts'
import { badRequest, forbidden } from './errors.ts'

/** Actions the caller's active role has on a service (spec §6: all false unless granted). */
export function callerActions(db: Db, caller: KnownCaller, service: number): ServiceActions {
  return caller.activeRole ? actionsFor(db, ROLE_IDS[caller.activeRole], service) : { ...NO_ACTIONS }
}

export function callerMay(db: Db, caller: KnownCaller, service: ServiceKey, action: keyof ServiceActions): boolean {
  return callerActions(db, caller, serviceId(service))[action]
}

/**
 * The one rule for every account-scoped route: the account must be of the requested portal, and
 * be the caller's own, or a student linked to them as tutor and enabled, or readable by their
 * active Administrativo role on that service.
 */
export function canReadAccount(db: Db, caller: KnownCaller, accountNumber: string, service: ServiceKey): boolean {
  const account = findAccountOwner(db, accountNumber)
  if (!account || account.portal !== caller.portal) return false
  if (account.userId === caller.user.id) return true
  if (holds(caller, 'Tutor')) {
    const tutor = tutorOfUser(db, caller.user.id)
    if (tutor && isEnabledLink(db, tutor.tutorId, accountNumber)) return true
  }
  return caller.activeRole === 'Administrativo' && callerMay(db, caller, service, 'Lectura')
}

export function assertCanReadAccount(db: Db, caller: KnownCaller, accountNumber: string, service: ServiceKey): void {
  if (!canReadAccount(db, caller, accountNumber, service)) {
    throw forbidden('No tienes acceso a la información de esta cuenta')
  }
}

/** A call about one selected career: the account must be readable and the career one of its own. */
export function assertCanReadCareer(
  db: Db, caller: KnownCaller, accountNumber: string, program: string, campus: string, service: ServiceKey,
): void {
  assertCanReadAccount(db, caller, accountNumber, service)
  if (!hasCareer(db, accountNumber, program, campus)) throw badRequest('El programa y el campus no corresponden a la cuenta')
}

/**
 * Architecture §9: a change of the student's personal data (contact, photo, tutors…) is made only
 * by the account's own student, acting as Alumno with one of the service's `actions`; `refusals`
 * says why not, for the role and for someone else's account.
 */
export function assertOwnStudentWrite(
  db: Db, caller: KnownCaller, accountNumber: string, service: ServiceKey, actions: ReadonlyArray<keyof ServiceActions>,
  refusals: { role: string; account: string },
): void {
  if (caller.activeRole !== 'Alumno' || !actions.some((action) => callerMay(db, caller, service, action))) throw forbidden(refusals.role)
  const account = findAccountOwner(db, accountNumber)
  if (!account || account.portal !== caller.portal || account.userId !== caller.user.id) throw forbidden(refusals.account)
}
