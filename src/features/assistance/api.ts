import { MARK_READ_MAX, type MonitorFile } from '@/contract/monitor'
import { endpoints } from '@/contract/endpoints'
import { monitorEndpoints } from '@/contract/monitor-endpoints'
import { on404 } from '@/shared/http/api-error'
import { request, requestBlob, urlFor } from '@/shared/http/request'

export function fetchDeskConfig(accountNumber: string, signal?: AbortSignal) {
  return request(monitorEndpoints.deskConfig, { query: { accountNumber }, signal })
}

/** The options of a form's catalog field as the university offers them now (`/cnf/activity?level=activities`). */
export function fetchActivities(catalogId: number, signal?: AbortSignal) {
  return request(monitorEndpoints.deskCatalog, { query: { level: 'activities', parentId: String(catalogId) }, signal })
}

/** Spec §8: no tickets yet answers 404, which is an empty list. */
export function fetchTickets(accountNumber: string, signal?: AbortSignal) {
  return on404(request(monitorEndpoints.tickets, { query: { accountNumber }, signal }), [])
}

export function fetchTicket(ticketId: number, signal?: AbortSignal) {
  return request(monitorEndpoints.ticket, { query: { ticketId: String(ticketId) }, signal })
}

export function fetchTracking(ticketId: number, signal?: AbortSignal) {
  return request(monitorEndpoints.ticketTracking, { query: { ticketId: String(ticketId) }, signal })
}

/** The whole conversation, or with `after` only what arrived or changed since that cursor. */
export function fetchConversation(ticketId: number, after: string | undefined, signal?: AbortSignal) {
  return request(monitorEndpoints.messages, { query: { ticketId: String(ticketId), ...(after ? { after } : {}) }, signal })
}

/** A number the university configures, e.g. MAXFILECHAT in MB (spec §7 parameters). */
export async function fetchChatMaxMb(signal?: AbortSignal) {
  const parameter = await request(endpoints.parameter, { params: { code: 'MAXFILECHAT' }, signal })
  const value = Number(parameter.value)
  return Number.isFinite(value) && value > 0 ? value : null
}

/** Opens and sends a ticket: its fields and evidence as one multipart body. */
export function createTicket(form: FormData) {
  return request(monitorEndpoints.createTicket, { body: form })
}

export function decideResolution(body: { ticketId: number; decision: 'accept' } | { ticketId: number; decision: 'reject'; reason: string }) {
  return request(monitorEndpoints.decideResolution, { body })
}

export function answerClarification(ticketId: number, text: string) {
  return request(monitorEndpoints.answerClarification, { body: { ticketId, text } })
}

/** Marks desk messages read, MARK_READ_MAX at a time: a long conversation opened at once has more. */
export async function markMessagesRead(ticketId: number, messageIds: number[]) {
  let marked = 0
  for (let from = 0; from < messageIds.length; from += MARK_READ_MAX) {
    const answer = await request(monitorEndpoints.markMessagesRead, { body: { ticketId, messageIds: messageIds.slice(from, from + MARK_READ_MAX) } })
    marked += answer.marked
  }
  return { ticketId, marked }
}

/** The bytes of a piece of evidence or a chat attachment. */
export function downloadTicketFile(file: MonitorFile) {
  return requestBlob(monitorEndpoints.downloadTicketFile, { query: { fileId: String(file.id) } })
}

export interface MessageDraft {
  ticketId: number
  text: string
  clientCreatedAt: string
  clientSequence: number
}

/** What the outbox sends later for one message: JSON, or multipart when it carries a file. */
export function messageRequest(draft: MessageDraft, withFile: boolean) {
  if (withFile) {
    return {
      method: 'POST' as const,
      url: urlFor(monitorEndpoints.sendMessageFile, {}),
      body: { ticketId: String(draft.ticketId), text: draft.text, clientCreatedAt: draft.clientCreatedAt, clientSequence: String(draft.clientSequence) },
    }
  }
  return { method: 'POST' as const, url: urlFor(monitorEndpoints.sendMessage, {}), body: draft }
}
