import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_CODES, NotificationPage, type Notification } from '../../src/contract/notification.ts'
import { DATABASE_FILE } from '../../server/db/database.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { localDayStart } from '../../server/seed/local-time.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { SELECTIONS, write } from './api-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

async function useServer(next: TestServer) {
  server = next
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
}

beforeAll(async () => useServer(await startTestServer()))
afterAll(() => server.stop())

type Portal = keyof typeof SELECTIONS

function list(user: DemoUsername, portal: Portal, extra: Record<string, string> = {}, selection: { accountNumber: string; programCode: string; campusCode: string } = SELECTIONS[portal]) {
  return api(server.url, tokens[user], '/notification/sending/notifications', {
    portal, account: selection.accountNumber, program: selection.programCode, campus: selection.campusCode, ...extra,
  })
}

async function page(portal: Portal, extra: Record<string, string> = {}): Promise<NotificationPage> {
  const response = await list('alumno', portal, extra)
  expect(response.status).toBe(200)
  return v.parse(NotificationPage, await response.json())
}

async function all(portal: Portal): Promise<Notification[]> {
  return (await page(portal, { size: '100' })).content
}

const pending = async (portal: Portal, user: DemoUsername = 'alumno', account: string = SELECTIONS[portal].accountNumber) =>
  ((await (await api(server.url, tokens[user], '/notification/sending/pending', { portal, accountNumber: account })).json()) as { totalPendingRead: number }).totalPendingRead

const markViewed = (portal: Portal, notificationId: number, key?: string) =>
  write(server.url, tokens.alumno, 'PATCH', '/notification/sending/viewed', { ...SELECTIONS[portal], notificationId }, { portal, key })

