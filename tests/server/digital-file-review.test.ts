import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CommitmentLetter, DigitalFile, ExtensionRequest, FileDocument, HistoryEntry, LetterSaved } from '../../src/contract/digital-file.ts'
import { NotificationPage, type Notification } from '../../src/contract/notification.ts'
import { isoDay, localDay } from '../../server/data/academic-time.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { samplePng } from '../../server/seed/sample-files.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import {
  expectMessage, form, getJson, heavyPdf, hook, jpeg, pdf, png, postForm, postJson, seededDocument, seededFileId, stateOf, uploadTo, withDb,
  type Part,
} from './digital-file-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
beforeEach(async () => {
  for (const accountNumber of [ACCOUNTS.alumnoUvm, ACCOUNTS.tutoredUvm]) expect((await hook(server, 'reset', { accountNumber })).status).toBe(200)
})

const LPSI = seededFileId(ACCOUNTS.alumnoUvm, 'LPSI-18')
const SCHOLARSHIP = seededFileId(ACCOUNTS.alumnoUvm, 'LPSI-18', 'scholarship')
const SECOND = 1000
const DAY = 24 * 60 * 60 * SECOND

async function documentOf(id: number, user: DemoUsername = 'alumno'): Promise<FileDocument> {
  const { status, body } = await getJson<unknown>(server, tokens[user], '/digitalfile/student/detail', { documentDeliveredId: String(id) })
  expect(status, JSON.stringify(body)).toBe(200)
  return v.parse(FileDocument, body)
}

const historyOf = async (id: number) =>
  v.parse(v.array(HistoryEntry), (await getJson<unknown>(server, tokens.alumno, '/digitalfile/student/history', { documentDeliveredId: String(id) })).body)

async function notificationsAbout(id: number | null, after: number): Promise<Notification[]> {
  const query = { account: ACCOUNTS.alumnoUvm, program: 'LPSI-18', campus: 'COY', size: '100' }
  const page = v.parse(NotificationPage, await (await api(server.url, tokens.alumno, '/notification/sending/notifications', query)).json())
  return page.content.filter((n) => n.id > after && n.docId === (id === null ? null : String(id)))
}

const lastNotificationId = () => withDb(server, (db) => (db.prepare('SELECT MAX(id) AS id FROM notifications').get() as { id: number }).id)

async function uploaded(id: number, file: Part): Promise<void> {
  const response = await uploadTo(server, tokens.alumno, id, file)
  expect(response.status, await response.clone().text()).toBe(200)
}

