import type {
  CommitmentLetter, DigitalFile, DocumentStatus, ExtensionRequest, ExtensionType, FileDocument, HistoryEntry, HistoryEvent,
  RequestStatus,
} from '../../src/contract/digital-file.ts'
import { all, bool, one, type Db } from '../db/sql.ts'
import { isoDay, localDay, type Day } from './academic-time.ts'
import { parameterOf } from './catalogs.ts'
import { documentStatus, effectiveDue, extensionRefusal, fileStatusWord, isDone, STATUS_WORD_OF, uploadRefusal, type StatusFacts } from './digital-file-status.ts'

/** Spec §9: the notice before expiry, in days, when the parameter is missing or unreadable. */
const DEFAULT_NEAR_EXPIRY_DAYS = 15

/** The day statuses are computed for, and the width of the "about to expire" window. */
export interface Calendar {
  today: Day
  nearExpiryDays: number
}

export function calendarOf(db: Db, now: Date): Calendar {
  const days = Number(parameterOf(db, 'EXPPROXVEN')?.value)
  return { today: localDay(now), nearExpiryDays: Number.isInteger(days) && days >= 0 ? days : DEFAULT_NEAR_EXPIRY_DAYS }
}

export interface FileRecord {
  id: number
  accountNumber: string
  cvProgram: string
  campusCode: string
  name: string
  assignedAt: string
  completedNotifiedAt: string | null
}

export interface UploadRecord {
  id: number
  fileName: string
  storedName: string
  size: number
  mimeType: string
  uploadedAt: string
  decisionReason: string | null
}

export interface DocumentRecord {
  id: number
  fileId: number
  accountNumber: string
  kind: 'document' | 'letter'
  name: string
  description: string
  allowedExtensions: string[]
  maxSizeMb: number
  dueDate: string | null
  physical: FileDocument['physical']
  upload: UploadRecord | null
  extensionId: number | null
  facts: StatusFacts
}

interface FileRow {
  id: number
  account_number: string
  cv_program: string
  campus_code: string
  name: string
  assigned_at: string
  completed_notified_at: string | null
}

const FILE_COLUMNS = 'id, account_number, cv_program, campus_code, name, assigned_at, completed_notified_at'

const toFile = (row: FileRow): FileRecord => ({
  id: row.id,
  accountNumber: row.account_number,
  cvProgram: row.cv_program,
  campusCode: row.campus_code,
  name: row.name,
  assignedAt: row.assigned_at,
  completedNotifiedAt: row.completed_notified_at,
})

export function fileRecord(db: Db, id: number): FileRecord | undefined {
  const row = one<FileRow>(db, `SELECT ${FILE_COLUMNS} FROM digital_files WHERE id = ?`, id)
  return row && toFile(row)
}

export function filesOfCareer(db: Db, accountNumber: string, cvProgram: string, campusCode: string): FileRecord[] {
  return all<FileRow>(
    db, `SELECT ${FILE_COLUMNS} FROM digital_files WHERE account_number = ? AND cv_program = ? AND campus_code = ? ORDER BY id`,
    accountNumber, cvProgram, campusCode,
  ).map(toFile)
}

export function filesOfAccount(db: Db, accountNumber: string): FileRecord[] {
  return all<FileRow>(db, `SELECT ${FILE_COLUMNS} FROM digital_files WHERE account_number = ? ORDER BY id`, accountNumber).map(toFile)
}

interface DocumentRow {
  id: number
  file_id: number
  account_number: string
  kind: 'document' | 'letter'
  name: string
  description: string
  allowed_extensions: string
  max_size_mb: number
  due_date: string | null
  physical_place: string | null
  physical_until: string | null
  physical_delivered_at: string | null
  u_id: number | null
  u_file_name: string
  u_stored_name: string
  u_size: number
  u_mime_type: string
  u_uploaded_at: string
  u_review: 'pending' | 'approved' | 'rejected' | null
  u_decision_reason: string | null
  x_id: number | null
  x_status: RequestStatus | null
  x_new_due_date: string | null
  letter_status: 'unsigned' | 'signed' | 'rejected' | null
}

// The latest upload and the latest extension request of each document come along.
const DOCUMENT_QUERY = `
SELECT d.id, d.file_id, f.account_number, d.kind, d.name, d.description, d.allowed_extensions, d.max_size_mb, d.due_date,
  d.physical_place, d.physical_until, d.physical_delivered_at,
  u.id AS u_id, u.file_name AS u_file_name, u.stored_name AS u_stored_name, u.size AS u_size, u.mime_type AS u_mime_type,
  u.uploaded_at AS u_uploaded_at, u.review AS u_review, u.decision_reason AS u_decision_reason,
  x.id AS x_id, x.status AS x_status, x.new_due_date AS x_new_due_date, l.status AS letter_status
FROM digital_file_documents d
JOIN digital_files f ON f.id = d.file_id
LEFT JOIN digital_file_uploads u ON u.id = (SELECT MAX(id) FROM digital_file_uploads WHERE document_id = d.id)
LEFT JOIN digital_file_extensions x ON x.id = (SELECT MAX(id) FROM digital_file_extensions WHERE document_id = d.id)
LEFT JOIN digital_file_letters l ON l.document_id = d.id`

