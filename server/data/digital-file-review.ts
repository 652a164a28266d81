import type { NotificationCode } from '../../src/contract/notification.ts'
import { all, run, type Db } from '../db/sql.ts'
import { isoDay, parseIsoDay } from './academic-time.ts'
import {
  calendarOf, documentRecord, documentsAwaitingFiles, documentsOfFile, dueDateOf, fileRecord, statusOf, type Calendar,
} from './digital-files.ts'
import { isDone } from './digital-file-status.ts'
import { writeNotification } from './notifications.ts'
import { addHistory, REVIEWER } from './digital-file-writes.ts'

/**
 * The university's document desk, played by the reference server (architecture §10): it decides
 * uploads and extension requests by a visible rule, receives originals on paper, and sends the
 * notifications the real back office would.
 */

export type Decision = 'approve' | 'reject'

/** Which pending items to decide. */
export interface ReviewFilter {
  accountNumber?: string | undefined
  documentId?: number | undefined
  /** Only what the demo reviewer takes on its own (sent through the API), sent at or before this. */
  sentBefore?: Date | undefined
}

/** The decision and reason to use instead of the visible rule. */
export interface Verdict {
  decision?: Decision | undefined
  reason?: string | undefined
}

export interface Decided {
  documents: number[]
  extensions: number[]
}

// The visible rule: a file or a reason that says "rechazar" is turned down.
const SAYS_REJECT = /rechazar/i
const DOCUMENT_REJECTED = 'El archivo no es legible o no corresponde al documento solicitado.'
const EXTENSION_REJECTED = 'El motivo no justifica ampliar el plazo.'

