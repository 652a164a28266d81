import { monitorEndpoints } from '../../src/contract/monitor-endpoints.ts'
import { EVIDENCE_FIELDS } from '../../src/contract/monitor.ts'
import { catalogPath, type CatalogPath } from '../data/monitor-catalog.ts'
import { messageById, ticketRecord, ticketView, type TicketRecord } from '../data/monitor-tickets.ts'
import {
  addEvent, addFile, addMessage, insertTicket, markMessagesRead, queueForDesk, setStatus, touch,
} from '../data/monitor-writes.ts'
import type { FileStore } from '../data/digital-file-store.ts'
import { one, type Db } from '../db/sql.ts'
import { badRequest } from './errors.ts'
import {
  assertCanWriteAccount, chatFileRule, EVIDENCE_RULE, TICKET_CLOSED, writableTicket,
} from './monitor-access.ts'
import { fileOf, type Routes } from './route.ts'
import type { UploadedFile } from './request-parts.ts'
import { acceptedFile } from './upload-rules.ts'

// A device clock a few minutes off either way is tolerated; a message "written" beyond that is not.
const CLOCK_SKEW_MS = 5 * 60 * 1000
const EDIT_REFUSED = 'Una solicitud enviada no se puede editar'
const EVIDENCE_REFUSED = 'La solicitud ya fue enviada y no admite más evidencia: adjunta el archivo a un mensaje en la conversación'
const MESSAGE_TO_CLOSED = 'La solicitud está cerrada: ya no recibe mensajes'

const tooMuchEvidence = (max: number) => `Esta solicitud admite como máximo ${max} evidencias`

function assertOpen(record: TicketRecord, message = TICKET_CLOSED): void {
  if (record.row.status === 'closed') throw badRequest(message)
}

/**
 * A student's own time for a message, which orders the conversation: it must fall within the
 * ticket's life, from its creation to now, give or take CLOCK_SKEW_MS of a device's clock. A
 * message queued offline for days is within it; a clock at 1970 or in the future is refused with
 * the reason rather than corrected, since the device finds its sent message by this very time.
 */
function clientTime(text: string, ticket: TicketRecord, now: Date): Date {
  const at = new Date(text)
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw badRequest('La fecha del mensaje está en el futuro: revisa la hora de tu dispositivo')
  if (at.getTime() < Date.parse(ticket.row.created_at) - CLOCK_SKEW_MS) {
    throw badRequest('La fecha del mensaje es anterior a la solicitud: revisa la hora de tu dispositivo')
  }
  return at
}

interface FormValues {
  subject?: string | undefined
  subjectCode?: string | undefined
  groupCode?: string | undefined
  teacher?: string | undefined
  numericValue?: string | undefined
  catalogValueId?: number | '' | undefined
  textValue?: string | undefined
  firstCheck?: 'true' | 'false' | undefined
  secondCheck?: 'true' | 'false' | undefined
}

const filled = (value: string | undefined) => value !== undefined && value !== ''

