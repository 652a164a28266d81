import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CommitmentLetter, DigitalFile, DOCUMENT_STATUSES, ExtensionRequest, ExtensionType, FileDocument, HistoryEntry,
} from '../../src/contract/digital-file.ts'
import { Menu } from '../../src/contract/user.ts'
import { isoDay, localDay } from '../../server/data/academic-time.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { samplePdf } from '../../server/seed/sample-files.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { expectMessage, getJson, postJson, seededDocument, seededFileId } from './digital-file-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer()
  for (const user of ['alumno', 'tutor', 'admin', 'desconocido'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())

const LPSI = seededFileId(ACCOUNTS.alumnoUvm, 'LPSI-18')
const LPSI_SCHOLARSHIP = seededFileId(ACCOUNTS.alumnoUvm, 'LPSI-18', 'scholarship')
const TUTORED = seededFileId(ACCOUNTS.tutoredUvm, 'IIS-19')
const TUTORED_DISABLED = seededFileId(ACCOUNTS.tutoredUvmDisabled, 'LNUT-21')
const UNITEC = seededFileId(ACCOUNTS.alumnoUnitec, 'ISC-20')
const today = () => isoDay(localDay(new Date()))

async function documents(user: DemoUsername, fileId: number, portal = 'uvm') {
  const { status, body } = await getJson<unknown>(server, tokens[user], '/digitalfile/student/documents', { assignedDigitalFileId: String(fileId), portal })
  expect(status, JSON.stringify(body)).toBe(200)
  return v.parse(v.array(FileDocument), body)
}

const download = (user: DemoUsername, documentDeliveredId: number | string) =>
  postJson(server, tokens[user], '/digitalfile/assignment/download', { documentDeliveredId })

describe('reading the digital file', () => {
  it('lists the files of the selected career', async () => {
    const { status, body } = await getJson<unknown>(server, tokens.alumno, '/digitalfile/student/all', { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18', campusId: 'COY' })
    expect(status).toBe(200)
    const files = v.parse(v.array(DigitalFile), body)
    expect(files.map((f) => f.id)).toEqual([LPSI, LPSI_SCHOLARSHIP])
    expect(files[0]).toMatchObject({ accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18', campusCode: 'COY', statusWord: 'VENCIDO', totalDocuments: 12, completedDocuments: 2, nearExpiryDays: 15 })
    expect(files[0]?.name).toMatch(/^Expediente de admisión/)
    expect(files[1]).toMatchObject({ statusWord: 'PROCESO', totalDocuments: 4, completedDocuments: 3 })
    const other = await getJson<unknown[]>(server, tokens.alumno, '/digitalfile/student/all', { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPED-18', campusId: 'COY' })
    expect(other.body).toHaveLength(1)
  })

  it('answers one file by id', async () => {
    const { status, body } = await getJson<unknown>(server, tokens.alumno, `/digitalfile/student/${LPSI}`)
    expect(status).toBe(200)
    expect(v.parse(DigitalFile, body).id).toBe(LPSI)
    await expectMessage(await api(server.url, tokens.alumno, '/digitalfile/student/999999'), 404, 'El expediente no existe')
    await expectMessage(await api(server.url, tokens.alumno, '/digitalfile/student/abc'), 400, /id/)
  })

  it('shows every status of spec §4 with what the student can do next', async () => {
    const list = await documents('alumno', LPSI)
    expect(new Set(list.map((d) => d.status))).toEqual(new Set(DOCUMENT_STATUSES))
    const by = (status: string) => list.find((d) => d.status === status)
    expect(by('rejected')).toMatchObject({ statusWord: 'RECHAZADO', canUpload: true, rejectionReason: 'El comprobante tiene más de 3 meses de antigüedad.' })
    expect(by('pending-approval')).toMatchObject({ statusWord: 'PROCESO', canUpload: false, canRequestExtension: false })
    expect(by('expired')).toMatchObject({ statusWord: 'VENCIDO', canUpload: false, canRequestExtension: true, file: null })
    expect(by('near-expiry')).toMatchObject({ allowedExtensions: ['jpg', 'jpeg', 'png'], maxSizeMb: 2, canUpload: true })
    expect(by('pending-physical')?.physical).toMatchObject({ place: expect.stringMatching(/Servicios Escolares/), deliveredAt: null })
    expect(by('physical-delivered')?.physical?.deliveredAt).not.toBeNull()
    expect(by('completed')?.file).toMatchObject({ name: 'CURP.pdf', mimeType: 'application/pdf' })
    expect(by('extension-requested')?.extension).toMatchObject({ status: 'pending-approval', typeName: 'Motivos personales o de salud' })
    expect(by('extension-accepted')).toMatchObject({ statusWord: 'PRORROGA ACEPTADA', canUpload: true, canRequestExtension: false })
    expect(by('extension-accepted')?.extension?.newDueDate).toBe(by('extension-accepted')?.dueDate)
    expect(by('extension-accepted')?.dueDate?.localeCompare(today())).toBe(1)
    expect(by('extension-rejected')?.extension).toMatchObject({ status: 'rejected', decisionReason: expect.any(String) })
    expect(by('letter-unsigned')).toMatchObject({ name: 'Carta compromiso de devolución de documentos', dueDate: null, canUpload: false })
    expect(by('pending-upload')?.dueDate?.localeCompare(today())).toBe(1)
  })

  it('answers one document as the list does, and its history in order', async () => {
    const id = seededDocument(LPSI, 'physical-delivered')
    const list = await documents('alumno', LPSI)
    const detail = await getJson<unknown>(server, tokens.alumno, '/digitalfile/student/detail', { documentDeliveredId: String(id) })
    expect(v.parse(FileDocument, detail.body)).toEqual(list.find((d) => d.documentDeliveredId === id))
    const history = v.parse(v.array(HistoryEntry), (await getJson<unknown>(server, tokens.alumno, '/digitalfile/student/history', { documentDeliveredId: String(id) })).body)
    expect(history.map((h) => h.event)).toEqual(['assigned', 'uploaded', 'approved', 'physical-delivered'])
    expect(history.map((h) => h.by)).toEqual(['Servicios Escolares', 'Valeria Hernández Ruiz', 'Revisión de documentos', 'Revisión de documentos'])
    expect(history[1]?.fileName).toBe('acta_nacimiento.pdf')
  })

  it('gives the extension catalogue and a document\'s extension requests', async () => {
    const active = await getJson<{ content: unknown[]; totalElements: number }>(server, tokens.alumno, '/catalogs/typefile/prorogation')
    const types = v.parse(v.array(ExtensionType), active.body.content)
    expect(types.length).toBeGreaterThanOrEqual(2)
    expect(types.every((t) => t.active)).toBe(true)
    expect(types.some((t) => t.requiresLetter) && types.some((t) => !t.requiresLetter)).toBe(true)
    const everything = await getJson<{ content: unknown[]; totalElements: number }>(server, tokens.alumno, '/catalogs/typefile/prorogation', { status: 'all', size: '2', page: '1' })
    expect(everything.body).toMatchObject({ totalElements: types.length + 1, content: [expect.anything(), expect.anything()] })
    const id = seededDocument(LPSI, 'extension-accepted')
    const details = v.parse(v.array(ExtensionRequest), (await getJson<unknown>(server, tokens.alumno, '/digitalfile/extension/details', { documentDeliveredId: String(id) })).body)
    expect(details).toEqual([expect.objectContaining({ documentDeliveredId: id, status: 'approved', letterName: 'constancia_tramite.pdf' })])
  })

  it('gives the commitment letter of a file, and "Carta no encontrada" for a file without one', async () => {
    const { status, body } = await getJson<unknown>(server, tokens.alumno, '/digitalfile/letter', { assignedDigitalFileId: String(LPSI) })
    expect(status).toBe(200)
    const letter = v.parse(CommitmentLetter, body)
    expect(letter).toMatchObject({ assignedDigitalFileId: LPSI, status: 'unsigned', signedAt: null, documents: ['Acta de nacimiento', 'Certificado de bachillerato'] })
    expect(letter.paragraphs.join(' ')).toContain('Valeria Hernández Ruiz')
    await expectMessage(await api(server.url, tokens.alumno, '/digitalfile/letter', { assignedDigitalFileId: String(LPSI_SCHOLARSHIP) }), 404, 'Carta no encontrada')
  })

  it('downloads the stored file with its type and name', async () => {
    const response = await download('alumno', seededDocument(LPSI, 'completed'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="CURP.pdf"; filename*=UTF-8''CURP.pdf`)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(samplePdf('CURP'))
    const accented = await download('alumno', seededDocument(LPSI, 'pending-approval'))
    expect(accented.headers.get('content-disposition')).toContain("filename*=UTF-8''INE%20ambos%20lados.pdf")
    await expectMessage(await download('alumno', seededDocument(LPSI, 'pending-upload')), 404, 'El documento no tiene un archivo cargado')
    await expectMessage(await download('alumno', 'abc'), 400, /documentDeliveredId/)
    await expectMessage(await download('alumno', 999_999), 404, 'El documento no existe')
  })
})

describe('who reads whose digital file', () => {
  const documentsStatus = async (user: DemoUsername, fileId: number, portal = 'uvm') =>
    (await api(server.url, tokens[user], '/digitalfile/student/documents', { assignedDigitalFileId: String(fileId), portal })).status

  it('refuses another student\'s file, document, history, letter and download (403)', async () => {
    expect(await documentsStatus('alumno', TUTORED)).toBe(403)
    const other = seededDocument(TUTORED, 'completed')
    for (const path of ['/digitalfile/student/detail', '/digitalfile/student/history', '/digitalfile/extension/details']) {
      await expectMessage(await api(server.url, tokens.alumno, path, { documentDeliveredId: String(other) }), 403, 'No tienes acceso a la información de esta cuenta')
    }
    expect((await api(server.url, tokens.alumno, `/digitalfile/student/${TUTORED}`)).status).toBe(403)
    expect((await api(server.url, tokens.alumno, '/digitalfile/letter', { assignedDigitalFileId: String(TUTORED) })).status).toBe(403)
    expect((await download('alumno', other)).status).toBe(403)
    const all = await api(server.url, tokens.alumno, '/digitalfile/student/all', { accountNumber: ACCOUNTS.tutoredUvm, cvProgram: 'IIS-19', campusId: 'SRA' })
    expect(all.status).toBe(403)
  })

  it('refuses a file of the account in another portal than the call\'s', async () => {
    expect(await documentsStatus('alumno', UNITEC, 'uvm')).toBe(403)
    expect(await documentsStatus('alumno', UNITEC, 'unitec')).toBe(200)
  })

  it('lets a linked tutor read the same, without uploading, but not a disabled link', async () => {
    const list = await documents('tutor', TUTORED)
    expect(new Set(list.map((d) => d.status))).toEqual(new Set(DOCUMENT_STATUSES))
    expect(list.every((d) => !d.canUpload && !d.canRequestExtension)).toBe(true)
    expect((await download('tutor', seededDocument(TUTORED, 'completed'))).status).toBe(200)
    expect(await documentsStatus('tutor', TUTORED_DISABLED)).toBe(403)
    expect(await documentsStatus('tutor', LPSI)).toBe(403)
    const menu = v.parse(Menu, await (await api(server.url, tokens.tutor, '/user/menu/email')).json())
    expect(menu.map((m) => m.route)).toContain('/digital-files')
  })

  it('lets an administrative with Lectura read a student of the portal, without uploading', async () => {
    const list = await documents('admin', LPSI)
    expect(list).toHaveLength(12)
    expect(list.some((d) => d.canUpload)).toBe(false)
    expect(await documentsStatus('admin', UNITEC, 'unitec')).toBe(200)
  })

  it('answers 404 "Usuario no encontrado" to a user the API does not know', async () => {
    await expectMessage(await api(server.url, tokens.desconocido, '/digitalfile/student/documents', { assignedDigitalFileId: String(LPSI) }), 404, 'Usuario no encontrado')
  })
})
