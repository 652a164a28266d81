import { createHash } from 'node:crypto'
import { digitalFileEndpoints } from '../../src/contract/digital-file-endpoints.ts'
import type { Db } from '../db/sql.ts'
import { parameterOf } from '../data/catalogs.ts'
import { noticeIfComplete } from '../data/digital-file-review.ts'
import { extensionRefusal, uploadRefusal } from '../data/digital-file-status.ts'
import type { FileStore } from '../data/digital-file-store.ts'
import { calendarOf, extensionRequest, extensionType, letterById } from '../data/digital-files.ts'
import {
  fileNamesInUse, recordExtension, recordExtensionLetter, recordSignature, recordUpload, unusedExtensionLetter,
} from '../data/digital-file-writes.ts'
import { findAccountOwner } from '../data/students.ts'
import { callerMay } from './access.ts'
import { documentAnswer, LETTER_NOT_FOUND, READ_ONLY, readableFile, SERVICE, writableDocument } from './digital-file-access.ts'
import { badRequest, forbidden, notFound } from './errors.ts'
import { fileOf, type Routes } from './route.ts'
import { acceptedFile, DEFAULT_UPLOAD_MB, signaturePng } from './upload-rules.ts'

// Spec §9: an extension's letter is a PDF or a picture, at most PROSIZEFILE MB.
const LETTER_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png']
const SIGNATURE_FILE = 'firma-carta-compromiso.png'

function letterMaxMb(db: Db): number {
  const mb = Number(parameterOf(db, 'PROSIZEFILE')?.value)
  return Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_UPLOAD_MB
}

// A reason comes from a text area: line breaks and tabs are text, other control characters are not.
const TEXT_AREA_WHITESPACE = new Set(['\t', '\n', '\r'])
const hasControlCharacter = (text: string) =>
  [...text].some((char) => !TEXT_AREA_WHITESPACE.has(char) && (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))

/**
 * Every write here runs inside its transaction and must stay synchronous: the files were read and
 * identified before it began. A stored file is removed again if the transaction does not commit.
 */
export function digitalFileWriteRoutes(r: Routes, store: FileStore): void {
  function save(bytes: Uint8Array, extension: string, onRollback: (undo: () => void) => void): string {
    const storedName = store.save(bytes, extension)
    onRollback(() => store.remove(storedName))
    return storedName
  }

  r.user(digitalFileEndpoints.uploadDocument, ({ db, caller, body, files, now, onRollback }) => {
    const record = writableDocument(db, caller, body.documentDeliveredId)
    const refusal = uploadRefusal(record.facts, calendarOf(db, now).today)
    if (refusal) throw badRequest(refusal)
    const file = fileOf(files, 'file')
    const accepted = acceptedFile(file, record)
    if (fileNamesInUse(db, record.fileId).has(accepted.name.toLowerCase())) {
      throw badRequest(`Ya hay un archivo llamado "${accepted.name}" en este expediente`)
    }
    const storedName = save(file.bytes, accepted.extension, onRollback)
    recordUpload(db, {
      documentId: record.id, fileName: accepted.name, storedName, size: file.bytes.length, mimeType: accepted.mimeType,
      sha256: file.sha256, by: caller.user.fullName, at: now,
    })
    return documentAnswer(db, caller, record.id, now)
  })

  r.user(digitalFileEndpoints.extensionLetter, ({ db, caller, body, files, now, onRollback }) => {
    const record = writableDocument(db, caller, body.documentDeliveredId)
    const refusal = extensionRefusal(record.facts)
    if (refusal) throw badRequest(refusal)
    const file = fileOf(files, 'file')
    const accepted = acceptedFile(file, { allowedExtensions: LETTER_EXTENSIONS, maxSizeMb: letterMaxMb(db) })
    const storedName = save(file.bytes, accepted.extension, onRollback)
    const letterId = recordExtensionLetter(db, {
      documentId: record.id, fileName: accepted.name, storedName, size: file.bytes.length, mimeType: accepted.mimeType, at: now,
    })
    return { letterId, name: accepted.name }
  })

  r.user(digitalFileEndpoints.requestExtension, ({ db, caller, body, now }) => {
    const record = writableDocument(db, caller, body.documentDeliveredId)
    const refusal = extensionRefusal(record.facts)
    if (refusal) throw badRequest(refusal)
    const type = extensionType(db, body.typeId)
    if (!type?.active) throw badRequest('El tipo de prórroga no existe o ya no está disponible')
    if (hasControlCharacter(body.reason)) throw badRequest('El motivo tiene caracteres de control')
    if (body.letterId !== null && !unusedExtensionLetter(db, body.letterId, record.id)) {
      throw badRequest('La carta de soporte no es de este documento o ya se usó en otra solicitud')
    }
    if (body.letterId === null && type.requiresLetter) throw badRequest('Este tipo de prórroga requiere una carta de soporte')
    const id = recordExtension(db, { documentId: record.id, type, reason: body.reason, letterId: body.letterId, by: caller.user.fullName, at: now })
    const request = extensionRequest(db, id)
    if (!request) throw new Error(`extension request ${id} was not stored`)
    return request
  })

  // Signing is personal: only the account's owner signs, and only with the Editar action.
  r.user(digitalFileEndpoints.signCommitmentLetter, ({ db, caller, body, now, onRollback }) => {
    const found = letterById(db, body.letterId)
    if (!found) throw notFound(LETTER_NOT_FOUND)
    const file = readableFile(db, caller, found.letter.assignedDigitalFileId)
    if (findAccountOwner(db, file.accountNumber)?.userId !== caller.user.id) throw forbidden('Solo el alumno puede firmar su carta compromiso')
    if (!callerMay(db, caller, SERVICE, 'Editar')) throw forbidden(READ_ONLY)
    if (found.letter.status === 'signed') throw badRequest('La carta ya está firmada')
    const png = signaturePng(body.signature)
    const storedName = save(png, 'png', onRollback)
    recordSignature(db, found.letter.id, {
      documentId: found.documentId, fileName: SIGNATURE_FILE, storedName, size: png.length,
      sha256: createHash('sha256').update(png).digest('hex'), by: caller.user.fullName, at: now,
    })
    noticeIfComplete(db, file.id, now)
    const signed = letterById(db, found.letter.id)
    if (!signed) throw new Error(`letter ${found.letter.id} vanished`)
    return signed.letter
  })
}