const longDate = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
/** `2026-05-04` → "4 de mayo de 2026" (a date without a zone: read as UTC on purpose). */
export const spanishDate = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`))

const TITLES: Partial<Record<NotificationCode, string>> = {
  APROBDOC: 'Documento aprobado',
  RECHADOC: 'Documento rechazado',
  APROBPRO: 'Prórroga aprobada',
  RECHAPRO: 'Prórroga rechazada',
  PENENFIS: 'Entrega física pendiente',
  DOCCOMP: 'Documentación completa',
  EXPPVEN: 'Documento por vencer',
  EXPVENC: 'Documento vencido',
}

/** A notification for the account; `docId` is the document the app opens when it is tapped. */
function notify(db: Db, accountNumber: string, clave: NotificationCode, body: string, documentId: number | null, at: Date): void {
  writeNotification(db, { accountNumber, clave, title: TITLES[clave] ?? clave, body, docId: documentId === null ? null : String(documentId), at })
}

/** Once per file, when nothing is left to do on any of its documents. */
export function noticeIfComplete(db: Db, fileId: number, now: Date): boolean {
  const file = fileRecord(db, fileId)
  if (!file || file.completedNotifiedAt !== null) return false
  const calendar = calendarOf(db, now)
  if (!documentsOfFile(db, fileId).every((d) => isDone(statusOf(d, calendar)))) return false
  run(db, 'UPDATE digital_files SET completed_notified_at = ? WHERE id = ?', now.toISOString(), fileId)
  notify(db, file.accountNumber, 'DOCCOMP', `Entregaste todos los documentos de tu ${file.name}. No necesitas hacer nada más.`, null, now)
  return true
}

interface PendingUpload {
  id: number
  document_id: number
  file_id: number
  account_number: string
  file_name: string
  document_name: string
  physical_place: string | null
  physical_until: string | null
}

// `?1` is the account, `?2` the document, `?3` the "sent before" instant; each null means "any".
const FILTER = `(?1 IS NULL OR f.account_number = ?1) AND (?2 IS NULL OR d.id = ?2)`

function pendingUploads(db: Db, filter: ReviewFilter): PendingUpload[] {
  return all<PendingUpload>(
    db,
    `SELECT u.id, u.document_id, d.file_id, f.account_number, u.file_name, d.name AS document_name, d.physical_place, d.physical_until
     FROM digital_file_uploads u JOIN digital_file_documents d ON d.id = u.document_id JOIN digital_files f ON f.id = d.file_id
     WHERE u.review = 'pending' AND ${FILTER} AND (?3 IS NULL OR (u.auto_review = 1 AND u.uploaded_at <= ?3)) ORDER BY u.id`,
    filter.accountNumber ?? null, filter.documentId ?? null, filter.sentBefore?.toISOString() ?? null,
  )
}

function decideUpload(db: Db, upload: PendingUpload, verdict: Verdict, now: Date): void {
  const at = now.toISOString()
  const decision = verdict.decision ?? (SAYS_REJECT.test(upload.file_name) ? 'reject' : 'approve')
  const doc = `«${upload.document_name}»`
  if (decision === 'reject') {
    const reason = verdict.reason ?? DOCUMENT_REJECTED
    run(db, "UPDATE digital_file_uploads SET review = 'rejected', decided_at = ?, decision_reason = ? WHERE id = ?", at, reason, upload.id)
    addHistory(db, upload.document_id, now, 'rejected', REVIEWER, upload.file_name, reason)
    notify(db, upload.account_number, 'RECHADOC', `Tu documento ${doc} fue rechazado: ${reason} Vuelve a cargarlo desde tu expediente digital.`, upload.document_id, now)
    return
  }
  run(db, "UPDATE digital_file_uploads SET review = 'approved', decided_at = ?, decision_reason = NULL WHERE id = ?", at, upload.id)
  addHistory(db, upload.document_id, now, 'approved', REVIEWER, upload.file_name)
  if (upload.physical_place !== null && upload.physical_until !== null) {
    const body = `Tu documento ${doc} fue aprobado en digital. Entrega el original en ${upload.physical_place} a más tardar el ${spanishDate(upload.physical_until)}.`
    notify(db, upload.account_number, 'PENENFIS', body, upload.document_id, now)
  } else {
    notify(db, upload.account_number, 'APROBDOC', `Tu documento ${doc} fue revisado y aprobado. No necesitas hacer nada más con él.`, upload.document_id, now)
  }
  noticeIfComplete(db, upload.file_id, now)
}

interface PendingExtension {
  id: number
  document_id: number
  account_number: string
  document_name: string
  due_date: string | null
  days: number
  reason: string
}

function pendingExtensions(db: Db, filter: ReviewFilter): PendingExtension[] {
  return all<PendingExtension>(
    db,
    `SELECT x.id, x.document_id, f.account_number, d.name AS document_name, d.due_date, x.days, x.reason
     FROM digital_file_extensions x JOIN digital_file_documents d ON d.id = x.document_id JOIN digital_files f ON f.id = d.file_id
     WHERE x.status = 'pending-approval' AND ${FILTER} AND (?3 IS NULL OR (x.auto_review = 1 AND x.requested_at <= ?3)) ORDER BY x.id`,
    filter.accountNumber ?? null, filter.documentId ?? null, filter.sentBefore?.toISOString() ?? null,
  )
}

/**
 * The days count from the due date, or from the decision day when that date has already passed:
 * an accepted extension always leaves time to upload.
 */
function extendedDue(dueDate: string | null, days: number, calendar: Calendar): string {
  const due = dueDate === null ? null : parseIsoDay(dueDate)
  return isoDay(Math.max(due ?? calendar.today, calendar.today) + days)
}

function decideExtension(db: Db, request: PendingExtension, verdict: Verdict, now: Date): void {
  const at = now.toISOString()
  const decision = verdict.decision ?? (SAYS_REJECT.test(request.reason) ? 'reject' : 'approve')
  const doc = `«${request.document_name}»`
  if (decision === 'reject') {
    const reason = verdict.reason ?? EXTENSION_REJECTED
    run(db, "UPDATE digital_file_extensions SET status = 'rejected', decided_at = ?, decision_reason = ? WHERE id = ?", at, reason, request.id)
    addHistory(db, request.document_id, now, 'extension-rejected', REVIEWER, null, reason)
    notify(db, request.account_number, 'RECHAPRO', `Tu solicitud de prórroga para ${doc} no fue aprobada: ${reason} Entrega el documento dentro del plazo original.`, request.document_id, now)
    return
  }
  const newDue = extendedDue(request.due_date, request.days, calendarOf(db, now))
  run(db, "UPDATE digital_file_extensions SET status = 'approved', decided_at = ?, new_due_date = ? WHERE id = ?", at, newDue, request.id)
  addHistory(db, request.document_id, now, 'extension-accepted', REVIEWER)
  notify(db, request.account_number, 'APROBPRO', `Se aprobó tu prórroga para ${doc}. Tu nueva fecha límite es el ${spanishDate(newDue)}.`, request.document_id, now)
}

/** Decides every pending upload and extension request the filter selects. Runs inside a transaction. */
export function decidePending(db: Db, now: Date, filter: ReviewFilter, verdict: Verdict = {}): Decided {
  const uploads = pendingUploads(db, filter)
  for (const upload of uploads) decideUpload(db, upload, verdict, now)
  const extensions = pendingExtensions(db, filter)
  for (const request of extensions) decideExtension(db, request, verdict, now)
  return { documents: uploads.map((u) => u.document_id), extensions: extensions.map((x) => x.id) }
}

/** The desk received the original on paper; false when the document was not waiting for it. */
export function receivePaper(db: Db, documentId: number, now: Date): boolean {
  const record = documentRecord(db, documentId)
  if (!record || statusOf(record, calendarOf(db, now)) !== 'pending-physical') return false
  run(db, 'UPDATE digital_file_documents SET physical_delivered_at = ? WHERE id = ?', now.toISOString(), documentId)
  addHistory(db, documentId, now, 'physical-delivered', REVIEWER, record.upload?.fileName ?? null)
  noticeIfComplete(db, record.fileId, now)
  return true
}

function expiryNotice(dueDate: string, name: string, calendar: Calendar): { clave: NotificationCode; body: string } | null {
  const due = parseIsoDay(dueDate)
  if (due === null) return null
  const doc = `«${name}»`
  if (calendar.today > due) {
    return { clave: 'EXPVENC', body: `Venció el plazo para cargar ${doc} (${spanishDate(dueDate)}). Solicita una prórroga desde tu expediente digital.` }
  }
  const left = due - calendar.today
  if (left > calendar.nearExpiryDays) return null
  const when = left === 0 ? 'hoy' : `el ${spanishDate(dueDate)} (${left === 1 ? 'falta 1 día' : `faltan ${left} días`})`
  return { clave: 'EXPPVEN', body: `Tu documento ${doc} vence ${when}. Cárgalo o solicita una prórroga antes de la fecha límite.` }
}

export interface NoticeOptions {
  /** Only this account's documents. */
  accountNumber?: string
  /** False: record the notices as sent without a notification (the seed, whose notifications are written apart). */
  notify?: boolean
}

/**
 * Sends EXPPVEN when a document still waiting for a file enters the notice window and EXPVENC
 * once it is past due: once per document, kind and due date (an accepted extension brings a new
 * date, so new notices). Answers how many were recorded.
 */
export function sendExpiryNotices(db: Db, now: Date, options: NoticeOptions = {}): number {
  const calendar = calendarOf(db, now)
  let sent = 0
  for (const record of documentsAwaitingFiles(db, options.accountNumber ?? null)) {
    const dueDate = dueDateOf(record)
    const notice = dueDate === null ? null : expiryNotice(dueDate, record.name, calendar)
    if (!dueDate || !notice) continue
    const { changes } = run(
      db, 'INSERT OR IGNORE INTO digital_file_notices (document_id, clave, due_date, sent_at) VALUES (?, ?, ?, ?)',
      record.id, notice.clave, dueDate, now.toISOString(),
    )
    if (changes === 0) continue
    sent++
    if (options.notify !== false) notify(db, record.accountNumber, notice.clave, notice.body, record.id, now)
  }
  return sent
}
