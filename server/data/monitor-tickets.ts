import {
  downloadPath, folioOf, type Message, type MonitorFile, type Ticket, type TicketStatus, type TicketSummary, type Tracking, type TrackingEvent,
} from '../../src/contract/monitor.ts'
import { all, bool, one, type Db } from '../db/sql.ts'
import { activityOption, catalogPath, type CatalogPath } from './monitor-catalog.ts'

/** The desk's name as people see it in the conversation and the tracking. */
export const DESK_NAME = 'Centro de ayuda'

export interface TicketRow {
  id: number
  account_number: string
  status: TicketStatus
  area_id: number
  issue_type_id: number
  classification_id: number
  subclassification_id: number
  reason_id: number
  description: string
  subject: string | null
  subject_code: string | null
  group_code: string | null
  teacher: string | null
  numeric_value: number | null
  catalog_value_id: number | null
  text_value: string | null
  first_check: number
  second_check: number
  created_by: string
  created_at: string
  updated_at: string
  closed_at: string | null
  resolution_text: string | null
  resolution_at: string | null
  clarification_question: string | null
  clarification_at: string | null
}

export interface TicketRecord {
  row: TicketRow
  path: CatalogPath
}

export function ticketRecord(db: Db, id: number): TicketRecord | null {
  const row = one<TicketRow>(db, 'SELECT * FROM monitor_tickets WHERE id = ?', id)
  if (!row) return null
  const path = catalogPath(db, {
    areaId: row.area_id, issueTypeId: row.issue_type_id, classificationId: row.classification_id,
    subclassificationId: row.subclassification_id, reasonId: row.reason_id,
  })
  if (!path) throw new Error(`ticket ${id} names a catalog path that does not exist`)
  return { row, path }
}

export interface FileRow {
  id: number
  ticket_id: number
  kind: 'evidence' | 'attachment'
  stage: 'submitted' | 'clarification' | null
  file_name: string
  stored_name: string
  size: number
  mime_type: string
  uploaded_at: string
}

export const fileView = (row: FileRow): MonitorFile => ({
  id: row.id, name: row.file_name, size: row.size, mimeType: row.mime_type, uploadedAt: row.uploaded_at, downloadPath: downloadPath(row.id),
})

export function fileRecord(db: Db, id: number): FileRow | null {
  return one<FileRow>(db, 'SELECT * FROM monitor_files WHERE id = ?', id) ?? null
}

export function evidenceOf(db: Db, ticketId: number): FileRow[] {
  return all<FileRow>(db, "SELECT * FROM monitor_files WHERE ticket_id = ? AND kind = 'evidence' ORDER BY id", ticketId)
}

/** What the caller may do on the ticket, from its state and whether the caller's role may write. */
export function ticketView(db: Db, { row, path }: TicketRecord, mayWrite: boolean): Ticket {
  const evidence = evidenceOf(db, row.id)
  const catalogValue = row.catalog_value_id === null || !path.form.catalogField
    ? null
    : activityOption(db, path.form.catalogField.catalogId, row.catalog_value_id)
  const open = row.status !== 'closed'
  const clarifying = row.status === 'clarification-requested'
  return {
    id: row.id,
    folio: folioOf(row.id),
    accountNumber: row.account_number,
    status: row.status,
    area: path.area,
    issueType: path.issueType,
    classification: path.classification,
    subclassification: path.subclassification,
    reason: path.reason,
    description: row.description,
    subject: path.form.subjectRequest
      ? { subject: row.subject ?? '', subjectCode: row.subject_code ?? '', groupCode: row.group_code ?? '', teacher: row.teacher ?? '' }
      : null,
    numericValue: row.numeric_value,
    catalogValue,
    textValue: row.text_value,
    form: path.form,
    firstCheck: bool(row.first_check),
    secondCheck: bool(row.second_check),
    evidence: evidence.map((f) => ({ ...fileView(f), stage: f.stage ?? 'submitted' })),
    maxEvidence: path.form.maxEvidence,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    resolution: row.status === 'resolution-proposed' && row.resolution_text !== null && row.resolution_at !== null
      ? { text: row.resolution_text, proposedAt: row.resolution_at }
      : null,
    clarification: clarifying && row.clarification_question !== null && row.clarification_at !== null
      ? { question: row.clarification_question, requestedAt: row.clarification_at }
      : null,
    canMessage: mayWrite && open,
    canAnswerClarification: mayWrite && clarifying,
    canDecideResolution: mayWrite && row.status === 'resolution-proposed',
  }
}

interface MessageRow {
  id: number
  ticket_id: number
  author: 'student' | 'desk'
  author_name: string
  text: string
  file_id: number | null
  sent_at: string
  client_created_at: string | null
  client_sequence: number | null
  order_at: string
  order_sequence: number
  read_at: string | null
  revision: number
}

const MESSAGE_COLUMNS = `m.id, m.ticket_id, m.author, m.author_name, m.text, m.file_id, m.sent_at, m.client_created_at, m.client_sequence,
  m.order_at, m.order_sequence, m.read_at, m.revision`

