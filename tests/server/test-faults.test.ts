import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { optionsFromEnv } from '../../server/options.ts'
import { signIn } from '../support/sign-in.ts'
import { SELECTIONS, write } from './api-calls.ts'
import { startTestServer, tempDir, type TestServer } from './test-server.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  token = (await signIn(server.url, 'alumno')).tokens.access_token
})
afterAll(() => server.stop())
afterEach(() => fetch(`${server.url}/__test__/faults`, { method: 'DELETE' }))

type State = { id: number; read: boolean; viewedCount: number }
const VIEWED = '/notification/sending/viewed'

function arm(fault: Record<string, unknown>): Promise<Response> {
  return fetch(`${server.url}/__test__/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fault) })
}

async function stateOf(id: number): Promise<State | undefined> {
  const states = (await (await fetch(`${server.url}/__test__/state/notifications?accountNumber=${SELECTIONS.uvm.accountNumber}`)).json()) as State[]
  return states.find((s) => s.id === id)
}

const viewed = (notificationId: number, key?: string) =>
  write(server.url, token, 'PATCH', VIEWED, { ...SELECTIONS.uvm, notificationId }, { key })

describe('fault injection (TEST_FAULTS=1)', () => {
  it('503 answers without applying, for the armed count only', async () => {
    expect((await arm({ path: VIEWED, method: 'PATCH', mode: '503', count: 2 })).status).toBe(200)
    for (let i = 0; i < 2; i++) {
      const answer = await viewed(112)
      expect(answer.status).toBe(503)
      expect(await answer.json()).toHaveProperty('message')
    }
    expect(await stateOf(112)).toMatchObject({ id: 112, read: false, viewedCount: 0 })
    expect((await viewed(112)).status).toBe(200)
    expect(await stateOf(112)).toMatchObject({ id: 112, read: true, viewedCount: 1 })
  })

  it('401 answers without applying, even with a valid token', async () => {
    await arm({ path: `/api${VIEWED}`, method: 'patch', mode: 401 })
    const answer = await viewed(113, randomUUID())
    expect(answer.status).toBe(401)
    expect(await answer.json()).toHaveProperty('message')
    expect(await stateOf(113)).toMatchObject({ read: false, viewedCount: 0 })
  })

  it('drop-after-commit applies the write and stores the key, then cuts the connection; the retry is a replay', async () => {
    await arm({ path: VIEWED, method: 'PATCH', mode: 'drop-after-commit' })
    const key = randomUUID()
    await expect(viewed(114, key)).rejects.toThrow()
    expect(await stateOf(114)).toMatchObject({ id: 114, read: true, viewedCount: 1 })
    const retry = await viewed(114, key)
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await retry.json()).toBe(true)
    expect(await stateOf(114)).toMatchObject({ id: 114, read: true, viewedCount: 1 })
  })

  it('delay waits the given milliseconds, then proceeds', async () => {
    await arm({ path: VIEWED, method: 'PATCH', mode: 'delay', ms: 300 })
    const started = Date.now()
    const answer = await viewed(115)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(answer.status).toBe(200)
    expect((await stateOf(115))?.viewedCount).toBe(1)
  })

  it('matches method and path, in the order armed, and can be listed and cleared', async () => {
    await arm({ path: VIEWED, method: 'POST', mode: '503' })
    await arm({ path: '/notification/sending/pending', mode: '503' })
    expect((await viewed(116)).status).toBe(200)
    const pending = await fetch(`${server.url}/api/notification/sending/pending?origin=student-web&portal=uvm&accountNumber=${SELECTIONS.uvm.accountNumber}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(pending.status).toBe(503)
    const listed = (await (await fetch(`${server.url}/__test__/faults`)).json()) as { faults: Array<{ method: string; path: string; remaining: number }> }
    expect(listed.faults).toEqual([expect.objectContaining({ method: 'POST', path: VIEWED, remaining: 1 })])
    expect(await (await fetch(`${server.url}/__test__/faults`, { method: 'DELETE' })).json()).toEqual({ cleared: 1 })
  })

  it('refuses a malformed fault', async () => {
    expect((await arm({ path: VIEWED, mode: 'explode' })).status).toBe(400)
    expect((await arm({ path: 'no-slash', mode: '503' })).status).toBe(400)
    expect((await arm({ path: VIEWED, mode: '503', count: 0 })).status).toBe(400)
    expect((await fetch(`${server.url}/__test__/state/notifications?accountNumber=abc`)).status).toBe(400)
  })
})

describe('simulated deploy (TEST_FAULTS=1)', () => {
  const WORKER = 'self.addEventListener("fetch", () => {})'
  const ASSET = 'console.log(1)'

  it('serves a byte-different worker after each deploy and leaves the other files alone', async () => {
    const distDir = tempDir('portal-dist-')
    mkdirSync(join(distDir, 'assets'))
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>')
    writeFileSync(join(distDir, 'sw.js'), WORKER)
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), ASSET)
    const deployed = await startTestServer({ testFaults: true, distDir })
    const worker = async () => {
      const answer = await fetch(`${deployed.url}/sw.js`)
      const text = await answer.text()
      expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
      expect(answer.headers.get('cache-control')).toBe('no-cache')
      return text
    }
    const deploy = async () => (await (await fetch(`${deployed.url}/__test__/deploy`, { method: 'POST' })).json()) as unknown
    try {
      expect(await worker()).toBe(WORKER)
      expect(await deploy()).toEqual({ deploy: 1 })
      const first = await worker()
      expect(first.startsWith(WORKER)).toBe(true)
      expect(first).not.toBe(WORKER)
      expect(await deploy()).toEqual({ deploy: 2 })
      const second = await worker()
      expect(second.startsWith(WORKER)).toBe(true)
      expect(second).not.toBe(first)
      expect(await (await fetch(`${deployed.url}/assets/index-abc123.js`)).text()).toBe(ASSET)
      expect((await fetch(`${deployed.url}/__test__/deploy`)).status).toBe(405)
    } finally {
      await deployed.stop()
      rmSync(distDir, { recursive: true, force: true })
    }
  })
})

describe('without TEST_FAULTS', () => {
  it('has no fault or state routes, and writes apply as usual', async () => {
    const plain = await startTestServer()
    try {
      const armed = await fetch(`${plain.url}/__test__/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: VIEWED, mode: '503' }) })
      expect(armed.status).toBe(404)
      expect((await fetch(`${plain.url}/__test__/state/notifications?accountNumber=${SELECTIONS.uvm.accountNumber}`)).status).toBe(404)
      expect((await fetch(`${plain.url}/__test__/deploy`, { method: 'POST' })).status).toBe(404)
      const own = (await signIn(plain.url, 'alumno')).tokens.access_token
      expect((await write(plain.url, own, 'PATCH', VIEWED, { ...SELECTIONS.uvm, notificationId: 117 })).status).toBe(200)
    } finally {
      await plain.stop()
    }
  })

  it('turns on only with TEST_FAULTS=1, never in prod', () => {
    expect(optionsFromEnv({}).testFaults).toBe(false)
    expect(optionsFromEnv({ TEST_FAULTS: 'true' }).testFaults).toBe(false)
    expect(optionsFromEnv({ TEST_FAULTS: '1' }).testFaults).toBe(true)
    expect(() => optionsFromEnv({ TEST_FAULTS: '1', APP_ENV: 'prod' })).toThrow(/TEST_FAULTS/)
  })
})
