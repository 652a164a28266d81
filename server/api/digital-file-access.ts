import type { FileDocument } from '../../src/contract/digital-file.ts'
import type { Db } from '../db/sql.ts'
import { calendarOf, documentRecord, fileDocumentView, fileRecord, type DocumentRecord, type FileRecord } from '../data/digital-files.ts'
import { assertCanReadAccount, callerMay } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { forbidden, notFound } from './errors.ts'

/**
 * Who may do what in the digital file. Reading follows the one account rule (the owner, a tutor
 * linked and enabled, an Administrativo with Lectura). Uploading, a supporting letter and an
 * extension request are the `Crear` action of the service, signing the letter is `Editar`, each
 * for the active role: the seeded Alumno holds both, Tutor and Administrativo do not hold
 * `Crear`, so they read only.
 */
export const SERVICE = 'digital-files'
export const READ_ONLY = 'Tu rol solo puede consultar el expediente digital'
export const LETTER_NOT_FOUND = 'Carta no encontrada'

export function readableFile(db: Db, caller: KnownCaller, id: number): FileRecord {
  const file = fileRecord(db, id)
  if (!file) throw notFound('El expediente no existe')
  assertCanReadAccount(db, caller, file.accountNumber, SERVICE)
  return file
}

export function readableDocument(db: Db, caller: KnownCaller, id: number): DocumentRecord {
  const record = documentRecord(db, id)
  if (!record) throw notFound('El documento no existe')
  assertCanReadAccount(db, caller, record.accountNumber, SERVICE)
  return record
}

export const mayCreate = (db: Db, caller: KnownCaller) => callerMay(db, caller, SERVICE, 'Crear')

/** A document the caller may add a file or a request to (403 for a role that only reads). */
export function writableDocument(db: Db, caller: KnownCaller, id: number): DocumentRecord {
  const record = readableDocument(db, caller, id)
  if (!mayCreate(db, caller)) throw forbidden(READ_ONLY)
  return record
}

/** The document as this caller sees it now. */
export function documentAnswer(db: Db, caller: KnownCaller, id: number, now: Date): FileDocument {
  const record = documentRecord(db, id)
  if (!record) throw notFound('El documento no existe')
  return fileDocumentView(db, record, calendarOf(db, now), mayCreate(db, caller))
}