describe('the demo reviewer', () => {
  it('approves an upload once DEMO_REVIEW_SECONDS have passed, with its history and notification', async () => {
    const id = seededDocument(LPSI, 'pending-upload')
    const since = lastNotificationId()
    await uploaded(id, pdf('solicitud.pdf'))
    expect(server.backOffice.pass(new Date(Date.now() + 10 * SECOND)).decided.documents).toEqual([])
    expect((await documentOf(id)).status).toBe('pending-approval')
    expect(server.backOffice.pass(new Date(Date.now() + 31 * SECOND)).decided.documents).toEqual([id])
    expect(await documentOf(id)).toMatchObject({ status: 'completed', statusWord: 'COMPLETADO', canUpload: false })
    expect((await historyOf(id)).at(-1)).toMatchObject({ event: 'approved', by: 'Revisión de documentos', fileName: 'solicitud.pdf' })
    expect(await notificationsAbout(id, since)).toEqual([expect.objectContaining({ clave: 'APROBDOC', read: false })])
  })

  it('rejects a file named "rechazar…" with a reason; a corrected file may follow', async () => {
    const id = seededDocument(LPSI, 'pending-upload')
    const since = lastNotificationId()
    await uploaded(id, pdf('Solicitud-RECHAZAR.pdf'))
    server.backOffice.pass(new Date(Date.now() + 31 * SECOND))
    const rejected = await documentOf(id)
    expect(rejected).toMatchObject({ status: 'rejected', canUpload: true, rejectionReason: expect.stringMatching(/legible/) })
    expect((await historyOf(id)).at(-1)).toMatchObject({ event: 'rejected', by: 'Revisión de documentos', reason: rejected.rejectionReason })
    const [notice] = await notificationsAbout(id, since)
    expect(notice).toMatchObject({ clave: 'RECHADOC', docId: String(id) })
    expect(notice?.body).toContain('Solicitud de admisión firmada')
    await uploaded(id, pdf('solicitud corregida.pdf'))
    expect((await documentOf(id)).status).toBe('pending-approval')
  })

  it('leaves the seeded items to the test hooks, which decide at once by the rule or as told', async () => {
    const id = seededDocument(LPSI, 'pending-approval')
    expect(server.backOffice.pass(new Date(Date.now() + DAY)).decided.documents).not.toContain(id)
    const since = lastNotificationId()
    const response = await hook(server, 'review', { documentDeliveredId: id, decision: 'reject', reason: 'La identificación está vencida.' })
    expect(await response.json()).toEqual({ decided: { documents: [id], extensions: [] } })
    expect(await documentOf(id)).toMatchObject({ status: 'rejected', rejectionReason: 'La identificación está vencida.' })
    expect((await notificationsAbout(id, since)).map((n) => n.clave)).toEqual(['RECHADOC'])
  })

  it('sends an approved document that needs its original to pending-physical, then receives the paper', async () => {
    const id = seededDocument(LPSI, 'pending-upload')
    withDb(server, (db) => db.prepare("UPDATE digital_file_documents SET physical_place = 'Ventanilla 3', physical_until = ? WHERE id = ?").run(isoDay(localDay(new Date()) + 20), id))
    const since = lastNotificationId()
    await uploaded(id, pdf('solicitud.pdf'))
    await hook(server, 'review', { accountNumber: ACCOUNTS.alumnoUvm, documentDeliveredId: id })
    expect(await documentOf(id)).toMatchObject({ status: 'pending-physical', statusWord: 'FISICA', physical: { place: 'Ventanilla 3', deliveredAt: null } })
    const [notice] = await notificationsAbout(id, since)
    expect(notice).toMatchObject({ clave: 'PENENFIS', docId: String(id) })
    expect(notice?.body).toContain('Ventanilla 3')
    expect((await hook(server, 'physical', { documentDeliveredId: id })).status).toBe(200)
    expect(await documentOf(id)).toMatchObject({ status: 'physical-delivered', physical: { deliveredAt: expect.any(String) } })
    expect((await historyOf(id)).at(-1)).toMatchObject({ event: 'physical-delivered', by: 'Revisión de documentos' })
    expect((await hook(server, 'physical', { documentDeliveredId: id })).status).toBe(409)
  })

  it('tells once when the whole file is complete', async () => {
    const since = lastNotificationId()
    await hook(server, 'review', { documentDeliveredId: seededDocument(SCHOLARSHIP, 'pending-approval') })
    const file = v.parse(DigitalFile, (await getJson(server, tokens.alumno, `/digitalfile/student/${SCHOLARSHIP}`)).body)
    expect(file).toMatchObject({ statusWord: 'COMPLETADO', totalDocuments: 4, completedDocuments: 4 })
    server.backOffice.pass(new Date(Date.now() + DAY))
    expect((await notificationsAbout(null, since)).map((n) => n.clave)).toEqual(['DOCCOMP'])
  })
})

