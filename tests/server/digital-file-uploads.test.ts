import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FileDocument, HistoryEntry } from '../../src/contract/digital-file.ts'
import { FILES_FOLDER } from '../../server/app.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { samplePdf } from '../../server/seed/sample-files.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import {
  expectMessage, form, getJson, heavyPdf, hook, jpeg, pdf, png, postForm, postJson, seededDocument, seededFileId, stateOf, storedFiles, uploadTo,
  withDb, type Part,
} from './digital-file-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin', 'desconocido'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())

const LPSI = seededFileId(ACCOUNTS.alumnoUvm, 'LPSI-18')
const LPED = seededFileId(ACCOUNTS.alumnoUvm, 'LPED-18')
const upload = (documentId: number, file: Part, user: DemoUsername = 'alumno', key?: string) =>
  uploadTo(server, tokens[user], documentId, file, key ? { key } : {})
const UPLOAD = '/digitalfile/assignment/upload'

async function resetAlumno(): Promise<void> {
  expect((await hook(server, 'reset', { accountNumber: ACCOUNTS.alumnoUvm })).status).toBe(200)
}

describe('uploading a document', () => {
  beforeEach(resetAlumno)

  it('stores the file, answers the document pending approval and keeps its history', async () => {
    const id = seededDocument(LPSI, 'pending-upload')
    const file = pdf('Solicitud firmada.pdf', 'Solicitud')
    const response = await upload(id, file)
    const body = (await response.json()) as unknown
    expect(response.status, JSON.stringify(body)).toBe(200)
    const document = v.parse(FileDocument, body)
    expect(document).toMatchObject({
      documentDeliveredId: id, status: 'pending-approval', statusWord: 'PROCESO', canUpload: false,
      file: { name: 'Solicitud firmada.pdf', size: file.bytes.length, mimeType: 'application/pdf' },
    })
    const history = v.parse(v.array(HistoryEntry), (await getJson(server, tokens.alumno, '/digitalfile/student/history', { documentDeliveredId: String(id) })).body)
    expect(history.at(-1)).toMatchObject({ event: 'uploaded', by: 'Valeria Hernández Ruiz', fileName: 'Solicitud firmada.pdf', reason: null })
    expect(await stateOf(server, ACCOUNTS.alumnoUvm, id)).toMatchObject({ status: 'pending-approval', uploads: 1 })
    // What comes back down is what went up.
    const download = await postJson(server, tokens.alumno, '/digitalfile/assignment/download', { documentDeliveredId: id })
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(file.bytes))
  })

  it('takes pictures by their content, whichever spelling of the extension', async () => {
    const photo = seededDocument(LPSI, 'near-expiry')
    expect((await upload(photo, jpeg('foto infantil.JPEG'))).status).toBe(200)
    const other = seededDocument(LPED, 'near-expiry')
    const answer = v.parse(FileDocument, await (await upload(other, png('fotografía.png'))).json())
    expect(answer.file).toMatchObject({ name: 'fotografía.png', mimeType: 'image/png' })
  })

  it('sanitises the name: letters with accents, digits, space, hyphen and underscore stay', async () => {
    const id = seededDocument(LPSI, 'rejected')
    const answer = v.parse(FileDocument, await (await upload(id, pdf('Recibo (luz) #2 ñandú–agosto.PDF'))).json())
    expect(answer.file?.name).toBe('Recibo _luz_ _2 ñandú_agosto.pdf')
  })

  it('takes a new file after a rejection and after an accepted extension', async () => {
    expect((await upload(seededDocument(LPED, 'rejected'), pdf('recibo luz.pdf'))).status).toBe(200)
    expect((await upload(seededDocument(LPED, 'extension-accepted'), pdf('certificado.pdf'))).status).toBe(200)
  })
})

