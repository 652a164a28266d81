import type { Db } from '../db/sql.ts'
import { findAccountOwner } from '../data/students.ts'
import { assertCanReadAccount, callerMay } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { forbidden } from './errors.ts'

/**
 * Who may do what with an account's payments. Reading follows the one account rule (the student's
 * own accounts, a tutor's linked and enabled students, an Administrativo with Lectura on the
 * service). Paying is the service's `Ejecutar`: the student and the tutor hold it, the
 * Administrativo does not (403). The wallet is the student's own: only the account's owner.
 */
export const SERVICE = 'payments'
export const READ_ONLY = 'Tu rol solo puede consultar los pagos: no puede generar fichas ni pagar'
export const WALLET_IS_PERSONAL = 'La cartera es personal del alumno: solo el titular de la cuenta puede usarla'

export function assertCanPay(db: Db, caller: KnownCaller, accountNumber: string): void {
  assertCanReadAccount(db, caller, accountNumber, SERVICE)
  if (!callerMay(db, caller, SERVICE, 'Ejecutar')) throw forbidden(READ_ONLY)
}

/** The caller is the account's own student. */
export const ownsAccount = (db: Db, caller: KnownCaller, accountNumber: string) => findAccountOwner(db, accountNumber)?.userId === caller.user.id

/** Only the account's own student may see or change its wallet. */
export function assertOwnsWallet(db: Db, caller: KnownCaller, accountNumber: string): void {
  assertCanReadAccount(db, caller, accountNumber, SERVICE)
  if (!ownsAccount(db, caller, accountNumber)) throw forbidden(WALLET_IS_PERSONAL)
}