describe('extension requests', () => {
  const letter = async (id: number, file: Part, user: DemoUsername = 'alumno') =>
    postForm(server, tokens[user], '/digitalfile/document/letterprorogation', form({ documentDeliveredId: String(id) }, { file }))
  const request = (body: Record<string, unknown>, user: DemoUsername = 'alumno') =>
    postJson(server, tokens[user], '/digitalfile/extension/insert', { letterId: null, reason: 'Sigo esperando el documento.', ...body })

  it('takes a letter and a request for an expired document, and the reviewer accepts it with a new date', async () => {
    const id = seededDocument(LPSI, 'expired')
    const saved = await letter(id, pdf('Constancia de trámite.pdf'))
    expect(saved.status).toBe(200)
    const { letterId, name } = v.parse(LetterSaved, await saved.json())
    expect(name).toBe('Constancia de trámite.pdf')
    const answer = await request({ documentDeliveredId: id, typeId: 1, letterId })
    expect(answer.status).toBe(200)
    expect(v.parse(ExtensionRequest, await answer.json())).toMatchObject({
      documentDeliveredId: id, typeId: 1, days: 30, status: 'pending-approval', letterName: 'Constancia de trámite.pdf', newDueDate: null,
    })
    expect(await documentOf(id)).toMatchObject({ status: 'extension-requested', canRequestExtension: false, canUpload: false })
    expect((await stateOf(server, ACCOUNTS.alumnoUvm, id))?.extensionRequests).toBe(1)
    await expectMessage(await request({ documentDeliveredId: id, typeId: 3 }), 400, 'Ya hay una solicitud de prórroga en revisión para este documento')
    const since = lastNotificationId()
    server.backOffice.pass(new Date(Date.now() + 31 * SECOND))
    // Past its date, the days count from the day of the decision.
    const extended = await documentOf(id)
    expect(extended).toMatchObject({ status: 'extension-accepted', canUpload: true, dueDate: isoDay(localDay(new Date(Date.now() + 31 * SECOND)) + 30) })
    expect(extended.extension).toMatchObject({ status: 'approved', newDueDate: extended.dueDate })
    expect((await notificationsAbout(id, since)).map((n) => n.clave)).toEqual(['APROBPRO'])
    expect((await historyOf(id)).slice(-2).map((h) => h.event)).toEqual(['extension-requested', 'extension-accepted'])
    await uploaded(id, pdf('certificado médico.pdf'))
  })

  it('rejects a request whose reason says "rechazar"; the document keeps its date', async () => {
    const id = seededDocument(LPSI, 'near-expiry')
    const before = await documentOf(id)
    expect((await request({ documentDeliveredId: id, typeId: 3, reason: 'Por favor rechazar esta prueba' })).status).toBe(200)
    const since = lastNotificationId()
    server.backOffice.pass(new Date(Date.now() + 31 * SECOND))
    expect(await documentOf(id)).toMatchObject({ status: 'extension-rejected', statusWord: 'RECHAZADO', dueDate: before.dueDate, canRequestExtension: true })
    const details = v.parse(v.array(ExtensionRequest), (await getJson(server, tokens.alumno, '/digitalfile/extension/details', { documentDeliveredId: String(id) })).body)
    expect(details[0]).toMatchObject({ status: 'rejected', decisionReason: 'El motivo no justifica ampliar el plazo.' })
    expect((await notificationsAbout(id, since)).map((n) => n.clave)).toEqual(['RECHAPRO'])
  })

  it('refuses what the rules do not allow', async () => {
    const id = seededDocument(LPSI, 'expired')
    await expectMessage(await request({ documentDeliveredId: id, typeId: 1 }), 400, 'Este tipo de prórroga requiere una carta de soporte')
    await expectMessage(await request({ documentDeliveredId: id, typeId: 4 }), 400, 'El tipo de prórroga no existe o ya no está disponible')
    await expectMessage(await request({ documentDeliveredId: id, typeId: 99 }), 400, 'El tipo de prórroga no existe o ya no está disponible')
    await expectMessage(await request({ documentDeliveredId: id, typeId: 3, reason: 'uno\u0000dos' }), 400, 'El motivo tiene caracteres de control')
    await expectMessage(await request({ documentDeliveredId: id, typeId: 3, reason: '   ' }), 400, /reason/)
    await expectMessage(await request({ documentDeliveredId: id, typeId: 3, reason: 'x'.repeat(251) }), 400, /reason/)
    await expectMessage(await request({ documentDeliveredId: 'abc', typeId: 3 }), 400, /documentDeliveredId/)
    await expectMessage(await request({ documentDeliveredId: seededDocument(LPSI, 'completed'), typeId: 3 }), 400, 'El documento ya fue entregado; no necesita prórroga')
    await expectMessage(await request({ documentDeliveredId: seededDocument(LPSI, 'extension-accepted'), typeId: 3 }), 400, 'Este documento ya tiene una prórroga aceptada')
    await expectMessage(await request({ documentDeliveredId: seededDocument(LPSI, 'letter-unsigned'), typeId: 3 }), 400, 'La carta compromiso no admite prórroga')
    const other = v.parse(LetterSaved, await (await letter(seededDocument(LPSI, 'pending-upload'), pdf('carta.pdf'))).json())
    await expectMessage(await request({ documentDeliveredId: id, typeId: 1, letterId: other.letterId }), 400, 'La carta de soporte no es de este documento o ya se usó en otra solicitud')
    const tutored = seededDocument(seededFileId(ACCOUNTS.tutoredUvm, 'IIS-19'), 'expired')
    await expectMessage(await request({ documentDeliveredId: tutored, typeId: 3 }, 'tutor'), 403, 'Tu rol solo puede consultar el expediente digital')
    await expectMessage(await request({ documentDeliveredId: tutored, typeId: 3 }), 403, 'No tienes acceso a la información de esta cuenta')
    expect((await stateOf(server, ACCOUNTS.alumnoUvm, id))?.extensionRequests).toBe(0)
  })

  it('refuses a letter that is not a PDF or a picture, lies about its type or is over PROSIZEFILE', async () => {
    const id = seededDocument(LPSI, 'expired')
    await expectMessage(await letter(id, { name: 'carta.txt', bytes: Buffer.from('hola') }), 400, 'Archivo no soportado. Tipos válidos: pdf, jpg, jpeg, png')
    await expectMessage(await letter(id, { ...png(), name: 'carta.pdf' }), 400, 'El archivo no es del tipo que dice su nombre')
    await expectMessage(await letter(id, heavyPdf(5.5)), 400, 'El archivo no debe exceder 5 MB')
    await expectMessage(await letter(seededDocument(LPSI, 'completed'), pdf('carta.pdf')), 400, 'El documento ya fue entregado; no necesita prórroga')
    expect((await letter(id, jpeg('carta escaneada.jpg'))).status).toBe(200)
  })
})

