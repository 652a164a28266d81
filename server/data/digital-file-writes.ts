import type { ExtensionType, HistoryEvent } from '../../src/contract/digital-file.ts'
import { all, one, run, type Db } from '../db/sql.ts'

/** Who the history names for anything the university's back office does. */
export const REVIEWER = 'Revisión de documentos'

export function addHistory(
  db: Db, documentId: number, at: Date, event: HistoryEvent, by: string, fileName: string | null = null, reason: string | null = null,
): void {
  run(
    db, 'INSERT INTO digital_file_history (document_id, at, event, by_name, file_name, reason) VALUES (?, ?, ?, ?, ?, ?)',
    documentId, at.toISOString(), event, by, fileName, reason,
  )
}

export interface StoredUpload {
  documentId: number
  fileName: string
  storedName: string
  size: number
  mimeType: string
  sha256: string
  by: string
  at: Date
}

/** A student's file, waiting for the reviewer. */
export function recordUpload(db: Db, upload: StoredUpload): void {
  run(
    db,
    `INSERT INTO digital_file_uploads (document_id, file_name, stored_name, size, mime_type, sha256, uploaded_at, uploaded_by, review, auto_review)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 1)`,
    upload.documentId, upload.fileName, upload.storedName, upload.size, upload.mimeType, upload.sha256, upload.at.toISOString(), upload.by,
  )
  addHistory(db, upload.documentId, upload.at, 'uploaded', upload.by, upload.fileName)
}

/**
 * Names already taken in a digital file (lower case): the file each document holds now. A
 * rejected file no longer counts, so the corrected one may keep its name.
 */
export function fileNamesInUse(db: Db, fileId: number): Set<string> {
  const rows = all<{ file_name: string }>(
    db,
    `SELECT u.file_name FROM digital_file_uploads u JOIN digital_file_documents d ON d.id = u.document_id
     WHERE d.file_id = ? AND u.review <> 'rejected'`,
    fileId,
  )
  return new Set(rows.map((row) => row.file_name.toLowerCase()))
}

export function recordExtensionLetter(db: Db, letter: Omit<StoredUpload, 'sha256' | 'by'>): number {
  return run(
    db,
    `INSERT INTO digital_file_extension_letters (document_id, file_name, stored_name, size, mime_type, uploaded_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    letter.documentId, letter.fileName, letter.storedName, letter.size, letter.mimeType, letter.at.toISOString(),
  ).lastId
}

/** A supporting letter of this document that no request uses yet. */
export function unusedExtensionLetter(db: Db, letterId: number, documentId: number): { fileName: string } | undefined {
  const row = one<{ file_name: string }>(
    db,
    `SELECT l.file_name FROM digital_file_extension_letters l
     WHERE l.id = ? AND l.document_id = ? AND NOT EXISTS (SELECT 1 FROM digital_file_extensions x WHERE x.letter_id = l.id)`,
    letterId, documentId,
  )
  return row && { fileName: row.file_name }
}

export interface NewExtension {
  documentId: number
  type: ExtensionType
  reason: string
  letterId: number | null
  by: string
  at: Date
}

export function recordExtension(db: Db, request: NewExtension): number {
  const { lastId } = run(
    db,
    `INSERT INTO digital_file_extensions (document_id, type_id, days, reason, letter_id, status, requested_at, auto_review)
     VALUES (?, ?, ?, ?, ?, 'pending-approval', ?, 1)`,
    request.documentId, request.type.id, request.type.days, request.reason, request.letterId, request.at.toISOString(),
  )
  addHistory(db, request.documentId, request.at, 'extension-requested', request.by, null, request.reason)
  return lastId
}

/** The signed letter: its signature becomes the file of the letter's row, already accepted. */
export function recordSignature(db: Db, letterId: number, signature: Omit<StoredUpload, 'mimeType'>): void {
  const at = signature.at.toISOString()
  run(db, "UPDATE digital_file_letters SET status = 'signed', signed_at = ?, rejection_reason = NULL WHERE id = ?", at, letterId)
  run(
    db,
    `INSERT INTO digital_file_uploads (document_id, file_name, stored_name, size, mime_type, sha256, uploaded_at, uploaded_by, review, decided_at, auto_review)
     VALUES (?, ?, ?, ?, 'image/png', ?, ?, ?, 'approved', ?, 0)`,
    signature.documentId, signature.fileName, signature.storedName, signature.size, signature.sha256, at, signature.by, at,
  )
  addHistory(db, signature.documentId, signature.at, 'letter-signed', signature.by, signature.fileName)
}
