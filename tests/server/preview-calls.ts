import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { expect } from 'vitest'
import { ORIGIN } from '../../src/contract/common.ts'
import { TEMPORARY_DOCUMENT, ViewerDocument } from '../../src/contract/digital-file.ts'
import { PREVIEWS_FOLDER } from '../../server/app.ts'
import { sampleDocx } from '../../server/seed/sample-files.ts'
import { api } from '../support/sign-in.ts'
import type { Part } from './digital-file-calls.ts'
import type { TestServer } from './test-server.ts'

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const PREVIEW = '/digitalfile/document/preview'
export const VISOR = '/digitalfile/assignment/visor'

export const docx = (name = 'borrador.docx', paragraphs = ['Primer párrafo del borrador.', 'Segundo párrafo.']): Part =>
  ({ name, bytes: sampleDocx(paragraphs), type: DOCX_TYPE })

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase()

/** The body of a temporary preview of `file`, for the account `credential`. */
export const temporaryBody = (credential: string, file: Part, extention = extensionOf(file.name)) => ({
  base64: Buffer.from(file.bytes).toString('base64'), extention, name: file.name, credential, document: TEMPORARY_DOCUMENT,
  sharePointId: null, libraryName: null, visor: true,
})

/** The body of a preview of a document's stored file. */
export const storedBody = (credential: string, documentDeliveredId: number, extention: string) => ({
  base64: '', extention, name: 'ignorado', credential, document: String(documentDeliveredId), sharePointId: null, libraryName: null, visor: true,
})

export type PreviewRequest = ReturnType<typeof temporaryBody> | ReturnType<typeof storedBody>

export function sendPreview(server: TestServer, token: string, body: unknown, method: 'POST' | 'DELETE' = 'POST', portal = 'uvm'): Promise<Response> {
  return api(server.url, token, PREVIEW, { portal }, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

/** Asks for a preview that must be granted; answers the viewer document reference. */
export async function openPreview(server: TestServer, token: string, body: PreviewRequest): Promise<ViewerDocument> {
  const response = await sendPreview(server, token, body)
  const answer = (await response.json()) as unknown
  expect(response.status, JSON.stringify(answer)).toBe(200)
  return v.parse(ViewerDocument, answer)
}

/** The visor URL's query as the portal builds it (spec §7), without origin and portal. */
export function visorQuery(reference: ViewerDocument, body: PreviewRequest): Record<string, string> {
  return {
    access_token: reference.visorToken,
    credential: body.credential,
    document: body.document,
    ...(body.document === TEMPORARY_DOCUMENT ? {} : { documentDeliveredId: body.document }),
    libraryName: reference.libraryName,
    name: reference.name,
    visor: 'true',
  }
}

/** The absolute visor URL the viewer service is given. */
export function visorUrl(server: TestServer, query: Record<string, string>, portal = 'uvm'): string {
  return `${server.url}/api${VISOR}?${new URLSearchParams({ origin: ORIGIN, portal, ...query })}`
}

/** The visor as the viewer service calls it: no Authorization header. */
export const fetchVisor = (server: TestServer, query: Record<string, string>, portal = 'uvm') => fetch(visorUrl(server, query, portal))

/** The names in the preview store. */
export const previewFiles = (server: TestServer) => readdirSync(join(server.dataDir, PREVIEWS_FOLDER)).sort()
