import type { TicketStatus, TrackingEvent } from '../../src/contract/monitor.ts'
import { insert, one, run, type Db } from '../db/sql.ts'
import type { CatalogPath } from './monitor-catalog.ts'

/** Writes of the help center; each runs inside the caller's transaction. */

export interface NewTicket {
  accountNumber: string
  path: CatalogPath
  description: string
  subject: { subject: string; subjectCode: string; groupCode: string; teacher: string } | null
  numericValue: number | null
  catalogValueId: number | null
  textValue: string | null
  firstCheck: boolean
  secondCheck: boolean
  by: string
  at: Date
}

export function insertTicket(db: Db, t: NewTicket): number {
  const at = t.at.toISOString()
  const id = insert(db, 'monitor_tickets', {
    account_number: t.accountNumber, status: 'open',
    area_id: t.path.area.id, issue_type_id: t.path.issueType.id, classification_id: t.path.classification.id,
    subclassification_id: t.path.subclassification.id, reason_id: t.path.reason.id,
    description: t.description,
    subject: t.subject?.subject ?? null, subject_code: t.subject?.subjectCode ?? null, group_code: t.subject?.groupCode ?? null, teacher: t.subject?.teacher ?? null,
    numeric_value: t.numericValue, catalog_value_id: t.catalogValueId, text_value: t.textValue,
    first_check: t.firstCheck ? 1 : 0, second_check: t.secondCheck ? 1 : 0,
    created_by: t.by, created_at: at, updated_at: at,
  })
  addEvent(db, id, 'created', t.by, t.at, null)
  return id
}

export function addEvent(db: Db, ticketId: number, event: TrackingEvent, by: string, at: Date, note: string | null): void {
  insert(db, 'monitor_events', { ticket_id: ticketId, event, at: at.toISOString(), by, note })
}

export interface NewFile {
  ticketId: number
  kind: 'evidence' | 'attachment'
  stage: 'submitted' | 'clarification' | null
  fileName: string
  storedName: string
  size: number
  mimeType: string
  sha256: string
  at: Date
}

export function addFile(db: Db, f: NewFile): number {
  return insert(db, 'monitor_files', {
    ticket_id: f.ticketId, kind: f.kind, stage: f.stage, file_name: f.fileName, stored_name: f.storedName,
    size: f.size, mime_type: f.mimeType, sha256: f.sha256, uploaded_at: f.at.toISOString(),
  })
}

/** Names (lower case) already used by the ticket's evidence: a duplicate name is refused (spec §5). */
export function evidenceNames(db: Db, ticketId: number): Set<string> {
  const rows = db.prepare("SELECT file_name FROM monitor_files WHERE ticket_id = ? AND kind = 'evidence'").all(ticketId) as Array<{ file_name: string }>
  return new Set(rows.map((r) => r.file_name.toLowerCase()))
}

const nextRevision = (db: Db) => (one<{ r: number | null }>(db, 'SELECT MAX(revision) AS r FROM monitor_messages')?.r ?? 0) + 1

export interface NewMessage {
  ticketId: number
  author: 'student' | 'desk'
  authorName: string
  text: string
  fileId: number | null
  at: Date
  /** A student message: when and in which order the person wrote it. */
  client: { createdAt: Date; sequence: number } | null
}

export function addMessage(db: Db, m: NewMessage): number {
  const sentAt = m.at.toISOString()
  return insert(db, 'monitor_messages', {
    ticket_id: m.ticketId, author: m.author, author_name: m.authorName, text: m.text, file_id: m.fileId, sent_at: sentAt,
    client_created_at: m.client?.createdAt.toISOString() ?? null, client_sequence: m.client?.sequence ?? null,
    order_at: m.client?.createdAt.toISOString() ?? sentAt, order_sequence: m.client?.sequence ?? 0,
    read_at: null, revision: nextRevision(db),
  })
}

/** Marks messages of one author read; each change bumps the message's revision so pollers see it. */
export function markMessagesRead(db: Db, ticketId: number, author: 'student' | 'desk', ids: readonly number[] | null, at: Date): number {
  let marked = 0
  const targets = ids ?? (db.prepare('SELECT id FROM monitor_messages WHERE ticket_id = ? AND author = ? AND read_at IS NULL')
    .all(ticketId, author) as Array<{ id: number }>).map((r) => r.id)
  for (const id of targets) {
    marked += run(
      db, 'UPDATE monitor_messages SET read_at = ?, revision = ? WHERE id = ? AND ticket_id = ? AND author = ? AND read_at IS NULL',
      at.toISOString(), nextRevision(db), id, ticketId, author,
    ).changes
  }
  return marked
}

export interface StatusChange {
  status: TicketStatus
  resolution?: string | null
  clarification?: string | null
}

/** Moves a ticket; a proposal or a question is kept only while its state lasts. */
export function setStatus(db: Db, ticketId: number, change: StatusChange, at: Date): void {
  const when = at.toISOString()
  run(
    db,
    `UPDATE monitor_tickets SET status = ?, updated_at = ?, closed_at = CASE WHEN ? = 'closed' THEN ? ELSE closed_at END,
       resolution_text = ?, resolution_at = ?, clarification_question = ?, clarification_at = ? WHERE id = ?`,
    change.status, when, change.status, when,
    change.resolution ?? null, change.resolution ? when : null,
    change.clarification ?? null, change.clarification ? when : null,
    ticketId,
  )
}

export const touch = (db: Db, ticketId: number, at: Date) => run(db, 'UPDATE monitor_tickets SET updated_at = ? WHERE id = ?', at.toISOString(), ticketId)

export type DeskItemKind = 'ticket' | 'message' | 'clarification' | 'rejection'

/** Leaves a student's write for the demo desk to answer. */
export function queueForDesk(db: Db, ticketId: number, kind: DeskItemKind, text: string, at: Date): void {
  insert(db, 'monitor_desk_queue', { ticket_id: ticketId, kind, text, queued_at: at.toISOString() })
}
