import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Credential } from '../../src/contract/academic.ts'
import { NotificationPage, type Notification } from '../../src/contract/notification.ts'
import { Photo } from '../../src/contract/user.ts'
import { calendarMonthsLater, spanishDay } from '../../server/data/photos.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { expectMessage, getJson, withDb } from './digital-file-calls.ts'
import { jpegPart, photoHook, photoRequests, resetPhotos, sendPhoto } from './photo-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
beforeEach(() => resetPhotos(server, ACCOUNTS.alumnoUvm, ACCOUNTS.alumnoUvm2))

const SECOND = 1000
const ALUMNO: string = ACCOUNTS.alumnoUvm
const LPSI = { accountNumber: ALUMNO, cvProgram: 'LPSI-18', campusId: 'COY' }

async function photoOf(accountNumber = ALUMNO): Promise<Photo> {
  const { status, body } = await getJson<unknown>(server, tokens.alumno, '/user/photo', { accountNumber })
  expect(status).toBe(200)
  return v.parse(Photo, body)
}

async function credentialPhoto(): Promise<string | null> {
  const { status, body } = await getJson<unknown>(server, tokens.alumno, '/student/credential', LPSI)
  expect(status).toBe(200)
  return v.parse(Credential, body).photo
}

async function sent(name: string, accountNumber = ALUMNO): Promise<Photo> {
  const response = await sendPhoto(server, tokens.alumno, accountNumber, jpegPart(name))
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(200)
  return v.parse(Photo, body)
}

const lastNotificationId = () => withDb(server, (db) => (db.prepare('SELECT MAX(id) AS id FROM notifications').get() as { id: number }).id)

async function photoNotices(after: number): Promise<Notification[]> {
  const query = { account: ALUMNO, program: 'LPSI-18', campus: 'COY', size: '100' }
  const page = v.parse(NotificationPage, await (await api(server.url, tokens.alumno, '/notification/sending/notifications', query)).json())
  return page.content.filter((n) => n.id > after && ['APROBFOTO', 'RECHAFOTO'].includes(n.clave))
}

describe('the demo photo reviewer', () => {
  it('approves after DEMO_REVIEW_SECONDS: the credential shows it at once and the 4-month wait starts', async () => {
    const since = lastNotificationId()
    const { pendingPhoto } = await sent('selfie.jpg')
    expect(await credentialPhoto()).not.toBe(pendingPhoto)
    expect(server.backOffice.pass(new Date(Date.now() + 10 * SECOND)).photos).toEqual([])
    expect((await photoOf()).status).toBe('pending')
    const [decided] = server.backOffice.pass(new Date(Date.now() + 31 * SECOND)).photos
    expect(decided).toMatchObject({ accountNumber: ALUMNO, status: 'approved', reason: null })
    const approved = await photoOf()
    expect(approved).toMatchObject({ status: 'approved', photo: pendingPhoto, pendingPhoto: null, rejectionReason: null })
    expect(approved.nextChangeAt).toBe(calendarMonthsLater(new Date(approved.updatedAt ?? ''), 4).toISOString())
    expect(await credentialPhoto()).toBe(pendingPhoto)
    const [notice] = await photoNotices(since)
    expect(notice).toMatchObject({ clave: 'APROBFOTO', title: 'Foto de perfil aprobada', read: false, docId: null })
    expect(notice?.body).toContain(`a partir del ${spanishDay(new Date(approved.nextChangeAt ?? ''))}`)
  })

  it('rejects a photo whose name says "rechazar", with the reason; the approved photo stays', async () => {
    const before = await photoOf()
    const since = lastNotificationId()
    await sent('foto-RECHAZAR.jpg')
    server.backOffice.pass(new Date(Date.now() + 31 * SECOND))
    const rejected = await photoOf()
    expect(rejected).toMatchObject({ status: 'rejected', photo: before.photo, pendingPhoto: null, nextChangeAt: null })
    expect(rejected.rejectionReason).toBe('La foto no cumple los requisitos: rostro de frente, fondo claro y sin accesorios.')
    expect(await credentialPhoto()).toBe(before.photo)
    const [notice] = await photoNotices(since)
    expect(notice).toMatchObject({ clave: 'RECHAFOTO', title: 'Foto de perfil rechazada' })
    expect(notice?.body).toContain(rejected.rejectionReason ?? '')
    // A rejected photo does not start any wait: a corrected one may follow at once.
    expect((await sent('otra toma.jpg')).status).toBe('pending')
  })

  it('leaves the seeded pending photos to the hooks', async () => {
    expect(server.backOffice.pass(new Date(Date.now() + 10 * 24 * 3600 * SECOND)).photos.map((p) => p.accountNumber)).not.toContain(ACCOUNTS.alumnoUvm2)
    expect((await photoOf(ACCOUNTS.alumnoUvm2)).status).toBe('pending')
  })
})

