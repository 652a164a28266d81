import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect } from 'vitest'
import type { DocumentStatus } from '../../src/contract/digital-file.ts'
import { IDEMPOTENCY_HEADER } from '../../src/contract/idempotency.ts'
import { FILES_FOLDER } from '../../server/app.ts'
import { DATABASE_FILE } from '../../server/db/database.ts'
import { plannedFiles, seededDocumentId } from '../../server/seed/digital-file.ts'
import { samplePdf, samplePng } from '../../server/seed/sample-files.ts'
import { api } from '../support/sign-in.ts'
import type { TestServer } from './test-server.ts'

/** The id of a seeded file: the admission (or scholarship) file of one career of an account. */
export function seededFileId(accountNumber: string, cvProgram: string, kind: 'admission' | 'scholarship' = 'admission'): number {
  const file = plannedFiles().find((f) => f.student.accountNumber === accountNumber && f.career.cvProgram === cvProgram && f.kind === kind)
  if (!file) throw new Error(`no seeded ${kind} file for ${accountNumber} ${cvProgram}`)
  return file.id
}

/** The document of a seeded file that shows `state` on the seed day. */
export function seededDocument(fileId: number, state: DocumentStatus): number {
  const id = seededDocumentId(fileId, state)
  if (id === null) throw new Error(`file ${fileId} has no ${state} document`)
  return id
}

export interface Part {
  name: string
  bytes: Uint8Array
  type?: string
}

export const pdf = (name = 'documento.pdf', title = 'Documento'): Part => ({ name, bytes: samplePdf(title), type: 'application/pdf' })
export const png = (name = 'foto.png'): Part => ({ name, bytes: samplePng(), type: 'image/png' })
// The JPEG start of image and a JFIF header: enough for the magic bytes.
export const jpeg = (name = 'foto.jpg'): Part => ({
  name, bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200, 7)]), type: 'image/jpeg',
})
/** A PDF that weighs `mb` megabytes (a valid start, padding after the end). */
export const heavyPdf = (mb: number, name = 'pesado.pdf'): Part => ({ name, bytes: Buffer.concat([samplePdf('Pesado'), Buffer.alloc(Math.ceil(mb * 1024 * 1024), 32)]) })

export function form(fields: Record<string, string>, files: Record<string, Part | Part[]> = {}): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const [name, parts] of Object.entries(files)) {
    for (const part of Array.isArray(parts) ? parts : [parts]) data.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? '' }), part.name)
  }
  return data
}

export interface CallOptions {
  portal?: 'uvm' | 'unitec'
  key?: string
}

const headersOf = (opts: CallOptions, json = false) => {
  const headers: Record<string, string> = json ? { 'Content-Type': 'application/json' } : {}
  if (opts.key) headers[IDEMPOTENCY_HEADER] = opts.key
  return headers
}

export function postForm(server: TestServer, token: string, path: string, body: FormData, opts: CallOptions = {}): Promise<Response> {
  return api(server.url, token, path, { portal: opts.portal ?? 'uvm' }, { method: 'POST', headers: headersOf(opts), body })
}

export function postJson(server: TestServer, token: string, path: string, body: unknown, opts: CallOptions = {}): Promise<Response> {
  return api(server.url, token, path, { portal: opts.portal ?? 'uvm' }, { method: 'POST', headers: headersOf(opts, true), body: JSON.stringify(body) })
}

export const uploadTo = (server: TestServer, token: string, documentId: number, file: Part, opts: CallOptions = {}) =>
  postForm(server, token, '/digitalfile/assignment/upload', form({ documentDeliveredId: String(documentId) }, { file }), opts)

export async function getJson<T>(server: TestServer, token: string, path: string, query: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await api(server.url, token, path, { portal: 'uvm', ...query })
  return { status: response.status, body: (await response.json()) as T }
}

export interface DocumentState {
  documentDeliveredId: number
  status: DocumentStatus
  uploads: number
  extensionRequests: number
}

export async function stateOf(server: TestServer, accountNumber: string, documentId: number): Promise<DocumentState | undefined> {
  const states = (await (await fetch(`${server.url}/__test__/state/digitalfile?accountNumber=${accountNumber}`)).json()) as DocumentState[]
  return states.find((s) => s.documentDeliveredId === documentId)
}

export function hook(server: TestServer, path: string, body: unknown = {}): Promise<Response> {
  return fetch(`${server.url}/__test__/digitalfile/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

/** The names in the document store (temporary ones too). */
export const storedFiles = (server: TestServer) => readdirSync(join(server.dataDir, FILES_FOLDER)).sort()

/** A second connection to the server's database, for what the API does not expose. */
export function withDb<T>(server: TestServer, work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE))
  try {
    return work(db)
  } finally {
    db.close()
  }
}

export async function expectMessage(response: Response, status: number, message: string | RegExp): Promise<void> {
  const body = (await response.json()) as { message?: string }
  expect(response.status, JSON.stringify(body)).toBe(status)
  if (typeof message === 'string') expect(body.message).toBe(message)
  else expect(body.message).toMatch(message)
}