describe('refused uploads (400 with a message, nothing stored)', () => {
  beforeEach(resetAlumno)

  const target = () => seededDocument(LPSI, 'pending-upload')
  const refused = async (response: Response, message: string | RegExp, status = 400) => {
    const before = storedFiles(server)
    await expectMessage(response, status, message)
    expect(storedFiles(server)).toEqual(before)
  }

  it('refuses a missing file, two files, a file in a text field and a text in the file field', async () => {
    await refused(await postForm(server, tokens.alumno, UPLOAD, form({ documentDeliveredId: String(target()) })), 'Falta el archivo (campo "file")')
    await refused(await postForm(server, tokens.alumno, UPLOAD, form({ documentDeliveredId: String(target()) }, { file: [pdf('a.pdf'), pdf('b.pdf')] })), 'Solo se acepta un archivo por documento')
    await refused(await postForm(server, tokens.alumno, UPLOAD, form({ documentDeliveredId: String(target()), file: 'texto' })), 'El campo "file" debe traer un archivo')
    await refused(await postForm(server, tokens.alumno, UPLOAD, form({}, { file: pdf(), documentDeliveredId: pdf() })), 'El campo "documentDeliveredId" no admite archivos')
    await refused(await postForm(server, tokens.alumno, UPLOAD, form({ documentDeliveredId: String(target()) }, { file: { name: 'vacío.pdf', bytes: new Uint8Array(0) } })), 'El archivo está vacío')
  })

  it('refuses bad, missing, unknown and repeated fields', async () => {
    await refused(await postForm(server, tokens.alumno, UPLOAD, form({}, { file: pdf() })), /documentDeliveredId/)
    for (const bad of ['abc', '0', '-4', '1e3', '']) {
      await refused(await postForm(server, tokens.alumno, UPLOAD, form({ documentDeliveredId: bad }, { file: pdf() })), /documentDeliveredId/)
    }
    await refused(await postForm(server, tokens.alumno, UPLOAD, form({ documentDeliveredId: String(target()), extra: '1' }, { file: pdf() })), /extra/)
    const twice = form({ documentDeliveredId: String(target()) }, { file: pdf() })
    twice.append('documentDeliveredId', String(target()))
    await refused(await postForm(server, tokens.alumno, UPLOAD, twice), 'El campo "documentDeliveredId" viene repetido')
    await refused(await upload(999_999, pdf()), 'El documento no existe', 404)
  })

  it('refuses control characters in a field or in the file name', async () => {
    await refused(await postForm(server, tokens.alumno, UPLOAD, form({ documentDeliveredId: `${target()}\u0000` }, { file: pdf() })), 'El campo "documentDeliveredId" tiene caracteres de control')
    await refused(await upload(target(), pdf('acta\u0007.pdf')), 'El nombre del archivo tiene caracteres de control')
  })

  it('refuses a body that is not multipart, or is broken', async () => {
    await refused(await postJson(server, tokens.alumno, UPLOAD, { documentDeliveredId: target() }), 'La solicitud debe enviarse como multipart/form-data', 415)
    const broken = await api(server.url, tokens.alumno, UPLOAD, {}, {
      method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=abc' }, body: '--abc\r\nnada',
    })
    await refused(broken, 'El formulario enviado no se pudo leer')
  })

  it('refuses an extension the document does not take, or none', async () => {
    await refused(await upload(target(), { name: 'solicitud.docx', bytes: samplePdf('x') }), 'Archivo no soportado. Tipos válidos: pdf')
    await refused(await upload(target(), png('solicitud.png')), 'Archivo no soportado. Tipos válidos: pdf')
    await refused(await upload(target(), { name: 'solicitud', bytes: samplePdf('x') }), 'El archivo no tiene una extensión válida (por ejemplo .pdf)')
    await refused(await upload(target(), { name: '.pdf', bytes: samplePdf('x') }), 'El archivo no tiene nombre')
    await refused(await upload(target(), pdf(`${'a'.repeat(121)}.pdf`)), 'El nombre del archivo no debe pasar de 120 caracteres')
  })

  it('refuses content that is not what its name says', async () => {
    await refused(await upload(target(), { ...png(), name: 'solicitud.pdf' }), 'El archivo no es del tipo que dice su nombre')
    await refused(await upload(target(), { name: 'solicitud.pdf', bytes: Buffer.from('solo texto, no un PDF') }), 'El archivo no es del tipo que dice su nombre')
    await refused(await upload(seededDocument(LPSI, 'near-expiry'), { ...pdf(), name: 'foto.jpg' }), 'El archivo no es del tipo que dice su nombre')
  })

  it('refuses a file over the document\'s limit, and a body over the request limit', async () => {
    await refused(await upload(target(), heavyPdf(5.01)), 'El archivo no debe exceder 5 MB')
    const photo = seededDocument(LPSI, 'near-expiry')
    await refused(await upload(photo, { ...png(), bytes: Buffer.concat([png().bytes, Buffer.alloc(2 * 1024 * 1024)]) }), 'El archivo no debe exceder 2 MB')
    await refused(await upload(target(), heavyPdf(21)), 'La solicitud excede el máximo de 20 MB', 413)
  })

  it('refuses a name already in the digital file, whatever its case', async () => {
    await refused(await upload(target(), pdf('CURP.pdf')), 'Ya hay un archivo llamado "CURP.pdf" en este expediente')
    await refused(await upload(target(), pdf('curp.PDF')), 'Ya hay un archivo llamado "curp.pdf" en este expediente')
    // The rejected file's name is free again; another file's documents do not count.
    expect((await upload(target(), pdf('recibo luz.pdf'))).status).toBe(200)
    expect((await upload(seededDocument(LPED, 'pending-upload'), pdf('recibo luz.pdf'))).status).toBe(200)
  })

  it('refuses a document past its date, waiting for approval, approved or the letter', async () => {
    await refused(await upload(seededDocument(LPSI, 'expired'), pdf('certificado medico.pdf')), 'El tiempo de carga de este documento ha vencido')
    await refused(await upload(seededDocument(LPSI, 'pending-approval'), pdf('otra INE.pdf')), 'El documento está pendiente de aprobación')
    await refused(await upload(seededDocument(LPSI, 'completed'), pdf('curp nueva.pdf')), 'El documento ya fue aprobado; no necesita otro archivo')
    await refused(await upload(seededDocument(LPSI, 'letter-unsigned'), pdf('carta.pdf')), 'La carta compromiso se firma; no se le carga un archivo')
  })

  it('refuses another student\'s document, a role that only reads, and an unknown user', async () => {
    const tutored = seededDocument(seededFileId(ACCOUNTS.tutoredUvm, 'IIS-19'), 'pending-upload')
    await refused(await upload(tutored, pdf('solicitud.pdf')), 'No tienes acceso a la información de esta cuenta', 403)
    await refused(await upload(tutored, pdf('solicitud.pdf'), 'tutor'), 'Tu rol solo puede consultar el expediente digital', 403)
    await refused(await upload(seededDocument(LPSI, 'near-expiry'), png('foto2.png'), 'admin'), 'Tu rol solo puede consultar el expediente digital', 403)
    await refused(await upload(tutored, pdf('solicitud.pdf'), 'desconocido'), 'Usuario no encontrado', 404)
    expect((await stateOf(server, ACCOUNTS.tutoredUvm, tutored))?.uploads).toBe(0)
  })
})