describe('the 4-month rule', () => {
  it('refuses a new photo until 4 calendar months after the last approval, in Mexico City', async () => {
    await sent('selfie.jpg')
    expect((await photoHook(server, 'decide', { accountNumber: ALUMNO, verdict: 'approve' })).status).toBe(200)
    const { nextChangeAt } = await photoOf()
    expect(nextChangeAt).not.toBeNull()
    const message = `Podrás cambiar tu foto a partir del ${spanishDay(new Date(nextChangeAt ?? ''))}`
    await expectMessage(await sendPhoto(server, tokens.alumno, ALUMNO, jpegPart()), 409, message)
    // Three months on, still waiting; four, and it may change.
    const three = (await (await photoHook(server, 'age', { accountNumber: ALUMNO, months: 3 })).json()) as { nextChangeAt: string }
    expect(Date.parse(three.nextChangeAt)).toBeGreaterThan(Date.now())
    expect((await sendPhoto(server, tokens.alumno, ALUMNO, jpegPart())).status).toBe(409)
    expect((await photoHook(server, 'age', { accountNumber: ALUMNO, months: 1 })).status).toBe(200)
    expect((await photoOf()).nextChangeAt).toBeNull()
    expect((await sent('nueva.jpg')).status).toBe('pending')
  })

  it('counts calendar months from the local day: short months end on their last day', () => {
    // 31 October 2026, 20:00 in Mexico City (02:00 UTC the next day).
    expect(calendarMonthsLater(new Date('2026-11-01T02:00:00Z'), 4).toISOString()).toBe('2027-02-28T06:00:00.000Z')
    expect(calendarMonthsLater(new Date('2027-05-15T17:00:00Z'), 4).toISOString()).toBe('2027-09-15T06:00:00.000Z')
    expect(calendarMonthsLater(new Date('2027-05-15T17:00:00Z'), -6).toISOString()).toBe('2026-11-15T06:00:00.000Z')
    expect(spanishDay(new Date('2027-02-28T06:00:00.000Z'))).toBe('28 de febrero de 2027')
  })
})

describe('the photo hooks', () => {
  it('decide the pending photo now, by verdict or by the visible rule, with the notification', async () => {
    const since = lastNotificationId()
    const answer = await photoHook(server, 'decide', { accountNumber: ACCOUNTS.alumnoUvm2, verdict: 'reject', reason: 'Se ven lentes oscuros' })
    expect(await answer.json()).toMatchObject({ decided: { accountNumber: ACCOUNTS.alumnoUvm2, status: 'rejected', reason: 'Se ven lentes oscuros.' } })
    expect((await photoOf(ACCOUNTS.alumnoUvm2)).rejectionReason).toBe('Se ven lentes oscuros.')
    const notices = withDb(server, (db) => db.prepare("SELECT clave, body FROM notifications WHERE id > ? AND account_number = ?").all(since, ACCOUNTS.alumnoUvm2))
    expect(notices).toEqual([{ clave: 'RECHAFOTO', body: 'Tu foto de perfil fue rechazada: Se ven lentes oscuros. Envía otra desde tu perfil.' }])
    await expectMessage(await photoHook(server, 'decide', { accountNumber: ACCOUNTS.alumnoUvm2 }), 409, 'The account has no photo pending review')
    await sent('sin verdicto.jpg')
    expect(await (await photoHook(server, 'decide', { accountNumber: ALUMNO })).json()).toMatchObject({ decided: { status: 'approved' } })
  })

  it('reset the account to its seeded history and refuse bad bodies', async () => {
    await sent('selfie.jpg')
    const reset = await photoHook(server, 'reset', { accountNumber: ALUMNO })
    expect(await reset.json()).toEqual({ requests: 2 })
    expect((await photoRequests(server, ALUMNO)).map((r) => r.status)).toEqual(['approved', 'approved'])
    expect((await photoHook(server, 'age', { accountNumber: ALUMNO, months: 0 })).status).toBe(400)
    expect((await photoHook(server, 'decide', { accountNumber: ALUMNO, verdict: 'maybe' })).status).toBe(400)
    await expectMessage(await photoHook(server, 'age', { accountNumber: ACCOUNTS.tutoredUvm2, months: 4 }), 409, 'The account has no approved photo')
  })
})