function toDocument(row: DocumentRow): DocumentRecord {
  const physical = row.physical_place !== null && row.physical_until !== null
    ? { place: row.physical_place, until: row.physical_until, deliveredAt: row.physical_delivered_at }
    : null
  const upload = row.u_id === null ? null : {
    id: row.u_id, fileName: row.u_file_name, storedName: row.u_stored_name, size: row.u_size, mimeType: row.u_mime_type,
    uploadedAt: row.u_uploaded_at, decisionReason: row.u_decision_reason,
  }
  return {
    id: row.id,
    fileId: row.file_id,
    accountNumber: row.account_number,
    kind: row.kind,
    name: row.name,
    description: row.description,
    allowedExtensions: row.allowed_extensions.split(',').filter(Boolean),
    maxSizeMb: row.max_size_mb,
    dueDate: row.due_date,
    physical,
    upload,
    extensionId: row.x_id,
    facts: {
      kind: row.kind,
      dueDate: row.due_date,
      needsPaper: physical !== null,
      paperDelivered: row.physical_delivered_at !== null,
      review: row.u_review,
      extension: row.x_status === null ? null : { status: row.x_status, newDueDate: row.x_new_due_date },
      letterSigned: row.letter_status === 'signed',
    },
  }
}

export function documentRecord(db: Db, id: number): DocumentRecord | undefined {
  const row = one<DocumentRow>(db, `${DOCUMENT_QUERY} WHERE d.id = ?`, id)
  return row && toDocument(row)
}

export function documentsOfFile(db: Db, fileId: number): DocumentRecord[] {
  return all<DocumentRow>(db, `${DOCUMENT_QUERY} WHERE d.file_id = ? ORDER BY d.position, d.id`, fileId).map(toDocument)
}

/** Every document (of one account, or of all) that still waits for a file: what expiry notices look at. */
export function documentsAwaitingFiles(db: Db, accountNumber: string | null = null): DocumentRecord[] {
  return all<DocumentRow>(
    db,
    `${DOCUMENT_QUERY} WHERE d.kind = 'document' AND (u.review IS NULL OR u.review = 'rejected') AND (?1 IS NULL OR f.account_number = ?1)
     ORDER BY d.id`,
    accountNumber,
  ).map(toDocument)
}

export const statusOf = (record: DocumentRecord, calendar: Calendar): DocumentStatus =>
  documentStatus(record.facts, calendar.today, calendar.nearExpiryDays)

/** The deadline that counts now, as a date. */
export function dueDateOf(record: DocumentRecord): string | null {
  const due = effectiveDue(record.facts)
  return due === null ? null : isoDay(due)
}

interface ExtensionRow {
  id: number
  document_id: number
  type_id: number
  type_name: string
  days: number
  reason: string
  letter_name: string | null
  status: RequestStatus
  requested_at: string
  decided_at: string | null
  decision_reason: string | null
  new_due_date: string | null
}

const EXTENSION_QUERY = `
SELECT x.id, x.document_id, x.type_id, t.name AS type_name, x.days, x.reason, l.file_name AS letter_name, x.status,
  x.requested_at, x.decided_at, x.decision_reason, x.new_due_date
FROM digital_file_extensions x
JOIN digital_file_extension_types t ON t.id = x.type_id
LEFT JOIN digital_file_extension_letters l ON l.id = x.letter_id`

const toExtension = (row: ExtensionRow): ExtensionRequest => ({
  id: row.id,
  documentDeliveredId: row.document_id,
  typeId: row.type_id,
  typeName: row.type_name,
  days: row.days,
  reason: row.reason,
  letterName: row.letter_name,
  status: row.status,
  requestedAt: row.requested_at,
  decidedAt: row.decided_at,
  decisionReason: row.decision_reason,
  newDueDate: row.new_due_date,
})

export function extensionRequest(db: Db, id: number): ExtensionRequest | undefined {
  const row = one<ExtensionRow>(db, `${EXTENSION_QUERY} WHERE x.id = ?`, id)
  return row && toExtension(row)
}

/** Newest first. */
export function extensionsOfDocument(db: Db, documentId: number): ExtensionRequest[] {
  return all<ExtensionRow>(db, `${EXTENSION_QUERY} WHERE x.document_id = ? ORDER BY x.id DESC`, documentId).map(toExtension)
}

/**
 * What the screen shows of one document. `mayWrite` is whether this caller may upload and ask
 * for extensions on this account at all; the document's state decides the rest.
 */
