import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DispatchedPush } from '../../server/push/dispatcher.ts'
import type { SentPush } from '../../server/push/senders.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { startTestServer, tempDir, type TestServer } from './test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
})
afterAll(() => server.stop())

const DAY = 24 * 60 * 60 * 1000
/** A token no other test uses, the length of a real one. */
const newToken = () => `test-${randomUUID()}-${randomUUID()}`

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}/__test__${path}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T
  expect(response.status, JSON.stringify(body)).toBe(status)
  return body
}

const sentTo = async (query: Record<string, string>) => json<SentPush[]>(await fetch(`${server.url}/__test__/push/sent?${new URLSearchParams(query)}`))

interface ChecksAnswer {
  notices: number
  queued: number[]
  dispatched: DispatchedPush[]
  sent: number
}

describe('the push hooks', () => {
  it('register a device, run the daily checks on a later day and show the pushes sent to it', async () => {
    const phone = newToken()
    const unitecPhone = newToken()
    expect(await json(await post('/push/tokens', { username: 'alumno', portal: 'uvm', token: phone, device: 'Chrome en Android' })))
      .toMatchObject({ saved: true, portal: 'uvm' })
    // By account: the portal is the account's brand unless given.
    expect(await json(await post('/push/tokens', { accountNumber: ACCOUNTS.alumnoUnitec, token: unitecPhone }))).toMatchObject({ saved: true, portal: 'unitec' })

    // Forty days on, alumno's documents still waiting have entered the notice window or passed their date.
    const later = new Date(Date.now() + 40 * DAY).toISOString()
    const checks = await json<ChecksAnswer>(await post('/push/checks', { now: later }))
    expect(checks.notices).toBeGreaterThan(0)
    expect(checks.queued).toHaveLength(checks.notices)
    expect(checks.dispatched.map((push) => push.notificationId)).toEqual(checks.queued)
    const alumnoUvm = checks.dispatched.filter((push) => push.accountNumber === ACCOUNTS.alumnoUvm)
    expect(alumnoUvm.length).toBeGreaterThan(0)
    for (const push of alumnoUvm) expect(push).toMatchObject({ status: 'sent', devices: 1, delivered: 1 })
    expect(checks.sent).toBe(checks.dispatched.reduce((sum, push) => sum + push.delivered, 0))

    const toPhone = await sentTo({ token: phone })
    expect(toPhone.map((sent) => Number(sent.message.data.notificationId)))
      .toEqual(checks.dispatched.filter((push) => ([ACCOUNTS.alumnoUvm, ACCOUNTS.alumnoUvm2] as string[]).includes(push.accountNumber)).map((push) => push.notificationId))
    const [first] = toPhone
    expect(first).toEqual({
      token: phone,
      message: {
        data: {
          clave: expect.stringMatching(/^EXP(PVEN|VENC)$/) as string,
          title: expect.stringMatching(/^Documento (por vencer|vencido)$/) as string,
          body: expect.any(String) as string,
          notificationId: String(alumnoUvm[0]?.notificationId),
          accountNumber: ACCOUNTS.alumnoUvm,
          programCode: expect.stringMatching(/^LP(SI|ED)-18$/) as string,
          campusCode: 'COY',
          portal: 'uvm',
          docId: expect.stringMatching(/^\d+$/) as string,
        },
        webpush: { headers: { Urgency: 'high' } },
      },
      at: later,
    })
    // The UNITEC device got only the UNITEC accounts' notices.
    const toUnitec = await sentTo({ token: unitecPhone })
    expect(toUnitec.length).toBeGreaterThan(0)
    for (const sent of toUnitec) expect(sent.message.data.portal).toBe('unitec')
    expect((await sentTo({ accountNumber: ACCOUNTS.alumnoUvm })).filter((sent) => sent.token === phone)).toHaveLength(alumnoUvm.length)

    // The queue's state: sent once, to that device.
    const states = await json<Array<{ notificationId: number; status: string; attempts: number; deliveredTo: string[] }>>(
      await fetch(`${server.url}/__test__/state/push?accountNumber=${ACCOUNTS.alumnoUvm}`),
    )
    for (const push of alumnoUvm) {
      expect(states.find((state) => state.notificationId === push.notificationId)).toMatchObject({ status: 'sent', attempts: 1, deliveredTo: [phone] })
    }

    // The same day again: nothing new, nothing sent twice.
    expect(await json<ChecksAnswer>(await post('/push/checks', { now: later }))).toEqual({ notices: 0, queued: [], dispatched: [], sent: 0 })
    expect(await sentTo({ token: phone })).toHaveLength(toPhone.length)
  })

  it('run the checks now with an empty body', async () => {
    expect(await json<ChecksAnswer>(await post('/push/checks', ''))).toMatchObject({ notices: 0, queued: [] })
  })

  it('refuse bad input with a message', async () => {
    const token = newToken()
    const refused = async (response: Response, status = 400) => expect((await json<{ message: string }>(response, status)).message).toEqual(expect.any(String))
    await refused(await post('/push/tokens', { token }))
    await refused(await post('/push/tokens', { username: 'alumno', accountNumber: ACCOUNTS.alumnoUvm, portal: 'uvm', token }))
    await refused(await post('/push/tokens', { username: 'alumno', token }))
    await refused(await post('/push/tokens', { username: 'alumno', portal: 'other', token }))
    await refused(await post('/push/tokens', { accountNumber: ACCOUNTS.alumnoUvm, token: 'short' }))
    await refused(await post('/push/tokens', { accountNumber: '12ab', token }))
    await refused(await post('/push/tokens', { accountNumber: ACCOUNTS.alumnoUvm, token, extra: 1 }))
    await refused(await post('/push/tokens', '{ not json'))
    await refused(await post('/push/tokens', { username: 'nadie', portal: 'uvm', token }), 404)
    await refused(await post('/push/tokens', { accountNumber: '999999999', token }), 404)
    await refused(await post('/push/checks', { now: 'tomorrow' }))
    await refused(await post('/push/checks', { now: '2026-06-15T07:00:00Z', extra: true }))
    await refused(await fetch(`${server.url}/__test__/push/sent?accountNumber=abc`))
    await refused(await fetch(`${server.url}/__test__/push/sent?token=short`))
    await refused(await fetch(`${server.url}/__test__/state/push`))
    await refused(await fetch(`${server.url}/__test__/push/tokens`), 405)
    await refused(await post('/push/sent', {}), 405)
    expect(await sentTo({ token })).toEqual([])
  })

  it('see the pushes the back office sends on its own after a decision', async () => {
    const phone = newToken()
    await json(await post('/push/tokens', { accountNumber: ACCOUNTS.alumnoUvm2, token: phone }))
    // The seeded photo pending review of the second account is decided now, with its notification.
    await json(await post('/photo/decide', { accountNumber: ACCOUNTS.alumnoUvm2, verdict: 'approve' }))
    server.backOffice.start()
    try {
      await expect.poll(async () => (await sentTo({ token: phone })).map((sent) => sent.message.data.clave), { timeout: 8000, interval: 200 })
        .toContain('APROBFOTO')
    } finally {
      server.backOffice.stop()
    }
  })
})

describe('the server with a Firebase service account', () => {
  function serviceAccount(dir: string, projectId: string): string {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const path = join(dir, 'service-account.json')
    writeFileSync(path, JSON.stringify({
      type: 'service_account', project_id: projectId, client_email: `push@${projectId}.iam.gserviceaccount.com`,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }))
    return path
  }

  const web = (projectId: string) => ({ apiKey: 'key', projectId, messagingSenderId: '1', appId: 'app', vapidKey: 'vapid' })

  it('sends through Firebase, and refuses a service account of another project than the portal\'s', async () => {
    const dir = tempDir()
    const path = serviceAccount(dir, 'portal-demo')
    try {
      const firebase = await startTestServer({ dataDir: dir, pushServiceAccount: path, firebase: web('portal-demo') })
      try {
        expect(firebase.push.dispatcher.sender.kind).toBe('firebase')
      } finally {
        await firebase.stop()
      }
      await expect(startTestServer({ dataDir: dir, pushServiceAccount: path, firebase: web('another-project') })).rejects.toThrow(/another-project/)
      expect(server.push.dispatcher.sender.kind).toBe('log')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
