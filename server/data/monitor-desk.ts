import { folioOf } from '../../src/contract/monitor.ts'
import { all, run, type Db } from '../db/sql.ts'
import { DESK_NAME, ticketRecord } from './monitor-tickets.ts'
import { addEvent, addMessage, markMessagesRead, setStatus, touch, type DeskItemKind } from './monitor-writes.ts'
import { writeNotification } from './notifications.ts'

/**
 * The university's help desk, played by the reference server (architecture §10). It answers each
 * new ticket and each student write (a message, a clarification, a rejected resolution) by a
 * visible rule: a text that says "resolver" gets a proposed resolution, one that says "aclarar" a
 * request for clarification, anything else an answer. Each action writes a NOTIMONITOR
 * notification whose `docId` is the ticket, so tapping it opens that conversation.
 */

export type DeskVerdict = 'answer' | 'resolve' | 'clarify'

export interface DeskFilter {
  accountNumber?: string | undefined
  ticketId?: number | undefined
  /** Only what was queued at or before this instant (the demo desk's delay). */
  sentBefore?: Date | undefined
}

export interface DeskAnswered {
  /** Ticket ids, one per answered item (a ticket twice when two of its messages were answered). */
  tickets: number[]
}

export const PROPOSED_RESOLUTION = 'Revisamos tu caso y corregimos la información en el sistema escolar; ya puedes consultarla en el portal.'
export const CLARIFICATION_QUESTION = 'Para continuar necesitamos más información: cuéntanos con detalle qué ocurrió y, si puedes, agrega una evidencia (captura de pantalla o comprobante).'

const REPLIES: Record<DeskItemKind, string> = {
  ticket: 'Recibimos tu solicitud y un asesor ya la está revisando. Te escribiremos en esta conversación en cuanto tengamos novedades.',
  message: 'Gracias por tu mensaje. Lo revisamos y te respondemos aquí mismo.',
  clarification: 'Gracias por la aclaración; con ella seguimos atendiendo tu solicitud.',
  rejection: 'Entendido. Revisaremos de nuevo tu caso con el motivo que nos diste.',
}

export function verdictOf(text: string): DeskVerdict {
  if (/resolver/i.test(text)) return 'resolve'
  if (/aclarar/i.test(text)) return 'clarify'
  return 'answer'
}

const NOTICES: Record<DeskVerdict, { title: string; body: (folio: string) => string }> = {
  answer: { title: 'Respuesta a tu solicitud', body: (folio) => `Tu solicitud ${folio} tiene una nueva respuesta. Entra a la conversación para verla.` },
  resolve: {
    title: 'Solución propuesta a tu solicitud',
    body: (folio) => `Propusimos una solución a tu solicitud ${folio}. Acéptala para cerrarla, o recházala y dinos por qué.`,
  },
  clarify: {
    title: 'Tu solicitud necesita una aclaración',
    body: (folio) => `Necesitamos más información sobre tu solicitud ${folio}. Respóndenos desde la conversación; puedes agregar evidencia.`,
  },
}

/**
 * One action of the desk on a ticket; false when the ticket is closed (nothing is done to it).
 * `kind` says what is being answered, for the wording of a plain answer.
 */
export function deskActs(db: Db, ticketId: number, verdict: DeskVerdict, now: Date, kind: DeskItemKind = 'message'): boolean {
  const record = ticketRecord(db, ticketId)
  if (!record || record.row.status === 'closed') return false
  markMessagesRead(db, ticketId, 'student', null, now)
  const say = (text: string) => addMessage(db, { ticketId, author: 'desk', authorName: DESK_NAME, text, fileId: null, at: now, client: null })
  if (verdict === 'resolve') {
    say(`Te proponemos esta solución: ${PROPOSED_RESOLUTION} Si estás de acuerdo, acéptala para cerrar la solicitud; si no, recházala y dinos por qué.`)
    setStatus(db, ticketId, { status: 'resolution-proposed', resolution: PROPOSED_RESOLUTION }, now)
    addEvent(db, ticketId, 'resolution-proposed', DESK_NAME, now, PROPOSED_RESOLUTION)
  } else if (verdict === 'clarify') {
    say(CLARIFICATION_QUESTION)
    setStatus(db, ticketId, { status: 'clarification-requested', clarification: CLARIFICATION_QUESTION }, now)
    addEvent(db, ticketId, 'clarification-requested', DESK_NAME, now, CLARIFICATION_QUESTION)
  } else {
    say(REPLIES[kind])
    touch(db, ticketId, now)
    addEvent(db, ticketId, 'answered', DESK_NAME, now, null)
  }
  const notice = NOTICES[verdict]
  writeNotification(db, {
    accountNumber: record.row.account_number, clave: 'NOTIMONITOR', title: notice.title, body: notice.body(folioOf(ticketId)),
    docId: String(ticketId), at: now,
  })
  return true
}

interface QueueItem {
  id: number
  ticket_id: number
  kind: DeskItemKind
  text: string
}

/**
 * Answers every queued student write the filter selects, oldest first (`verdict` instead of the
 * visible rule when given). A new ticket is first assigned. Runs inside a transaction.
 */
export function answerPending(db: Db, now: Date, filter: DeskFilter = {}, verdict?: DeskVerdict): DeskAnswered {
  const items = all<QueueItem>(
    db,
    `SELECT q.id, q.ticket_id, q.kind, q.text FROM monitor_desk_queue q JOIN monitor_tickets t ON t.id = q.ticket_id
     WHERE (?1 IS NULL OR t.account_number = ?1) AND (?2 IS NULL OR q.ticket_id = ?2) AND (?3 IS NULL OR q.queued_at <= ?3)
     ORDER BY q.queued_at, q.id`,
    filter.accountNumber ?? null, filter.ticketId ?? null, filter.sentBefore?.toISOString() ?? null,
  )
  const tickets: number[] = []
  for (const item of items) {
    run(db, 'DELETE FROM monitor_desk_queue WHERE id = ?', item.id)
    if (item.kind === 'ticket' && ticketRecord(db, item.ticket_id)?.row.status !== 'closed') {
      addEvent(db, item.ticket_id, 'assigned', DESK_NAME, now, 'Asignada a un asesor del centro de ayuda')
    }
    if (deskActs(db, item.ticket_id, verdict ?? verdictOf(item.text), now, item.kind)) tickets.push(item.ticket_id)
  }
  return { tickets }
}