/** The reason's form decides which fields are required; the ones it does not have must stay empty. */
function formValues(path: CatalogPath, body: FormValues) {
  const { form } = path
  const subjectFields = [body.subject, body.subjectCode, body.groupCode, body.teacher]
  let subject = null
  if (form.subjectRequest) {
    const labels = ['la materia', 'la clave de la materia', 'la clave del grupo', 'el nombre del profesor']
    subjectFields.forEach((value, i) => { if (!filled(value)) throw badRequest(`Escribe ${labels[i]}`) })
    subject = { subject: body.subject ?? '', subjectCode: body.subjectCode ?? '', groupCode: body.groupCode ?? '', teacher: body.teacher ?? '' }
  } else if (subjectFields.some(filled)) {
    throw badRequest('Este motivo no pide datos de una materia')
  }

  let numericValue = null
  if (form.numericField) {
    if (!filled(body.numericValue)) throw badRequest(`Escribe ${form.numericField.label.toLowerCase()}`)
    numericValue = Number(body.numericValue)
    if (numericValue < form.numericField.min || numericValue > form.numericField.max) {
      throw badRequest(`${form.numericField.label} debe estar entre ${form.numericField.min} y ${form.numericField.max}`)
    }
  } else if (filled(body.numericValue)) {
    throw badRequest('Este motivo no pide un valor numérico')
  }

  let catalogValueId = null
  if (form.catalogField) {
    if (body.catalogValueId === undefined || body.catalogValueId === '') throw badRequest(`Elige ${form.catalogField.label.toLowerCase()}`)
    const chosen = body.catalogValueId
    if (!form.catalogField.options.some((o) => o.id === chosen)) throw badRequest(`La opción elegida no está entre las de «${form.catalogField.label}»`)
    catalogValueId = chosen
  } else if (body.catalogValueId !== undefined && body.catalogValueId !== '') {
    throw badRequest('Este motivo no pide elegir de un catálogo')
  }

  let textValue = null
  if (form.textField) {
    if (!filled(body.textValue)) throw badRequest(`Escribe ${form.textField.label.toLowerCase()}`)
    if ((body.textValue ?? '').length > form.textField.maxLength) throw badRequest(`${form.textField.label} no debe pasar de ${form.textField.maxLength} caracteres`)
    textValue = body.textValue ?? null
  } else if (filled(body.textValue)) {
    throw badRequest('Este motivo no pide un texto adicional')
  }

  const firstCheck = body.firstCheck === 'true'
  const secondCheck = body.secondCheck === 'true'
  if (form.firstCheckbox?.required && !firstCheck) throw badRequest(`Marca la casilla «${form.firstCheckbox.label}»`)
  if (form.secondCheckbox?.required && !secondCheck) throw badRequest(`Marca la casilla «${form.secondCheckbox.label}»`)
  if ((!form.firstCheckbox && firstCheck) || (!form.secondCheckbox && secondCheck)) throw badRequest('Este motivo no tiene esa casilla')
  return { subject, numericValue, catalogValueId, textValue, firstCheck, secondCheck }
}

/**
 * Every write here runs inside its transaction and stays synchronous: the files were read and
 * identified before it began. A stored file is removed again if the transaction does not commit.
 */
