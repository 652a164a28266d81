import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PREVIEWS_FOLDER } from '../../server/app.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { MOTIVATION_FILE } from '../../server/seed/digital-file.ts'
import { samplePdf, zipArchive } from '../../server/seed/sample-files.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { signIn } from '../support/sign-in.ts'
import { expectMessage, pdf, postJson, seededDocument, seededFileId } from './digital-file-calls.ts'
import {
  docx, DOCX_TYPE, fetchVisor, openPreview, previewFiles, sendPreview, storedBody, temporaryBody, visorQuery,
} from './preview-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer()
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
afterEach(() => {
  vi.useRealTimers()
})

const MINUTE = 60 * 1000
const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
const ODT_TYPE = 'application/vnd.oasis.opendocument.text'
const ALUMNO = ACCOUNTS.alumnoUvm
const LPSI = seededFileId(ALUMNO, 'LPSI-18')
const MOTIVATION = seededDocument(seededFileId(ALUMNO, 'LPSI-18', 'scholarship'), 'pending-approval')

/** Moves this process's clock (the server's too: it runs in it); timers keep real time. */
const clockAt = (at: number) => vi.useFakeTimers({ toFake: ['Date'], now: at })

describe('a temporary file in the viewer', () => {
  it('is kept for ten minutes and the visor answers its very bytes, in place, to any origin', async () => {
    const file = docx('Borrador de carta.docx')
    const before = Date.now()
    // Other tests of this file may have left previews of their own on this server.
    const keptBefore = previewFiles(server).length
    const body = temporaryBody(ALUMNO, file)
    const reference = await openPreview(server, tokens.alumno, body)
    expect(reference).toMatchObject({ libraryName: 'Temporal', name: 'Borrador de carta.docx' })
    expect(reference.serverRelativeUrl).toBe(`/Temporal/${reference.sharePointId}/Borrador de carta.docx`)
    expect(Date.parse(reference.expiresAt) - before).toBeGreaterThanOrEqual(10 * MINUTE)
    expect(Date.parse(reference.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * MINUTE)
    // The ticket is no access token: random, and not the bearer the person signed in with.
    expect(reference.visorToken).toMatch(/^[\w-]{43}$/)
    expect(previewFiles(server)).toHaveLength(keptBefore + 1)

    const answer = await fetchVisor(server, visorQuery(reference, body))
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(Buffer.from(file.bytes))
    expect(answer.headers.get('content-type')).toBe(DOCX_TYPE)
    expect(answer.headers.get('content-disposition')).toBe(`inline; filename="Borrador de carta.docx"; filename*=UTF-8''Borrador%20de%20carta.docx`)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('takes PowerPoint, OpenDocument, PDF and the older Office formats too, typed by their content', async () => {
    const oldSlides = {
      name: 'clase.ppt',
      bytes: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('PowerPoint Document', 'utf16le')]),
    }
    const slides = {
      name: 'exposición.pptx',
      bytes: zipArchive([
        { name: '[Content_Types].xml', data: Buffer.from(`<Types><Override PartName="/ppt/presentation.xml" ContentType="${PPTX_TYPE}.main+xml"/></Types>`) },
        { name: 'ppt/presentation.xml', data: Buffer.from('<p:presentation/>') },
      ]),
    }
    const text = { name: 'ensayo.odt', bytes: zipArchive([{ name: 'mimetype', data: Buffer.from(ODT_TYPE) }, { name: 'content.xml', data: Buffer.from('<office:document-content/>') }]) }
    const files = [
      [pdf('constancia.pdf'), 'application/pdf'], [oldSlides, 'application/vnd.ms-powerpoint'], [slides, PPTX_TYPE], [text, ODT_TYPE],
    ] as const
    for (const [file, type] of files) {
      const body = temporaryBody(ALUMNO, file)
      const answer = await fetchVisor(server, visorQuery(await openPreview(server, tokens.alumno, body), body))
      expect(answer.headers.get('content-type')).toBe(type)
    }
  })

  it('is open to whoever may read the account, and to nobody else', async () => {
    await openPreview(server, tokens.tutor, temporaryBody(ACCOUNTS.tutoredUvm, docx()))
    await openPreview(server, tokens.admin, temporaryBody(ALUMNO, docx()))
    const foreign = await sendPreview(server, tokens.alumno, temporaryBody(ACCOUNTS.tutoredUvm, docx()))
    await expectMessage(foreign, 403, 'No tienes acceso a la información de esta cuenta')
    await expectMessage(await sendPreview(server, tokens.tutor, temporaryBody(ALUMNO, docx())), 403, /No tienes acceso/)
  })
})

describe('refused temporary files (400, nothing kept)', () => {
  it('refuses a content that lies about its extension, and a name that disagrees with it', async () => {
    const kept = previewFiles(server)
    const lying = { name: 'carta.docx', bytes: samplePdf('No soy Word') }
    await expectMessage(await sendPreview(server, tokens.alumno, temporaryBody(ALUMNO, lying)), 400, 'El archivo no es del tipo que dice su nombre')
    const text = { name: 'viejo.doc', bytes: Buffer.from('Solo texto, sin formato de Word') }
    await expectMessage(await sendPreview(server, tokens.alumno, temporaryBody(ALUMNO, text)), 400, 'El archivo no es del tipo que dice su nombre')
    const renamed = temporaryBody(ALUMNO, docx('carta.docx'), 'pptx')
    await expectMessage(await sendPreview(server, tokens.alumno, renamed), 400, 'El nombre del archivo debe terminar en .pptx')
    expect(previewFiles(server)).toEqual(kept)
  })

  it('refuses what the viewer does not open, a file over 5 MB, no content, and what is not base64', async () => {
    const picture = { ...temporaryBody(ALUMNO, docx('foto.png')), extention: 'png' }
    await expectMessage(await sendPreview(server, tokens.alumno, picture), 400, /^Invalid body field "extention"/)
    const heavy = { name: 'pesado.pdf', bytes: Buffer.concat([samplePdf('Pesado'), Buffer.alloc(5 * 1024 * 1024, 32)]) }
    await expectMessage(await sendPreview(server, tokens.alumno, temporaryBody(ALUMNO, heavy)), 400, /the file must not exceed 5 MB/)
    const empty = { ...temporaryBody(ALUMNO, docx()), base64: '' }
    await expectMessage(await sendPreview(server, tokens.alumno, empty), 400, 'Falta el contenido del archivo')
    const garbled = { ...temporaryBody(ALUMNO, docx()), base64: 'no es base64!' }
    await expectMessage(await sendPreview(server, tokens.alumno, garbled), 400, /must be plain base64/)
  })
})

describe('a stored document in the viewer', () => {
  it('opens without sending the file again, for whoever may read the document', async () => {
    const body = storedBody(ALUMNO, MOTIVATION, 'docx')
    const reference = await openPreview(server, tokens.alumno, body)
    expect(reference).toMatchObject({ libraryName: 'ExpedienteDigital', name: MOTIVATION_FILE })
    const answer = await fetchVisor(server, visorQuery(reference, body))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe(DOCX_TYPE)
    const download = await postJson(server, tokens.alumno, '/digitalfile/assignment/download', { documentDeliveredId: MOTIVATION })
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(Buffer.from(await download.arrayBuffer()))
    // The stored file stays where it is: nothing is copied into the preview store.
    expect(previewFiles(server)).not.toContain(expect.stringContaining(String(MOTIVATION)))
    await openPreview(server, tokens.admin, body)
  })

  it('is refused to whoever may not read it, and for what it cannot show', async () => {
    await expectMessage(await sendPreview(server, tokens.tutor, storedBody(ALUMNO, MOTIVATION, 'docx')), 403, /No tienes acceso/)
    await expectMessage(await sendPreview(server, tokens.alumno, storedBody(ALUMNO, 99_999, 'docx')), 404, 'El documento no existe')
    await expectMessage(await sendPreview(server, tokens.alumno, storedBody(ACCOUNTS.alumnoUvm2, MOTIVATION, 'docx')), 400, 'El documento no es de la cuenta indicada')
    await expectMessage(await sendPreview(server, tokens.alumno, storedBody(ALUMNO, MOTIVATION, 'pdf')), 400, 'El archivo guardado es .docx, no .pdf')
    const noFile = storedBody(ALUMNO, seededDocument(LPSI, 'pending-upload'), 'pdf')
    await expectMessage(await sendPreview(server, tokens.alumno, noFile), 404, 'El documento no tiene un archivo cargado')
    const resent = { ...storedBody(ALUMNO, MOTIVATION, 'docx'), base64: Buffer.from(docx().bytes).toString('base64') }
    await expectMessage(await sendPreview(server, tokens.alumno, resent), 400, 'Un documento guardado se abre sin volver a enviar su contenido')
  })
})

describe('the visor checks its ticket', () => {
  it('answers 401 for a tampered or unknown ticket, and 403 when the URL names anything else', async () => {
    const body = temporaryBody(ALUMNO, docx())
    const reference = await openPreview(server, tokens.alumno, body)
    const query = visorQuery(reference, body)
    const last = reference.visorToken.at(-1) === 'A' ? 'B' : 'A'
    const tampered = { ...query, access_token: `${reference.visorToken.slice(0, -1)}${last}` }
    await expectMessage(await fetchVisor(server, tampered), 401, 'El enlace de la vista previa no es válido')
    // The person's own access token opens nothing here.
    await expectMessage(await fetchVisor(server, { ...query, access_token: tokens.alumno }), 401, 'El enlace de la vista previa no es válido')
    const foreign = 'El enlace de la vista previa no corresponde a este documento'
    await expectMessage(await fetchVisor(server, { ...query, credential: ACCOUNTS.tutoredUvm }), 403, foreign)
    await expectMessage(await fetchVisor(server, { ...query, name: 'otro.docx' }), 403, foreign)
    await expectMessage(await fetchVisor(server, { ...query, document: String(MOTIVATION), documentDeliveredId: String(MOTIVATION) }), 403, foreign)
    await expectMessage(await fetchVisor(server, { ...query, libraryName: 'ExpedienteDigital' }), 403, foreign)
    await expectMessage(await fetchVisor(server, query, 'unitec'), 403, foreign)
    const { visor: _visor, ...incomplete } = query
    await expectMessage(await fetchVisor(server, incomplete), 400, 'Missing query parameter "visor"')
    // Every refusal can be read by the viewer service too.
    expect((await fetchVisor(server, tampered)).headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers 410 once the ticket has expired', async () => {
    const body = temporaryBody(ALUMNO, docx())
    const reference = await openPreview(server, tokens.alumno, body)
    clockAt(Date.parse(reference.expiresAt) + 1000)
    await expectMessage(await fetchVisor(server, visorQuery(reference, body)), 410, 'La vista previa venció; ábrela de nuevo desde el portal')
  })
})

describe('closing a preview', () => {
  it('ends the ticket and removes the temporary file; closing again changes nothing', async () => {
    const body = temporaryBody(ALUMNO, docx())
    const reference = await openPreview(server, tokens.alumno, body)
    const files = previewFiles(server)
    const close = { route: reference.serverRelativeUrl, sharepointId: reference.sharePointId }
    const closed = await sendPreview(server, tokens.alumno, close, 'DELETE')
    expect(closed.status).toBe(200)
    expect(await closed.json()).toEqual({ deleted: true })
    expect(previewFiles(server)).toHaveLength(files.length - 1)
    await expectMessage(await fetchVisor(server, visorQuery(reference, body)), 404, 'La vista previa ya se cerró')
    expect((await sendPreview(server, tokens.alumno, close, 'DELETE')).status).toBe(200)
  })

  it('closes only a stored document’s ticket, never its file', async () => {
    const body = storedBody(ALUMNO, MOTIVATION, 'docx')
    const reference = await openPreview(server, tokens.alumno, body)
    expect((await sendPreview(server, tokens.alumno, { route: reference.serverRelativeUrl, sharepointId: reference.sharePointId }, 'DELETE')).status).toBe(200)
    await expectMessage(await fetchVisor(server, visorQuery(reference, body)), 404, 'La vista previa ya se cerró')
    const again = await openPreview(server, tokens.alumno, body)
    expect((await fetchVisor(server, visorQuery(again, body))).status).toBe(200)
  })

  it('is for the person who opened it; an unknown preview is 404', async () => {
    const reference = await openPreview(server, tokens.alumno, temporaryBody(ALUMNO, docx()))
    const close = { route: reference.serverRelativeUrl, sharepointId: reference.sharePointId }
    await expectMessage(await sendPreview(server, tokens.admin, close, 'DELETE'), 403, 'Solo quien abrió la vista previa puede cerrarla')
    await expectMessage(await sendPreview(server, tokens.alumno, { ...close, route: '/Temporal/otra/ruta.docx' }, 'DELETE'), 404, 'La vista previa no existe')
    await expectMessage(await sendPreview(server, tokens.alumno, { ...close, sharepointId: 'desconocida' }, 'DELETE'), 404, 'La vista previa no existe')
  })
})

describe('the back office sweeps ended previews', () => {
  it('removes expired and half-written files, keeps live ones, and forgets old tickets after a day', async () => {
    const start = Date.now()
    const expiring = temporaryBody(ALUMNO, docx('vence.docx'))
    const old = await openPreview(server, tokens.alumno, expiring)
    clockAt(start + 6 * MINUTE)
    const live = temporaryBody(ALUMNO, docx('sigue.docx'))
    // Access tokens last five minutes: a fresh one, signed in at the moved clock.
    const kept = await openPreview(server, (await signIn(server.url, 'alumno')).tokens.access_token, live)
    writeFileSync(join(server.dataDir, PREVIEWS_FOLDER, '.tmp-restos'), 'a crash left this')
    const before = previewFiles(server)

    clockAt(start + 11 * MINUTE)
    const pass = server.backOffice.pass(new Date())
    expect(pass.previews).toBeGreaterThanOrEqual(2)
    const after = previewFiles(server)
    expect(after).not.toContain('.tmp-restos')
    expect(after.length).toBeLessThan(before.length)
    await expectMessage(await fetchVisor(server, visorQuery(old, expiring)), 410, /venció/)
    expect((await fetchVisor(server, visorQuery(kept, live))).status).toBe(200)

    clockAt(start + 25 * 60 * MINUTE)
    server.backOffice.pass(new Date())
    expect(previewFiles(server)).toEqual([])
    await expectMessage(await fetchVisor(server, visorQuery(old, expiring)), 401, /no es válido/)
  })
})
