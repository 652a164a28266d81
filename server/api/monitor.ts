import { monitorEndpoints } from '../../src/contract/monitor-endpoints.ts'
import { catalogLevel, deskAreas } from '../data/monitor-catalog.ts'
import { conversationOf, fileRecord, ticketsOfAccount, ticketView, trackingOf } from '../data/monitor-tickets.ts'
import type { FileStore } from '../data/digital-file-store.ts'
import { assertCanReadAccount } from './access.ts'
import { badRequest, notFound } from './errors.ts'
import { chatFileRule, EVIDENCE_RULE, mayCreate, readableTicket, SERVICE } from './monitor-access.ts'
import { monitorWriteRoutes } from './monitor-writes.ts'
import { BinaryAnswer, type Routes } from './route.ts'

/** The help center's monitor API (served under `monitorBase`); the writes are in monitor-writes.ts. */
export function monitorRoutes(r: Routes, store: FileStore): void {
  r.user(monitorEndpoints.deskConfig, ({ db, caller, query }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    return { accountNumber: query.accountNumber, areas: deskAreas(db), evidence: EVIDENCE_RULE, chatFile: chatFileRule(db), canCreate: mayCreate(db, caller) }
  })

  r.user(monitorEndpoints.deskCatalog, ({ db, query }) => {
    const parentId = query.parentId ?? null
    const root = query.level === 'areas'
    if (root && parentId !== null) throw badRequest('El nivel areas no lleva parentId')
    if (!root && parentId === null) throw badRequest(`Falta parentId para el nivel ${query.level}`)
    const options = catalogLevel(db, query.level, parentId)
    if (!options) throw badRequest(`No existe el elemento ${parentId ?? ''} del que depende el nivel ${query.level}`)
    return { level: query.level, parentId, options }
  })

  r.user(monitorEndpoints.tickets, ({ db, caller, query }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    return ticketsOfAccount(db, query.accountNumber)
  })

  r.user(monitorEndpoints.ticket, ({ db, caller, query }) => ticketView(db, readableTicket(db, caller, query.ticketId), mayCreate(db, caller)))

  r.user(monitorEndpoints.ticketTracking, ({ db, caller, query }) => trackingOf(db, readableTicket(db, caller, query.ticketId)))

  r.user(monitorEndpoints.downloadTicketFile, async ({ db, caller, query }) => {
    const file = fileRecord(db, query.fileId)
    if (!file) throw notFound('El archivo no existe')
    readableTicket(db, caller, file.ticket_id)
    return new BinaryAnswer(await store.read(file.stored_name), file.mime_type, file.file_name)
  })

  r.user(monitorEndpoints.messages, ({ db, caller, query }) => {
    const { row } = readableTicket(db, caller, query.ticketId)
    const { messages, cursor } = conversationOf(db, row.id, query.after === undefined ? null : Number(query.after))
    return { ticketId: row.id, status: row.status, messages, cursor: String(cursor) }
  })

  monitorWriteRoutes(r, store)
}