export function monitorWriteRoutes(r: Routes, store: FileStore): void {
  function save(db: Db, file: UploadedFile, ticketId: number, kind: 'evidence' | 'attachment', stage: 'submitted' | 'clarification' | null,
    accepted: { name: string; extension: string; mimeType: string }, now: Date, onRollback: (undo: () => void) => void): number {
    const storedName = store.save(file.bytes, accepted.extension)
    onRollback(() => store.remove(storedName))
    return addFile(db, {
      ticketId, kind, stage, fileName: accepted.name, storedName, size: file.bytes.length, mimeType: accepted.mimeType, sha256: file.sha256, at: now,
    })
  }

  const answer = (db: Db, id: number) => {
    const record = ticketRecord(db, id)
    if (!record) throw new Error(`ticket ${id} was not stored`)
    return ticketView(db, record, true)
  }

  r.user(monitorEndpoints.createTicket, ({ db, caller, body, files, now, onRollback }) => {
    assertCanWriteAccount(db, caller, body.accountNumber)
    const path = catalogPath(db, body)
    if (!path) throw badRequest('El área, el tipo, la clasificación, la subclasificación y el motivo elegidos no corresponden entre sí')
    const values = formValues(path, body)
    const evidence = EVIDENCE_FIELDS.flatMap((field) => {
      const file = files.get(field)
      return file ? [file] : []
    })
    if (evidence.length > path.form.maxEvidence) throw badRequest(tooMuchEvidence(path.form.maxEvidence))
    const accepted = evidence.map((file) => ({ file, accepted: acceptedFile(file, EVIDENCE_RULE) }))
    const names = new Set<string>()
    for (const { accepted: a } of accepted) {
      if (names.has(a.name.toLowerCase())) throw badRequest(`Hay dos evidencias con el nombre "${a.name}"`)
      names.add(a.name.toLowerCase())
    }
    const id = insertTicket(db, { accountNumber: body.accountNumber, path, description: body.description, ...values, by: caller.user.fullName, at: now })
    for (const { file, accepted: a } of accepted) save(db, file, id, 'evidence', 'submitted', a, now, onRollback)
    queueForDesk(db, id, 'ticket', body.description, now)
    return answer(db, id)
  })

  r.refused('PUT', monitorEndpoints.createTicket, EDIT_REFUSED)
  r.refused('PATCH', monitorEndpoints.createTicket, EDIT_REFUSED)

  // Spec §4: a sent ticket is given no more evidence; what answers a clarification (text or a file) goes through the conversation.
  r.refused('POST', { base: 'monitor', path: '/op/file/upload' }, EVIDENCE_REFUSED)

  r.user(monitorEndpoints.decideResolution, ({ db, caller, body, now }) => {
    const record = writableTicket(db, caller, body.ticketId)
    assertOpen(record)
    if (record.row.status !== 'resolution-proposed') throw badRequest('La solicitud no tiene una solución propuesta que aceptar o rechazar')
    if (body.decision === 'accept') {
      setStatus(db, record.row.id, { status: 'closed' }, now)
      addEvent(db, record.row.id, 'closed', caller.user.fullName, now, 'Solución aceptada')
    } else {
      setStatus(db, record.row.id, { status: 'open' }, now)
      addEvent(db, record.row.id, 'resolution-rejected', caller.user.fullName, now, body.reason)
      queueForDesk(db, record.row.id, 'rejection', body.reason, now)
    }
    return answer(db, record.row.id)
  })

  r.user(monitorEndpoints.answerClarification, ({ db, caller, body, now }) => {
    const record = writableTicket(db, caller, body.ticketId)
    assertOpen(record)
    if (record.row.status !== 'clarification-requested') throw badRequest('El centro de ayuda no pidió una aclaración en esta solicitud')
    setStatus(db, record.row.id, { status: 'open' }, now)
    addEvent(db, record.row.id, 'clarification-answered', caller.user.fullName, now, body.text)
    // In the conversation too, where the question was asked; ordered by the server's time.
    addMessage(db, { ticketId: record.row.id, author: 'student', authorName: caller.user.fullName, text: body.text, fileId: null, at: now, client: null })
    queueForDesk(db, record.row.id, 'clarification', body.text, now)
    return answer(db, record.row.id)
  })

  r.user(monitorEndpoints.sendMessage, ({ db, caller, body, now }) => {
    const record = writableTicket(db, caller, body.ticketId)
    assertOpen(record, MESSAGE_TO_CLOSED)
    const client = { createdAt: clientTime(body.clientCreatedAt, record, now), sequence: body.clientSequence }
    const id = addMessage(db, { ticketId: record.row.id, author: 'student', authorName: caller.user.fullName, text: body.text, fileId: null, at: now, client })
    touch(db, record.row.id, now)
    queueForDesk(db, record.row.id, 'message', body.text, now)
    const message = messageById(db, id)
    if (!message) throw new Error(`message ${id} was not stored`)
    return message
  })

  r.user(monitorEndpoints.sendMessageFile, ({ db, caller, body, files, now, onRollback }) => {
    const record = writableTicket(db, caller, body.ticketId)
    assertOpen(record, MESSAGE_TO_CLOSED)
    const client = { createdAt: clientTime(body.clientCreatedAt, record, now), sequence: body.clientSequence }
    const file = fileOf(files, 'file')
    const accepted = acceptedFile(file, chatFileRule(db))
    const fileId = save(db, file, record.row.id, 'attachment', null, accepted, now, onRollback)
    const text = body.text ?? ''
    const id = addMessage(db, { ticketId: record.row.id, author: 'student', authorName: caller.user.fullName, text, fileId, at: now, client })
    touch(db, record.row.id, now)
    queueForDesk(db, record.row.id, 'message', `${text} ${accepted.name}`, now)
    const message = messageById(db, id)
    if (!message) throw new Error(`message ${id} was not stored`)
    return message
  })

  r.user(monitorEndpoints.markMessagesRead, ({ db, caller, body, now }) => {
    const record = writableTicket(db, caller, body.ticketId)
    for (const id of body.messageIds) {
      const found = one<{ author: string }>(db, 'SELECT author FROM monitor_messages WHERE id = ? AND ticket_id = ?', id, record.row.id)
      if (!found) throw badRequest(`El mensaje ${id} no es de esta solicitud`)
      if (found.author !== 'desk') throw badRequest('Solo se marcan como leídos los mensajes del centro de ayuda')
    }
    return { ticketId: record.row.id, marked: markMessagesRead(db, record.row.id, 'desk', body.messageIds, now) }
  })
}
