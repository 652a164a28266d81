import type { Portal } from '../../src/contract/common.ts'
import type { DocumentSection, Library, LibraryItem, LibraryItemPage, ResourceKind } from '../../src/contract/digital-resources.ts'
import { all, one, type Db } from '../db/sql.ts'

/**
 * Digital resources: the libraries of each portal (open to all its students, to a campus or to a
 * program), the sections documents are filed under, and each library's documents (PDF) and images
 * with their bytes. `search_text` is title, author and subject in lower case without accents, so
 * "metodologia" finds "Metodología".
 */
export const digitalResourcesSchema = `
CREATE TABLE IF NOT EXISTS libraries (
  id TEXT PRIMARY KEY,
  portal TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (scope IN ('general', 'campus', 'program')),
  campus_code TEXT,
  campus_name TEXT,
  program_code TEXT,
  program_name TEXT,
  position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS document_sections (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS library_items (
  id INTEGER PRIMARY KEY,
  library_id TEXT NOT NULL REFERENCES libraries(id),
  kind TEXT NOT NULL CHECK (kind IN ('document', 'image')),
  title TEXT NOT NULL,
  author TEXT NOT NULL,
  subject TEXT NOT NULL,
  section_code TEXT NOT NULL REFERENCES document_sections(code),
  published_on TEXT NOT NULL,
  file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  bytes BLOB NOT NULL,
  search_text TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS library_items_library ON library_items (library_id, kind);`

/** Lower case, no accents: how titles are searched. */
export const searchable = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

interface LibraryRow {
  id: string
  name: string
  description: string
  scope: Library['scope']
  campus_name: string | null
  program_name: string | null
  documents: number
  images: number
}

const LIBRARY_SELECT = `
  SELECT l.id, l.name, l.description, l.scope, l.campus_name, l.program_name,
    (SELECT COUNT(*) FROM library_items i WHERE i.library_id = l.id AND i.kind = 'document') AS documents,
    (SELECT COUNT(*) FROM library_items i WHERE i.library_id = l.id AND i.kind = 'image') AS images
  FROM libraries l`

const library = (row: LibraryRow): Library => ({
  id: row.id, name: row.name, description: row.description, scope: row.scope,
  campusName: row.campus_name, programName: row.program_name, documents: row.documents, images: row.images,
})

/** Every library of a portal, general ones first. */
export const portalLibraries = (db: Db, portal: Portal): Library[] =>
  all<LibraryRow>(db, `${LIBRARY_SELECT} WHERE l.portal = ? ORDER BY l.position`, portal).map(library)

/** The libraries an account may use: its portal's general ones, and those of its campuses and programs. */
export function accountLibraries(db: Db, accountNumber: string, portal: Portal): Library[] {
  return all<LibraryRow>(
    db,
    `${LIBRARY_SELECT} WHERE l.portal = ? AND (l.scope = 'general'
       OR (l.scope = 'campus' AND l.campus_code IN (SELECT campus_code FROM careers WHERE account_number = ?))
       OR (l.scope = 'program' AND l.program_code IN (SELECT cv_program FROM careers WHERE account_number = ?)))
     ORDER BY l.position`,
    portal, accountNumber, accountNumber,
  ).map(library)
}

export const libraryPortal = (db: Db, id: string) => one<{ portal: Portal }>(db, 'SELECT portal FROM libraries WHERE id = ?', id)?.portal

export const documentSections = (db: Db): DocumentSection[] =>
  all<DocumentSection>(db, 'SELECT code, name FROM document_sections ORDER BY position')

export const sectionExists = (db: Db, code: string) => one<{ code: string }>(db, 'SELECT code FROM document_sections WHERE code = ?', code) !== undefined

interface ItemRow {
  id: number
  library_id: string
  kind: ResourceKind
  title: string
  author: string
  subject: string
  section: string
  published_on: string
  file_name: string
  mime_type: string
  size_bytes: number
}

const ITEM_COLUMNS = `i.id, i.library_id, i.kind, i.title, i.author, i.subject, s.name AS section, i.published_on,
  i.file_name, i.mime_type, length(i.bytes) AS size_bytes`

const item = (row: ItemRow): LibraryItem => ({
  id: row.id, libraryId: row.library_id, kind: row.kind, title: row.title, author: row.author, subject: row.subject,
  section: row.section, publishedOn: row.published_on, fileName: row.file_name, mimeType: row.mime_type, sizeBytes: row.size_bytes,
})

export interface ItemSearch {
  libraryId: string
  kind: ResourceKind
  /** Every word must be in the title, the author or the subject. */
  value: string
  /** Only the items filed under this section's code; null for every section. */
  section: string | null
  page: number
  size: number
}

/** One page of a library's documents or images, newest first. */
export function searchItems(db: Db, search: ItemSearch): LibraryItemPage {
  const words = searchable(search.value).split(/\s+/).filter(Boolean)
  const bySection = search.section === null ? [] : ['i.section_code = ?']
  const where = ['i.library_id = ?', 'i.kind = ?', ...bySection, ...words.map(() => "i.search_text LIKE ? ESCAPE '\\'")].join(' AND ')
  const params = [
    search.libraryId, search.kind, ...(search.section === null ? [] : [search.section]),
    ...words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
  ]
  const total = one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM library_items i WHERE ${where}`, ...params)?.n ?? 0
  const rows = all<ItemRow>(
    db,
    `SELECT ${ITEM_COLUMNS} FROM library_items i JOIN document_sections s ON s.code = i.section_code
     WHERE ${where} ORDER BY i.published_on DESC, i.title LIMIT ? OFFSET ?`,
    ...params, search.size, search.page * search.size,
  )
  return { content: rows.map(item), page: search.page, size: search.size, totalElements: total, totalPages: Math.ceil(total / search.size) }
}

export interface StoredItemFile {
  libraryId: string
  fileName: string
  mimeType: 'application/pdf' | 'image/png'
  bytes: Uint8Array
}

export function itemFile(db: Db, id: number): StoredItemFile | undefined {
  const row = one<{ library_id: string; file_name: string; mime_type: StoredItemFile['mimeType']; bytes: Uint8Array }>(
    db, 'SELECT library_id, file_name, mime_type, bytes FROM library_items WHERE id = ?', id,
  )
  return row && { libraryId: row.library_id, fileName: row.file_name, mimeType: row.mime_type, bytes: row.bytes }
}
