import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Photo } from '../../src/contract/user.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { samplePdf, samplePng } from '../../server/seed/sample-files.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { expectMessage, form, getJson, postForm, postJson, type Part } from './digital-file-calls.ts'
import {
  bytesOf, cameraJpeg, GPS_TEXT, jpegPart, photoRequests, PICTURE, pngPart, resetPhotos, sendPhoto,
} from './photo-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
beforeEach(() => resetPhotos(server, ACCOUNTS.alumnoUvm, ACCOUNTS.alumnoUnitec))

const PHOTO = '/user/photo'
const send = (file: Part, user: DemoUsername = 'alumno', account: string = ACCOUNTS.alumnoUvm, key?: string) =>
  sendPhoto(server, tokens[user], account, file, key ? { key } : {})

async function photoOf(accountNumber: string, portal: 'uvm' | 'unitec' = 'uvm'): Promise<Photo> {
  const { status, body } = await getJson<unknown>(server, tokens.alumno, PHOTO, { accountNumber, portal })
  expect(status, JSON.stringify(body).slice(0, 200)).toBe(200)
  return v.parse(Photo, body)
}

async function accepted(response: Response): Promise<Photo> {
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200)
  return v.parse(Photo, body)
}

describe('the seeded photo states', () => {
  it('answers the approved photo, the latest request and the 4-month wait of each account', async () => {
    expect(await photoOf(ACCOUNTS.alumnoUvm)).toMatchObject({ status: 'approved', nextChangeAt: null, pendingPhoto: null, rejectionReason: null, photo: expect.stringMatching(/^data:image\//) })
    const inReview = await photoOf(ACCOUNTS.alumnoUvm2)
    expect(inReview).toMatchObject({ status: 'pending', nextChangeAt: null, rejectionReason: null })
    expect(inReview.pendingPhoto).toMatch(/^data:image\//)
    expect(inReview.photo).toMatch(/^data:image\//)
    expect(inReview.pendingPhoto).not.toBe(inReview.photo)
    expect(await photoOf(ACCOUNTS.alumnoUnitec, 'unitec')).toMatchObject({
      status: 'rejected', photo: null, pendingPhoto: null, nextChangeAt: null, rejectionReason: expect.stringMatching(/rostro de frente/),
    })
    const waiting = await photoOf(ACCOUNTS.alumnoUnitec2, 'unitec')
    expect(waiting.status).toBe('approved')
    const days = (Date.parse(waiting.nextChangeAt ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(80)
    expect(days).toBeLessThan(95)
  })
})

describe('who may send a photo', () => {
  it('is the account\'s own student only (403 with the reason, nothing stored)', async () => {
    const before = await photoRequests(server, ACCOUNTS.tutoredUvm)
    await expectMessage(await send(jpegPart(), 'tutor', ACCOUNTS.tutoredUvm), 403, 'Solo el alumno puede cambiar su foto de perfil')
    await expectMessage(await send(jpegPart(), 'admin', ACCOUNTS.adminUvm), 403, 'Solo el alumno puede cambiar su foto de perfil')
    await expectMessage(await send(jpegPart(), 'admin', ACCOUNTS.alumnoUvm), 403, 'Solo el alumno puede cambiar su foto de perfil')
    await expectMessage(await send(jpegPart(), 'alumno', ACCOUNTS.tutoredUvm), 403, 'Solo puedes cambiar la foto de tus propias cuentas')
    await expectMessage(await send(jpegPart(), 'alumno', '999999999'), 403, 'Solo puedes cambiar la foto de tus propias cuentas')
    // Its own account, but of the other portal.
    await expectMessage(await send(jpegPart(), 'alumno', ACCOUNTS.alumnoUnitec), 403, 'Solo puedes cambiar la foto de tus propias cuentas')
    expect(await photoRequests(server, ACCOUNTS.tutoredUvm)).toEqual(before)
    expect((await photoRequests(server, ACCOUNTS.alumnoUvm)).filter((r) => r.autoReview)).toEqual([])
  })

  it('needs a signed-in caller', async () => {
    const response = await api(server.url, null, PHOTO, {}, { method: 'POST', body: form({ accountNumber: ACCOUNTS.alumnoUvm }, { file: jpegPart() }) })
    expect(response.status).toBe(401)
  })
})

describe('what a photo must be (400 in Spanish, nothing stored)', () => {
  const refused = async (response: Response, message: string | RegExp, status = 400) => {
    await expectMessage(response, status, message)
    expect((await photoRequests(server, ACCOUNTS.alumnoUvm)).filter((r) => r.autoReview)).toEqual([])
  }
  const post = (data: FormData) => postForm(server, tokens.alumno, PHOTO, data)

  it('refuses a missing file, two files, unknown or missing fields and a body that is not a form', async () => {
    await refused(await post(form({ accountNumber: ACCOUNTS.alumnoUvm })), 'Falta el archivo (campo "file")')
    await refused(await post(form({ accountNumber: ACCOUNTS.alumnoUvm }, { file: [jpegPart(), jpegPart('otra.jpg')] })), /un archivo/)
    await refused(await post(form({ accountNumber: ACCOUNTS.alumnoUvm, file: 'texto' })), 'El campo "file" debe traer un archivo')
    await refused(await post(form({ accountNumber: ACCOUNTS.alumnoUvm, extra: '1' }, { file: jpegPart() })), 'No se reconoce el campo "extra"')
    await refused(await post(form({}, { file: jpegPart() })), 'Falta el campo "accountNumber"')
    await refused(await post(form({ accountNumber: 'abc' }, { file: jpegPart() })), /^El campo "accountNumber" no es válido/)
    await refused(await post(form({ accountNumber: ACCOUNTS.alumnoUvm }, { file: { name: 'vacía.jpg', bytes: new Uint8Array(0) } })), 'El archivo está vacío')
    await refused(await postJson(server, tokens.alumno, PHOTO, { accountNumber: ACCOUNTS.alumnoUvm }), 'La solicitud debe enviarse como multipart/form-data', 415)
    await refused(await postForm(server, tokens.alumno, PHOTO, form({ accountNumber: ACCOUNTS.alumnoUvm }, { file: jpegPart() }), { key: 'no-es-uuid' }), /UUID/)
  })

  it('judges the type by the content, not by the name', async () => {
    await refused(await send({ name: 'selfie.jpg', bytes: Buffer.from('no soy una foto, solo texto') }), 'La foto debe ser una imagen JPG o PNG')
    await refused(await send({ name: 'selfie.jpg', bytes: samplePdf('Foto') }), 'La foto debe ser una imagen JPG o PNG')
    await refused(await send({ name: 'selfie.png', bytes: Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]) }), 'La foto debe ser una imagen JPG o PNG')
    await refused(await send({ ...pngPart(), name: 'selfie.jpg' }), 'La foto no es del tipo que dice su nombre: es PNG pero su nombre termina en .jpg')
    await refused(await send({ ...jpegPart(), name: 'selfie.pdf' }), 'La foto no es del tipo que dice su nombre: es JPG pero su nombre termina en .pdf')
  })

  it('refuses a broken picture, one too small and one too heavy', async () => {
    const cut = cameraJpeg().subarray(0, 40)
    await refused(await send({ name: 'cortada.jpg', bytes: cut }), 'La foto está dañada o incompleta; elige o toma otra')
    await refused(await send({ name: 'cortada.png', bytes: samplePng(300, 300).subarray(0, 60) }), 'La foto está dañada o incompleta; elige o toma otra')
    await refused(await send({ name: 'chica.png', bytes: samplePng(120, 160) }), 'La foto debe medir al menos 200 × 200 píxeles (la tuya mide 120 × 160)')
    await refused(await send(jpegPart('angosta.jpg', { width: 199, height: 800 })), /al menos 200 × 200 píxeles \(la tuya mide 199 × 800\)/)
    await refused(await send(jpegPart('pesada.jpg', { padding: 5 * 1024 * 1024 })), 'La foto no debe exceder 5 MB')
    await refused(await send(jpegPart('enorme.jpg', { padding: 21 * 1024 * 1024 })), 'La solicitud excede el máximo de 20 MB', 413)
  })
})

describe('a photo sent for review', () => {
  it('is stored pending without its EXIF, GPS or comments; the picture is untouched', async () => {
    const before = await photoOf(ACCOUNTS.alumnoUvm)
    const answer = await accepted(await send(jpegPart('Mi selfie (2).JPG')))
    expect(answer).toMatchObject({ status: 'pending', photo: before.photo, rejectionReason: null, nextChangeAt: null })
    const stored = bytesOf(answer.pendingPhoto)
    expect(answer.pendingPhoto).toMatch(/^data:image\/jpeg;base64,/)
    expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    expect(stored.includes(Buffer.from(GPS_TEXT, 'latin1'))).toBe(false)
    expect(stored.includes(Buffer.from('Tomada en', 'latin1'))).toBe(false)
    expect(stored.includes(PICTURE)).toBe(true)
    // Only the orientation is written back, so a photo taken sideways still shows upright.
    const app1 = stored.indexOf(Buffer.from([0xff, 0xe1]))
    expect(app1).toBeGreaterThan(0)
    expect(stored.readUInt16BE(app1 + 2)).toBe(34)
    expect(stored.readUInt16BE(app1 + 2 + 2 + 6 + 10 + 8)).toBe(6)
    expect(stored.length).toBeLessThan(cameraJpeg().length)
    expect(await photoOf(ACCOUNTS.alumnoUvm)).toEqual(answer)
    const [request] = (await photoRequests(server, ACCOUNTS.alumnoUvm)).filter((r) => r.autoReview)
    expect(request).toMatchObject({ status: 'pending', fileName: 'Mi selfie _2_.jpg', decidedAt: null })
  })

  it('keeps an upright JPEG without any APP1, and strips a PNG\'s text chunks', async () => {
    const upright = bytesOf((await accepted(await send(jpegPart('recta.jpg', { orientation: 1 })))).pendingPhoto)
    expect(upright.includes(Buffer.from([0xff, 0xe1]))).toBe(false)
    expect(await accepted(await resetAndSend(pngPart('selfie.png')))).toMatchObject({ status: 'pending' })
    const png = bytesOf((await photoOf(ACCOUNTS.alumnoUvm)).pendingPhoto)
    expect(png.includes(Buffer.from(GPS_TEXT, 'latin1'))).toBe(false)
    expect(png.includes(Buffer.from('tEXt', 'latin1'))).toBe(false)
    expect(png.equals(samplePng(240, 260))).toBe(true)
  })

  it('takes a camera file without an extension by its content', async () => {
    await accepted(await send({ name: 'blob', bytes: cameraJpeg() }))
    expect((await photoRequests(server, ACCOUNTS.alumnoUvm)).at(-1)?.fileName).toBe('blob.jpg')
  })

  it('may be the first photo of an account at any time', async () => {
    const answer = await accepted(await sendPhoto(server, tokens.alumno, ACCOUNTS.alumnoUnitec, jpegPart(), { portal: 'unitec' }))
    expect(answer).toMatchObject({ status: 'pending', photo: null, rejectionReason: null })
  })

  it('blocks a second photo while one is pending (409)', async () => {
    await accepted(await send(jpegPart()))
    await expectMessage(await send(jpegPart('otra.jpg')), 409, /^Tu foto anterior sigue en revisión/)
    await expectMessage(await sendPhoto(server, tokens.alumno, ACCOUNTS.alumnoUvm2, jpegPart()), 409, /^Tu foto anterior sigue en revisión/)
    expect((await photoRequests(server, ACCOUNTS.alumnoUvm)).filter((r) => r.autoReview)).toHaveLength(1)
  })

  it('is made once when an upload is retried with its Idempotency-Key', async () => {
    const key = randomUUID()
    const file = jpegPart()
    const first = await send(file, 'alumno', ACCOUNTS.alumnoUvm, key)
    const firstBody = await first.text()
    expect(first.status, firstBody.slice(0, 200)).toBe(200)
    const retry = await send(file, 'alumno', ACCOUNTS.alumnoUvm, key)
    expect(retry.status).toBe(200)
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await retry.text()).toBe(firstBody)
    expect((await photoRequests(server, ACCOUNTS.alumnoUvm)).filter((r) => r.autoReview)).toHaveLength(1)
    // The same key with another photo is a mistake, not a retry.
    await expectMessage(await send(jpegPart('otra.jpg'), 'alumno', ACCOUNTS.alumnoUvm, key), 422, /ya se usó con otra solicitud/)
  })
})

async function resetAndSend(file: Part): Promise<Response> {
  await resetPhotos(server, ACCOUNTS.alumnoUvm)
  return send(file)
}