describe('the commitment letter', () => {
  const pngDataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`
  const sign = (letterId: number, signature: string, user: DemoUsername = 'alumno', accepted: unknown = true) =>
    postJson(server, tokens[user], '/digitalfile/letter/sign', { letterId, signature, accepted })

  it('is signed once with a real PNG; its row becomes complete and holds the signature', async () => {
    const signature = samplePng(300, 120, [20, 20, 20])
    const response = await sign(LPSI, pngDataUrl(signature))
    expect(response.status).toBe(200)
    expect(v.parse(CommitmentLetter, await response.json())).toMatchObject({ id: LPSI, status: 'signed', signedAt: expect.any(String) })
    const row = seededDocument(LPSI, 'letter-unsigned')
    expect(await documentOf(row)).toMatchObject({ status: 'completed', file: { name: 'firma-carta-compromiso.png', mimeType: 'image/png' } })
    expect((await historyOf(row)).at(-1)).toMatchObject({ event: 'letter-signed', by: 'Valeria Hernández Ruiz' })
    const download = await postJson(server, tokens.alumno, '/digitalfile/assignment/download', { documentDeliveredId: row })
    expect(Buffer.from(await download.arrayBuffer())).toEqual(signature)
    const letter = v.parse(CommitmentLetter, (await getJson(server, tokens.alumno, '/digitalfile/letter', { assignedDigitalFileId: String(LPSI) })).body)
    expect(letter.status).toBe('signed')
    await expectMessage(await sign(LPSI, pngDataUrl(signature)), 400, 'La carta ya está firmada')
  })

  it('refuses what is not a PNG signature', async () => {
    const real = samplePng()
    await expectMessage(await sign(LPSI, pngDataUrl(jpeg().bytes)), 400, 'La firma no es una imagen PNG válida')
    await expectMessage(await sign(LPSI, pngDataUrl(real.subarray(0, real.length - 20))), 400, 'La firma no es una imagen PNG válida')
    await expectMessage(await sign(LPSI, 'data:image/png;base64,@@@@'), 400, 'La firma no es una imagen PNG válida')
    // Just over 512 KB once decoded, still within the contract's 700 000 characters.
    await expectMessage(await sign(LPSI, pngDataUrl(Buffer.concat([real, Buffer.alloc(524_800 - real.length)]))), 400, 'La firma no debe exceder 512 KB')
    await expectMessage(await sign(LPSI, 'data:image/jpeg;base64,AAAA'), 400, /signature/)
    await expectMessage(await sign(LPSI, pngDataUrl(real), 'alumno', false), 400, /accepted/)
    expect((await documentOf(seededDocument(LPSI, 'letter-unsigned'))).status).toBe('letter-unsigned')
  })

  it('is signed only by its student', async () => {
    const tutored = seededFileId(ACCOUNTS.tutoredUvm, 'IIS-19')
    await expectMessage(await sign(tutored, pngDataUrl(samplePng()), 'tutor'), 403, 'Solo el alumno puede firmar su carta compromiso')
    await expectMessage(await sign(tutored, pngDataUrl(samplePng())), 403, 'No tienes acceso a la información de esta cuenta')
    await expectMessage(await sign(LPSI, pngDataUrl(samplePng()), 'admin'), 403, 'Solo el alumno puede firmar su carta compromiso')
    await expectMessage(await sign(999_999, pngDataUrl(samplePng())), 404, 'Carta no encontrada')
  })
})

describe('expiry notices', () => {
  it('are sent once per document as dates come near and pass, with the document id', async () => {
    expect(await (await hook(server, 'notices')).json()).toEqual({ sent: 0 })
    const since = lastNotificationId()
    const later = new Date(Date.now() + 40 * DAY)
    const first = server.backOffice.dailyChecks(later).notices
    expect(first).toBeGreaterThan(0)
    expect(server.backOffice.dailyChecks(later).notices).toBe(0)
    const pendingUpload = seededDocument(LPSI, 'pending-upload')
    const nearExpiry = seededDocument(LPSI, 'near-expiry')
    expect((await notificationsAbout(pendingUpload, since)).map((n) => n.clave)).toEqual(['EXPPVEN'])
    expect((await notificationsAbout(nearExpiry, since)).map((n) => n.clave)).toEqual(['EXPVENC'])
    expect((await notificationsAbout(seededDocument(LPSI, 'completed'), since))).toEqual([])
  })
})

describe('the test hooks', () => {
  it('count uploads per document and reset an account to its seed', async () => {
    const id = seededDocument(LPSI, 'pending-upload')
    await uploaded(id, pdf('solicitud.pdf'))
    expect(await stateOf(server, ACCOUNTS.alumnoUvm, id)).toMatchObject({ status: 'pending-approval', uploads: 1, extensionRequests: 0 })
    expect(await (await hook(server, 'reset', { accountNumber: ACCOUNTS.alumnoUvm })).json()).toEqual({ files: 3 })
    expect(await stateOf(server, ACCOUNTS.alumnoUvm, id)).toMatchObject({ status: 'pending-upload', uploads: 0 })
  })

  it('refuse bad bodies', async () => {
    expect((await hook(server, 'review', { decision: 'maybe' })).status).toBe(400)
    expect((await hook(server, 'reset', {})).status).toBe(400)
    expect((await fetch(`${server.url}/__test__/digitalfile/review`, { method: 'POST', body: '{' })).status).toBe(400)
    expect((await fetch(`${server.url}/__test__/digitalfile/review`)).status).toBe(405)
    expect((await fetch(`${server.url}/__test__/state/digitalfile`)).status).toBe(400)
  })
})
