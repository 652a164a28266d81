import { randomUUID } from 'node:crypto'
import { ORIGIN } from '../../src/contract/common.ts'
import { IDEMPOTENCY_HEADER } from '../../src/contract/idempotency.ts'
import type { Conversation, Message, Ticket } from '../../src/contract/monitor.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { form, type Part } from './digital-file-calls.ts'
import type { TestServer } from './test-server.ts'

/** The monitor API's default base (`monitorBase`). */
export const MONITOR = '/api/monitor'

export interface MonitorCall {
  query?: Record<string, string>
  method?: string
  json?: unknown
  form?: FormData
  key?: string
  portal?: 'uvm' | 'unitec'
}

export function monitor(server: TestServer, token: string | null, path: string, call: MonitorCall = {}): Promise<Response> {
  const params = new URLSearchParams({ origin: ORIGIN, portal: call.portal ?? 'uvm', ...call.query })
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (call.key) headers[IDEMPOTENCY_HEADER] = call.key
  let body: BodyInit | undefined
  if (call.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(call.json)
  } else if (call.form) {
    body = call.form
  }
  const method = call.method ?? (body === undefined ? 'GET' : 'POST')
  return fetch(`${server.url}${MONITOR}${path}?${params}`, { method, headers, ...(body === undefined ? {} : { body }) })
}

export async function read<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { message?: string }
  if (response.status !== 200) throw new Error(`${response.status}: ${body.message ?? JSON.stringify(body)}`)
  return body
}

/** A general form (no extra fields, 5 evidence): "No puedo entrar al portal". */
export const GENERAL = {
  accountNumber: ACCOUNTS.alumnoUvm, areaId: '3', issueTypeId: '31', classificationId: '311', subclassificationId: '3111', reasonId: '31111',
  description: 'No puedo entrar al portal desde esta mañana.', firstCheck: 'true',
}

/** A subject request (2 evidence): "Mi calificación es incorrecta". */
export const SUBJECT = {
  accountNumber: ACCOUNTS.alumnoUvm, areaId: '1', issueTypeId: '11', classificationId: '112', subclassificationId: '1121', reasonId: '11211',
  description: 'Mi calificación final no coincide con la del profesor.', subject: 'Neuropsicología', subjectCode: 'PSI-305',
  groupCode: 'G-02', teacher: 'Mtra. Laura Méndez', firstCheck: 'true',
}

export function createTicket(
  server: TestServer, token: string, fields: Record<string, string> = GENERAL, files: Record<string, Part> = {}, key?: string,
): Promise<Response> {
  return monitor(server, token, '/op', { form: form(fields, files), ...(key ? { key } : {}) })
}

export async function newTicket(server: TestServer, token: string, fields: Record<string, string> = GENERAL, files: Record<string, Part> = {}): Promise<Ticket> {
  return read<Ticket>(await createTicket(server, token, fields, files))
}

let sequence = 0

export function sendMessage(
  server: TestServer, token: string, ticketId: number, text: string, at = new Date(), key = randomUUID(), clientSequence = sequence++,
): Promise<Response> {
  return monitor(server, token, '/messages', { json: { ticketId, text, clientCreatedAt: at.toISOString(), clientSequence }, key })
}

export async function conversation(server: TestServer, token: string, ticketId: number, after?: string): Promise<Conversation> {
  return read<Conversation>(await monitor(server, token, '/messages', { query: { ticketId: String(ticketId), ...(after ? { after } : {}) } }))
}

export async function ticketOf(server: TestServer, token: string, ticketId: number): Promise<Ticket> {
  return read<Ticket>(await monitor(server, token, '/op', { query: { ticketId: String(ticketId) } }))
}

export const lastOf = (c: Conversation): Message | undefined => [...c.messages].sort((a, b) => a.orderKey.localeCompare(b.orderKey)).at(-1)

/** A procedure form (2 evidence, a catalog field "Trámite que necesitas"): "Necesito corregir mi constancia". */
export const PROCEDURE = {
  accountNumber: ACCOUNTS.alumnoUvm, areaId: '1', issueTypeId: '11', classificationId: '111', subclassificationId: '1111', reasonId: '11112',
  description: 'Mi constancia trae mal escrito mi segundo apellido.', firstCheck: 'true',
}

/** Test hooks of the help desk. */
export function deskHook(server: TestServer, path: 'desk' | 'act' | 'reset' | 'activities', body: unknown = {}): Promise<Response> {
  return fetch(`${server.url}/__test__/monitor/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

export const deskActs = (server: TestServer, ticketId: number, verdict: 'answer' | 'resolve' | 'clarify') => deskHook(server, 'act', { ticketId, verdict })