describe('notification list', () => {
  it('pages newest first with 20 by default', async () => {
    const first = await page('uvm')
    expect(first).toMatchObject({ page: 0, size: 20, totalElements: 28 })
    expect(first.content).toHaveLength(20)
    const second = await page('uvm', { page: '1' })
    expect(second.content).toHaveLength(8)
    const everything = [...first.content, ...second.content]
    expect(new Set(everything.map((n) => n.id)).size).toBe(28)
    const times = everything.map((n) => Date.parse(n.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect((await page('uvm', { page: '5' })).content).toEqual([])
    expect((await page('uvm', { size: '7', page: '3' })).content.map((n) => n.id)).toEqual(everything.slice(21, 28).map((n) => n.id))
  })

  it('refuses page sizes over 100', async () => {
    expect((await list('alumno', 'uvm', { size: '101' })).status).toBe(400)
    expect((await list('alumno', 'uvm', { size: '0' })).status).toBe(400)
  })

  it.each(['uvm', 'unitec'] as const)('has every type code for alumno\'s first account in %s, CoDi only where the brand offers it', async (portal) => {
    const items = await all(portal)
    // UVM offers no CoDi by default: its account is never told about a CoDi charge.
    const expected = NOTIFICATION_CODES.filter((code) => portal === 'unitec' || code !== 'CODI')
    expect(new Set(items.map((n) => n.clave))).toEqual(new Set(expected))
    if (portal === 'unitec') expect(items.find((n) => n.clave === 'CODI')?.link).toBe('/payments')
    const notices = items.filter((n) => n.clave !== 'CODI' && n.link !== null)
    expect(notices).toHaveLength(2)
    for (const n of notices) expect(n.link).toMatch(/^https:\/\/example\.edu\/avisos\//)
    expect(items.find((n) => n.clave === 'RECHADOC')?.docId).toMatch(/^\d+$/)
    expect(items.find((n) => n.clave === 'NUEVTUT')?.docId).toBeNull()
    expect(items.filter((n) => !n.read)).toHaveLength(21)
  })

  it('spreads the dates over today, yesterday and before, in the portal\'s time zone', async () => {
    const now = new Date()
    const today = localDayStart(now, server.options.seedTimeZone).getTime()
    const yesterday = localDayStart(now, server.options.seedTimeZone, 1).getTime()
    const times = (await all('uvm')).map((n) => Date.parse(n.createdAt))
    expect(times.every((t) => t <= now.getTime())).toBe(true)
    expect(times.filter((t) => t >= today)).toHaveLength(6)
    expect(times.filter((t) => t >= yesterday && t < today)).toHaveLength(6)
    expect(times.filter((t) => t < yesterday)).toHaveLength(16)
  })

  it('gives other accounts a few, and none to an account without enrollment', async () => {
    const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE), { readOnly: true })
    try {
      const counts = Object.fromEntries(
        (db.prepare('SELECT account_number AS a, COUNT(*) AS n FROM notifications GROUP BY account_number').all() as Array<{ a: string; n: number }>)
          .map((row) => [row.a, row.n]),
      )
      for (const account of [ACCOUNTS.alumnoUvm2, ACCOUNTS.alumnoUnitec2, ACCOUNTS.tutoredUvm, ACCOUNTS.tutoredUnitec, ACCOUNTS.adminUvm]) {
        expect(counts[account]).toBeGreaterThanOrEqual(2)
      }
      expect(counts[ACCOUNTS.sinMatriculaUvm]).toBeUndefined()
    } finally {
      db.close()
    }
  })

  it('authorizes the account and checks the career belongs to it', async () => {
    const other = { accountNumber: ACCOUNTS.adminUvm, programCode: 'MBA-21', campusCode: 'TLA' }
    expect((await list('alumno', 'uvm', {}, other)).status).toBe(403)
    expect((await list('alumno', 'uvm', {}, { ...SELECTIONS.unitec })).status).toBe(403)
    const wrongProgram = await list('alumno', 'uvm', {}, { ...SELECTIONS.uvm, programCode: 'MBA-21' })
    expect(wrongProgram.status).toBe(400)
    expect(await wrongProgram.json()).toEqual({ message: 'El programa y el campus no corresponden a la cuenta' })
    expect((await list('alumno', 'uvm', {}, { ...SELECTIONS.uvm, campusCode: 'TLA' })).status).toBe(400)
    // The second career of the account is a selection too.
    expect((await list('alumno', 'uvm', {}, { ...SELECTIONS.uvm, programCode: 'LPED-18' })).status).toBe(200)
    expect((await list('tutor', 'uvm', {}, { accountNumber: ACCOUNTS.tutoredUvm, programCode: 'IIS-19', campusCode: 'SRA' })).status).toBe(200)
    expect((await list('tutor', 'uvm', {}, { accountNumber: ACCOUNTS.tutoredUvmDisabled, programCode: 'LNUT-21', campusCode: 'QRO' })).status).toBe(403)
    expect((await list('admin', 'uvm', {}, SELECTIONS.uvm)).status).toBe(200)
  })
})

describe('marking read', () => {
  // What these tests mark read stays read, and the lists above count the seeded unread ones,
  // whichever order the tests run in: these mark on a server of their own.
  let listServer: TestServer
  beforeAll(async () => {
    listServer = server
    await useServer(await startTestServer())
  })
  afterAll(async () => {
    await server.stop()
    await useServer(listServer)
  })

  it('marks an unread one read, lowers the pending count, and stays true when repeated', async () => {
    const before = await pending('uvm')
    const target = (await all('uvm')).find((n) => !n.read)
    if (!target) throw new Error('no unread notification')
    const answer = await markViewed('uvm', target.id)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toBe(true)
    expect(await pending('uvm')).toBe(before - 1)
    expect((await all('uvm')).find((n) => n.id === target.id)?.read).toBe(true)
    expect(await (await markViewed('uvm', target.id)).json()).toBe(true)
    expect(await pending('uvm')).toBe(before - 1)
  })

  it('answers 404 for a notification that is not of that account', async () => {
    const unknown = await markViewed('uvm', 999_999)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'La notificación no existe' })
    const ofUnitec = (await all('unitec'))[0]
    if (!ofUnitec) throw new Error('unitec list is empty')
    expect((await markViewed('uvm', ofUnitec.id)).status).toBe(404)
  })

  it('refuses another account and a career not of the account', async () => {
    const body = { accountNumber: ACCOUNTS.adminUvm, programCode: 'MBA-21', campusCode: 'TLA', notificationId: 701 }
    expect((await write(server.url, tokens.alumno, 'PATCH', '/notification/sending/viewed', body)).status).toBe(403)
    const wrong = { ...SELECTIONS.uvm, programCode: 'MBA-21', notificationId: 101 }
    expect((await write(server.url, tokens.alumno, 'PATCH', '/notification/sending/viewed', wrong)).status).toBe(400)
  })
})

describe('read-only roles', () => {
  it.each([
    ['tutor', { accountNumber: ACCOUNTS.tutoredUvm, programCode: 'IIS-19', campusCode: 'SRA' }],
    ['admin', SELECTIONS.uvm],
  ] as const)('%s reads a student\'s notifications but cannot mark them read', async (user, selection) => {
    const listed = await list(user, 'uvm', { size: '100' }, selection)
    expect(listed.status).toBe(200)
    const unread = v.parse(NotificationPage, await listed.json()).content.find((n) => !n.read)
    if (!unread) throw new Error('no unread notification')
    const before = await pending('uvm', user, selection.accountNumber)
    const answer = await write(server.url, tokens[user], 'PATCH', '/notification/sending/viewed', { ...selection, notificationId: unread.id }, { portal: 'uvm' })
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({ message: 'Tu rol solo puede consultar estas notificaciones, no marcarlas como leídas' })
    expect(await pending('uvm', user, selection.accountNumber)).toBe(before)
  })
})