export function fileDocumentView(db: Db, record: DocumentRecord, calendar: Calendar, mayWrite: boolean): FileDocument {
  const status = statusOf(record, calendar)
  const rejected = record.facts.review === 'rejected' ? record.upload?.decisionReason ?? null : null
  return {
    documentDeliveredId: record.id,
    assignedDigitalFileId: record.fileId,
    name: record.name,
    description: record.description,
    status,
    statusWord: STATUS_WORD_OF[status],
    allowedExtensions: record.allowedExtensions,
    maxSizeMb: record.maxSizeMb,
    dueDate: dueDateOf(record),
    file: record.upload && {
      name: record.upload.fileName, size: record.upload.size, mimeType: record.upload.mimeType, uploadedAt: record.upload.uploadedAt,
    },
    rejectionReason: rejected,
    physical: record.physical,
    extension: record.extensionId === null ? null : extensionRequest(db, record.extensionId) ?? null,
    canUpload: mayWrite && uploadRefusal(record.facts, calendar.today) === null,
    canRequestExtension: mayWrite && extensionRefusal(record.facts) === null,
  }
}

export function digitalFileView(db: Db, file: FileRecord, calendar: Calendar): DigitalFile {
  const documents = documentsOfFile(db, file.id)
  const statuses = documents.map((d) => statusOf(d, calendar))
  return {
    id: file.id,
    accountNumber: file.accountNumber,
    cvProgram: file.cvProgram,
    campusCode: file.campusCode,
    name: file.name,
    statusWord: fileStatusWord(statuses, documents.some((d) => d.upload !== null)),
    totalDocuments: documents.length,
    completedDocuments: statuses.filter(isDone).length,
    assignedAt: file.assignedAt,
    nearExpiryDays: calendar.nearExpiryDays,
  }
}

export function historyOf(db: Db, documentId: number): HistoryEntry[] {
  return all<{ id: number; at: string; event: HistoryEvent; by_name: string; file_name: string | null; reason: string | null }>(
    db, 'SELECT id, at, event, by_name, file_name, reason FROM digital_file_history WHERE document_id = ? ORDER BY at, id', documentId,
  ).map((row) => ({ id: row.id, at: row.at, event: row.event, by: row.by_name, fileName: row.file_name, reason: row.reason }))
}

export function extensionTypes(db: Db, onlyActive: boolean): ExtensionType[] {
  return all<{ id: number; name: string; days: number; requires_letter: number; active: number }>(
    db, `SELECT id, name, days, requires_letter, active FROM digital_file_extension_types ${onlyActive ? 'WHERE active = 1' : ''} ORDER BY id`,
  ).map((row) => ({ id: row.id, name: row.name, days: row.days, requiresLetter: bool(row.requires_letter), active: bool(row.active) }))
}

export function extensionType(db: Db, id: number): ExtensionType | undefined {
  return extensionTypes(db, false).find((type) => type.id === id)
}

interface LetterRow {
  id: number
  file_id: number
  document_id: number
  title: string
  paragraphs: string
  documents: string
  status: CommitmentLetter['status']
  signed_at: string | null
  rejection_reason: string | null
}

export interface LetterRecord {
  letter: CommitmentLetter
  documentId: number
}

const LETTER_QUERY = 'SELECT id, file_id, document_id, title, paragraphs, documents, status, signed_at, rejection_reason FROM digital_file_letters'

const toLetter = (row: LetterRow): LetterRecord => ({
  documentId: row.document_id,
  letter: {
    id: row.id,
    assignedDigitalFileId: row.file_id,
    title: row.title,
    paragraphs: JSON.parse(row.paragraphs) as string[],
    documents: JSON.parse(row.documents) as string[],
    status: row.status,
    signedAt: row.signed_at,
    rejectionReason: row.rejection_reason,
  },
})

export function letterOfFile(db: Db, fileId: number): LetterRecord | undefined {
  const row = one<LetterRow>(db, `${LETTER_QUERY} WHERE file_id = ?`, fileId)
  return row && toLetter(row)
}

export function letterById(db: Db, id: number): LetterRecord | undefined {
  const row = one<LetterRow>(db, `${LETTER_QUERY} WHERE id = ?`, id)
  return row && toLetter(row)
}

/** Names of every stored file a row refers to (what the store must keep). */
export function referencedStoredNames(db: Db): Set<string> {
  const rows = all<{ stored_name: string }>(
    db, 'SELECT stored_name FROM digital_file_uploads UNION SELECT stored_name FROM digital_file_extension_letters',
  )
  return new Set(rows.map((row) => row.stored_name))
}

export interface DocumentState {
  assignedDigitalFileId: number
  documentDeliveredId: number
  name: string
  status: DocumentStatus
  /** Uploads that arrived through the API (the seeded ones are not counted); replays do not add one. */
  uploads: number
  /** Extension requests that arrived through the API. */
  extensionRequests: number
}

/** End-to-end tests only: what each document of an account holds. */
export function documentStates(db: Db, accountNumber: string, now: Date): DocumentState[] {
  const calendar = calendarOf(db, now)
  const count = (table: string, id: number) =>
    one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${table} WHERE document_id = ? AND seeded = 0`, id)?.n ?? 0
  return filesOfAccount(db, accountNumber).flatMap((file) => documentsOfFile(db, file.id).map((record) => ({
    assignedDigitalFileId: file.id,
    documentDeliveredId: record.id,
    name: record.name,
    status: statusOf(record, calendar),
    uploads: count('digital_file_uploads', record.id),
    extensionRequests: count('digital_file_extensions', record.id),
  })))
}