const pad = (n: number) => String(n).padStart(10, '0')

function messageView(db: Db, row: MessageRow): Message {
  const file = row.file_id === null ? null : fileRecord(db, row.file_id)
  return {
    id: row.id,
    ticketId: row.ticket_id,
    author: row.author,
    authorName: row.author_name,
    text: row.text,
    attachment: file ? fileView(file) : null,
    sentAt: row.sent_at,
    clientCreatedAt: row.client_created_at,
    clientSequence: row.client_sequence,
    read: row.read_at !== null,
    orderKey: `${row.order_at}|${pad(row.order_sequence)}|${pad(row.id)}`,
  }
}

export function messageById(db: Db, id: number): Message | null {
  const row = one<MessageRow>(db, `SELECT ${MESSAGE_COLUMNS} FROM monitor_messages m WHERE m.id = ?`, id)
  return row ? messageView(db, row) : null
}

/**
 * The conversation in order, or only what arrived or changed after the cursor `after` (a
 * revision): an indexed range, so a poll with nothing new reads nothing. Answers the new cursor.
 */
export function conversationOf(db: Db, ticketId: number, after: number | null): { messages: Message[]; cursor: number } {
  const rows = all<MessageRow>(
    db,
    `SELECT ${MESSAGE_COLUMNS} FROM monitor_messages m WHERE m.ticket_id = ? AND m.revision > ?
     ORDER BY m.order_at, m.order_sequence, m.id`,
    ticketId, after ?? 0,
  )
  const cursor = rows.reduce((max, row) => Math.max(max, row.revision), after ?? 0)
  return { messages: rows.map((row) => messageView(db, row)), cursor }
}

/** The account's tickets, newest first, each with its last message in conversation order. */
export function ticketsOfAccount(db: Db, accountNumber: string): TicketSummary[] {
  const rows = all<TicketRow>(db, 'SELECT * FROM monitor_tickets WHERE account_number = ? ORDER BY created_at DESC, id DESC', accountNumber)
  return rows.map((row) => {
    const record = ticketRecord(db, row.id)
    if (!record) throw new Error(`ticket ${row.id} vanished`)
    const last = one<MessageRow>(
      db, `SELECT ${MESSAGE_COLUMNS} FROM monitor_messages m WHERE m.ticket_id = ? ORDER BY m.order_at DESC, m.order_sequence DESC, m.id DESC LIMIT 1`, row.id,
    )
    const unread = one<{ n: number }>(
      db, "SELECT COUNT(*) AS n FROM monitor_messages WHERE ticket_id = ? AND author = 'desk' AND read_at IS NULL", row.id,
    )?.n ?? 0
    return {
      id: row.id,
      folio: folioOf(row.id),
      status: row.status,
      area: record.path.area,
      reason: record.path.reason,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      closedAt: row.closed_at,
      lastMessage: last ? { author: last.author, text: last.text, at: last.sent_at, hasAttachment: last.file_id !== null } : null,
      unreadDeskMessages: unread,
    }
  })
}

export function trackingOf(db: Db, { row }: TicketRecord): Tracking {
  const steps = all<{ event: TrackingEvent; at: string; by: string; note: string | null }>(
    db, 'SELECT event, at, by, note FROM monitor_events WHERE ticket_id = ? ORDER BY at, id', row.id,
  )
  return { ticketId: row.id, folio: folioOf(row.id), status: row.status, steps }
}

/** Stored names of the monitor's files (the store keeps only these). */
export function referencedMonitorFiles(db: Db): Set<string> {
  return new Set(all<{ stored_name: string }>(db, 'SELECT stored_name FROM monitor_files').map((r) => r.stored_name))
}

export interface TicketState {
  id: number
  folio: string
  accountNumber: string
  status: TicketStatus
  evidence: number
  messages: number
  /** Student writes the desk has not answered yet. */
  awaitingDesk: number
}

/** Test hooks: every ticket of an account with its counts. */
export function ticketStates(db: Db, accountNumber: string): TicketState[] {
  return all<{ id: number; account_number: string; status: TicketStatus; evidence: number; messages: number; queued: number }>(
    db,
    `SELECT t.id, t.account_number, t.status,
       (SELECT COUNT(*) FROM monitor_files f WHERE f.ticket_id = t.id AND f.kind = 'evidence') AS evidence,
       (SELECT COUNT(*) FROM monitor_messages m WHERE m.ticket_id = t.id) AS messages,
       (SELECT COUNT(*) FROM monitor_desk_queue q WHERE q.ticket_id = t.id) AS queued
     FROM monitor_tickets t WHERE t.account_number = ? ORDER BY t.id`,
    accountNumber,
  ).map((r) => ({
    id: r.id, folio: folioOf(r.id), accountNumber: r.account_number, status: r.status, evidence: r.evidence, messages: r.messages, awaitingDesk: r.queued,
  }))
}