describe('push tokens', () => {
  const tokensOf = () => {
    const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE), { readOnly: true })
    try {
      return db.prepare('SELECT token, user_id AS userId, device FROM push_tokens ORDER BY token').all()
    } finally {
      db.close()
    }
  }
  const save = (user: DemoUsername, body: unknown) => write(server.url, tokens[user], 'POST', '/notification/sending/token', body)
  const forget = (user: DemoUsername, token: string) => write(server.url, tokens[user], 'DELETE', '/notification/sending/token', { token })

  it('stores a token once per browser, moves it to whoever saves it last, and deletes only the caller\'s', async () => {
    const token = 'fcm-token-for-a-test-browser-0001'
    expect(await (await save('alumno', { token, device: 'Chrome en Android' })).json()).toEqual({ saved: true })
    expect(await (await save('alumno', { token })).json()).toEqual({ saved: true })
    expect(tokensOf().filter((row) => (row as { token: string }).token === token)).toEqual([{ token, userId: 1, device: 'Chrome en Android' }])

    await save('tutor', { token })
    expect(tokensOf().filter((row) => (row as { token: string }).token === token)).toEqual([{ token, userId: 2, device: 'Chrome en Android' }])
    expect(await (await forget('alumno', token)).json()).toEqual({ deleted: true })
    expect(tokensOf().some((row) => (row as { token: string }).token === token)).toBe(true)
    expect(await (await forget('tutor', token)).json()).toEqual({ deleted: true })
    expect(tokensOf().some((row) => (row as { token: string }).token === token)).toBe(false)
    expect((await forget('tutor', token)).status).toBe(200)
  })

  const registration = (user: DemoUsername, query: Record<string, string>, portal: Portal = 'uvm') =>
    api(server.url, tokens[user], '/massive/firebase', { portal, ...query })
  const registrationOf = async (user: DemoUsername, token: string, portal: Portal = 'uvm') => {
    const response = await registration(user, { token }, portal)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    return (await response.json()) as { registered: boolean; accounts: string[]; registeredAt: string | null }
  }

  it('GET /massive/firebase tells whether the sender holds the device\'s token for the caller, with their accounts on that portal', async () => {
    const token = 'fcm-token-for-a-test-browser-0002'
    const none = { registered: false, accounts: [], registeredAt: null }
    expect(await registrationOf('alumno', token)).toEqual(none)

    const before = Date.now()
    await save('alumno', { token })
    const held = await registrationOf('alumno', token)
    expect(held).toMatchObject({ registered: true, accounts: [ACCOUNTS.alumnoUvm, ACCOUNTS.alumnoUvm2] })
    expect(Date.parse(held.registeredAt ?? '')).toBeGreaterThanOrEqual(before - 1000)
    // Saved on UVM: the UNITEC portal's pushes do not reach it.
    expect(await registrationOf('alumno', token, 'unitec')).toEqual(none)
    // Another person asking about it learns nothing.
    expect(await registrationOf('tutor', token)).toEqual(none)
    expect(await registrationOf('admin', token)).toEqual(none)

    // Saved last by the tutor, it is theirs (a tutor has no accounts of their own to receive pushes for).
    await save('tutor', { token })
    expect(await registrationOf('alumno', token)).toEqual(none)
    expect(await registrationOf('tutor', token)).toMatchObject({ registered: true, accounts: [] })
    await forget('tutor', token)
    expect(await registrationOf('tutor', token)).toEqual(none)
  })

  it('GET /massive/firebase refuses a missing or malformed token with a message (400)', async () => {
    const queries: Array<Record<string, string>> = [{}, { token: 'short' }, { token: 'x'.repeat(4097) }, { token: 'fcm-token-for-a-test-browser-0003', user: '2' }]
    for (const query of queries) {
      const response = await registration('alumno', query)
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(/token|user/)
    }
  })

  it('validates the token', async () => {
    expect((await save('alumno', { token: 'short' })).status).toBe(400)
    expect((await write(server.url, tokens.alumno, 'DELETE', '/notification/sending/token', {})).status).toBe(400)
  })
})