describe('an upload sent again', () => {
  beforeEach(resetAlumno)

  it('with the same Idempotency-Key is applied once and answered with the first result', async () => {
    const id = seededDocument(LPSI, 'pending-upload')
    const key = randomUUID()
    const file = pdf('solicitud sin conexión.pdf', 'Solicitud')
    const first = await upload(id, file, 'alumno', key)
    expect(first.status).toBe(200)
    const firstBody = await first.json()
    for (let i = 0; i < 2; i++) {
      const again = await upload(id, file, 'alumno', key)
      expect(again.status).toBe(200)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(await again.json()).toEqual(firstBody)
    }
    expect((await stateOf(server, ACCOUNTS.alumnoUvm, id))?.uploads).toBe(1)
    // The same key with other bytes under the same name is another request.
    const other = await upload(id, pdf('solicitud sin conexión.pdf', 'Otra'), 'alumno', key)
    await expectMessage(other, 422, 'La clave Idempotency-Key ya se usó con otra solicitud')
  })

  it('after the answer was lost on the way back, the retry is a replay and the file arrives once', async () => {
    const id = seededDocument(LPSI, 'rejected')
    const armed = await fetch(`${server.url}/__test__/faults`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: UPLOAD, method: 'POST', mode: 'drop-after-commit' }),
    })
    expect(armed.status).toBe(200)
    const key = randomUUID()
    const file = pdf('comprobante nuevo.pdf', 'Comprobante')
    await expect(upload(id, file, 'alumno', key)).rejects.toThrow()
    const retry = await upload(id, file, 'alumno', key)
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await stateOf(server, ACCOUNTS.alumnoUvm, id)).toMatchObject({ status: 'pending-approval', uploads: 1 })
  })

  it('without a key, is refused the second time because the document awaits approval', async () => {
    const id = seededDocument(LPED, 'pending-upload')
    expect((await upload(id, pdf('solicitud.pdf'))).status).toBe(200)
    await expectMessage(await upload(id, pdf('solicitud.pdf')), 400, 'El documento está pendiente de aprobación')
    expect((await stateOf(server, ACCOUNTS.alumnoUvm, id))?.uploads).toBe(1)
  })
})

describe('storage', () => {
  beforeEach(resetAlumno)

  it('leaves no file behind when the write does not commit', async () => {
    const id = seededDocument(LPSI, 'pending-upload')
    const before = storedFiles(server)
    withDb(server, (db) => db.exec("CREATE TRIGGER refuse_history BEFORE INSERT ON digital_file_history BEGIN SELECT RAISE(ABORT, 'disk full'); END"))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await expectMessage(await upload(id, pdf('solicitud.pdf')), 500, 'Error interno del servidor')
    } finally {
      logged.mockRestore()
      withDb(server, (db) => db.exec('DROP TRIGGER refuse_history'))
    }
    expect(storedFiles(server)).toEqual(before)
    expect(await stateOf(server, ACCOUNTS.alumnoUvm, id)).toMatchObject({ status: 'pending-upload', uploads: 0 })
  })

  it('clears, on start, what a crash left and keeps every file a row names', async () => {
    const id = seededDocument(LPSI, 'pending-upload')
    expect((await upload(id, pdf('solicitud.pdf'))).status).toBe(200)
    const kept = storedFiles(server)
    const folder = join(server.dataDir, FILES_FOLDER)
    writeFileSync(join(folder, '.tmp-half-written'), 'half')
    writeFileSync(join(folder, `${randomUUID()}.pdf`), samplePdf('never committed'))
    const restarted = await startTestServer({ dataDir: server.dataDir, testFaults: true })
    try {
      expect(storedFiles(restarted as TestServer)).toEqual(kept)
      const token = (await signIn(restarted.url, 'alumno')).tokens.access_token
      const download = await postJson(restarted, token, '/digitalfile/assignment/download', { documentDeliveredId: id })
      expect(Buffer.from(await download.arrayBuffer())).toEqual(samplePdf('Documento'))
    } finally {
      await restarted.stop()
    }
  })
})
