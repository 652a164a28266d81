import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Portal } from '../../src/contract/common.ts'
import type { ViewerDocument } from '../../src/contract/digital-file.ts'
import { all, one, run, type Db } from '../db/sql.ts'
import type { FileStore } from './digital-file-store.ts'

/**
 * Tickets of the external document viewer. Each names one file, for one account, for ten minutes:
 * a temporary file the person sent (kept in a store of its own), or a document's stored file.
 * Only a hash of the ticket is kept. `document_id` has no foreign key: resetting an account's
 * digital file removes its documents, and an open ticket must not stop that.
 */
export const viewerPreviewsSchema = `
CREATE TABLE IF NOT EXISTS viewer_previews (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  portal TEXT NOT NULL,
  account_number TEXT NOT NULL,
  created_by INTEGER NOT NULL,
  -- Null for a temporary file; else the document whose stored file (stored_name) it shows.
  document_id INTEGER,
  stored_name TEXT NOT NULL,
  file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  library_name TEXT NOT NULL,
  server_relative_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX IF NOT EXISTS viewer_previews_expiry ON viewer_previews (expires_at);`

export const PREVIEW_LIFETIME_MS = 10 * 60 * 1000
// An expired ticket still answers "expired" (410) for a day, then it is forgotten (401 like any unknown one).
const EXPIRED_KEPT_MS = 24 * 60 * 60 * 1000

export const TEMPORARY_LIBRARY = 'Temporal'
export const STORED_LIBRARY = 'ExpedienteDigital'

export interface PreviewRecord {
  id: string
  portal: Portal
  accountNumber: string
  createdBy: number
  documentId: number | null
  storedName: string
  fileName: string
  mimeType: string
  libraryName: string
  serverRelativeUrl: string
  expiresAt: string
  deletedAt: string | null
}

interface PreviewRow {
  id: string
  portal: Portal
  account_number: string
  created_by: number
  document_id: number | null
  stored_name: string
  file_name: string
  mime_type: string
  library_name: string
  server_relative_url: string
  expires_at: string
  deleted_at: string | null
}

const COLUMNS = 'id, portal, account_number, created_by, document_id, stored_name, file_name, mime_type, library_name, server_relative_url, expires_at, deleted_at'

const toRecord = (row: PreviewRow): PreviewRecord => ({
  id: row.id,
  portal: row.portal,
  accountNumber: row.account_number,
  createdBy: row.created_by,
  documentId: row.document_id,
  storedName: row.stored_name,
  fileName: row.file_name,
  mimeType: row.mime_type,
  libraryName: row.library_name,
  serverRelativeUrl: row.server_relative_url,
  expiresAt: row.expires_at,
  deletedAt: row.deleted_at,
})

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export interface NewPreview {
  portal: Portal
  accountNumber: string
  createdBy: number
  /** Null for a temporary file. */
  documentId: number | null
  storedName: string
  fileName: string
  mimeType: string
  now: Date
}

/** Records a ticket and answers the viewer document reference, with the only copy of the ticket. */
export function createPreview(db: Db, preview: NewPreview): ViewerDocument {
  const id = randomUUID()
  const visorToken = randomBytes(32).toString('base64url')
  const libraryName = preview.documentId === null ? TEMPORARY_LIBRARY : STORED_LIBRARY
  const serverRelativeUrl = `/${libraryName}/${id}/${preview.fileName}`
  const expiresAt = new Date(preview.now.getTime() + PREVIEW_LIFETIME_MS).toISOString()
  run(
    db,
    `INSERT INTO viewer_previews (id, token_hash, portal, account_number, created_by, document_id, stored_name, file_name, mime_type,
       library_name, server_relative_url, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id, hashOf(visorToken), preview.portal, preview.accountNumber, preview.createdBy, preview.documentId, preview.storedName,
    preview.fileName, preview.mimeType, libraryName, serverRelativeUrl, preview.now.toISOString(), expiresAt,
  )
  return { serverRelativeUrl, sharePointId: id, libraryName, name: preview.fileName, visorToken, expiresAt }
}

export function previewByToken(db: Db, token: string): PreviewRecord | undefined {
  const row = one<PreviewRow>(db, `SELECT ${COLUMNS} FROM viewer_previews WHERE token_hash = ?`, hashOf(token))
  return row && toRecord(row)
}

export function previewById(db: Db, id: string): PreviewRecord | undefined {
  const row = one<PreviewRow>(db, `SELECT ${COLUMNS} FROM viewer_previews WHERE id = ?`, id)
  return row && toRecord(row)
}

export function markPreviewDeleted(db: Db, id: string, now: Date): void {
  run(db, 'UPDATE viewer_previews SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL', now.toISOString(), id)
}

/**
 * Removes from the preview store every file no live temporary ticket names (expired or closed
 * ones, and what a crash left half-written), and forgets tickets expired long ago. Answers how
 * many files went.
 */
export function sweepPreviews(db: Db, store: FileStore, now: Date): number {
  run(db, 'DELETE FROM viewer_previews WHERE expires_at < ?', new Date(now.getTime() - EXPIRED_KEPT_MS).toISOString())
  const live = all<{ stored_name: string }>(
    db,
    'SELECT stored_name FROM viewer_previews WHERE document_id IS NULL AND deleted_at IS NULL AND expires_at > ?',
    now.toISOString(),
  )
  return store.sweep(new Set(live.map((row) => row.stored_name)))
}
