import type { FileRule } from '../../src/contract/monitor.ts'
import type * as v from 'valibot'
import type { Db } from '../db/sql.ts'
import { parameterOf } from '../data/catalogs.ts'
import { ticketRecord, type TicketRecord } from '../data/monitor-tickets.ts'
import { assertCanReadAccount, callerMay } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { forbidden, notFound } from './errors.ts'

/**
 * Who may do what in the help center. Reading follows the one account rule (the owner, a tutor
 * linked and enabled, an Administrativo with Lectura on the service). Every write (a ticket,
 * evidence, a message, a read mark, a clarification, a decision on a resolution) is the service's
 * `Crear` for the active role: the seeded Alumno holds it, Tutor and Administrativo read only.
 */
export const SERVICE = 'assistance'
export const READ_ONLY = 'Tu rol solo puede consultar el centro de ayuda'
export const TICKET_NOT_FOUND = 'La solicitud no existe'
export const TICKET_CLOSED = 'La solicitud está cerrada y no se puede reabrir'

/** Evidence: a document or a picture of at most 5 MB (spec §9's default upload limit). */
export const EVIDENCE_RULE: v.InferOutput<typeof FileRule> = { allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'], maxSizeMb: 5 }
const CHAT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'docx', 'xlsx']
const DEFAULT_CHAT_MB = 10

/** A chat attachment: its size limit is the parameter MAXFILECHAT (MB). */
export function chatFileRule(db: Db): v.InferOutput<typeof FileRule> {
  const mb = Number(parameterOf(db, 'MAXFILECHAT')?.value)
  return { allowedExtensions: CHAT_EXTENSIONS, maxSizeMb: Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_CHAT_MB }
}

export const mayCreate = (db: Db, caller: KnownCaller) => callerMay(db, caller, SERVICE, 'Crear')

export function readableTicket(db: Db, caller: KnownCaller, id: number): TicketRecord {
  const record = ticketRecord(db, id)
  if (!record) throw notFound(TICKET_NOT_FOUND)
  assertCanReadAccount(db, caller, record.row.account_number, SERVICE)
  return record
}

/** A ticket the caller may write to (403 for a role that only reads). */
export function writableTicket(db: Db, caller: KnownCaller, id: number): TicketRecord {
  const record = readableTicket(db, caller, id)
  if (!mayCreate(db, caller)) throw forbidden(READ_ONLY)
  return record
}

export function assertCanWriteAccount(db: Db, caller: KnownCaller, accountNumber: string): void {
  assertCanReadAccount(db, caller, accountNumber, SERVICE)
  if (!mayCreate(db, caller)) throw forbidden(READ_ONLY)
}
