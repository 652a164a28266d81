import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { KEY_LIFETIME_MS, purgeExpiredKeys } from '../../server/data/idempotency.ts'
import { DATABASE_FILE } from '../../server/db/database.ts'
import { signIn } from '../support/sign-in.ts'
import { SELECTIONS, write } from './api-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
let token: string
let tutorToken: string

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  token = (await signIn(server.url, 'alumno')).tokens.access_token
  tutorToken = (await signIn(server.url, 'tutor')).tokens.access_token
})
afterAll(() => server.stop())

type State = { id: number; read: boolean; viewedCount: number }

async function stateOf(id: number): Promise<State | undefined> {
  const states = (await (await fetch(`${server.url}/__test__/state/notifications?accountNumber=${SELECTIONS.uvm.accountNumber}`)).json()) as State[]
  return states.find((s) => s.id === id)
}

const viewed = (notificationId: number, key?: string, selection: object = SELECTIONS.uvm) =>
  write(server.url, token, 'PATCH', '/notification/sending/viewed', { ...selection, notificationId }, { key })

function withDb<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE))
  try {
    return work(db)
  } finally {
    db.close()
  }
}

describe('Idempotency-Key on writes', () => {
  it('answers a replay with the first result and applies the write once', async () => {
    const key = randomUUID()
    const first = await viewed(102, key)
    expect(first.status).toBe(200)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(await first.json()).toBe(true)
    for (let i = 0; i < 3; i++) {
      const again = await viewed(102, key)
      expect(again.status).toBe(200)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(await again.json()).toBe(true)
    }
    expect(await stateOf(102)).toMatchObject({ id: 102, read: true, viewedCount: 1 })
    // Without a key every call applies (marking read stays harmless).
    await viewed(102)
    expect((await stateOf(102))?.viewedCount).toBe(2)
  })

  it('replays the stored body, not a fresh answer', async () => {
    const key = randomUUID()
    const first = await write(server.url, token, 'POST', '/config/binnacle', { action: 'Consulta', browser: 'Chrome', device: 'Escritorio' }, { key })
    const { id } = (await first.json()) as { id: number }
    const replay = await write(server.url, token, 'POST', '/config/binnacle', { device: 'Escritorio', browser: 'Chrome', action: 'Consulta' }, { key })
    expect(await replay.json()).toEqual({ id })
    expect(withDb((db) => db.prepare('SELECT COUNT(*) AS n FROM binnacle WHERE id >= ?').get(id))).toEqual({ n: 1 })
  })

  it('applies concurrent sends of one key once', async () => {
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 5 }, () => viewed(103, key)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(4)
    expect((await stateOf(103))?.viewedCount).toBe(1)
  })

  it('refuses the same key with another body, method or path (422) without applying it', async () => {
    const key = randomUUID()
    await viewed(104, key)
    const other = await viewed(105, key)
    expect(other.status).toBe(422)
    expect(await other.json()).toEqual({ message: 'La clave Idempotency-Key ya se usó con otra solicitud' })
    expect(await stateOf(105)).toMatchObject({ read: false, viewedCount: 0 })
    const otherPath = await write(server.url, token, 'POST', '/notification/sending/token', { token: 'some-device-token-000' }, { key })
    expect(otherPath.status).toBe(422)
  })

  it('keeps keys per caller', async () => {
    const key = randomUUID()
    await viewed(106, key)
    const tutorSelection = { accountNumber: '010377120', programCode: 'IIS-19', campusCode: 'SRA', notificationId: 501 }
    const tutor = await write(server.url, tutorToken, 'PATCH', '/notification/sending/viewed', tutorSelection, { key })
    // The tutor gets an answer of its own (a tutor may not mark read), never the student's stored 200.
    expect(tutor.status).toBe(403)
    expect(tutor.headers.get('idempotent-replayed')).toBeNull()
  })

  it('refuses a malformed key with 400', async () => {
    for (const key of ['', 'not-a-uuid', '123', `${randomUUID()}, ${randomUUID()}`]) {
      const answer = await viewed(107, key)
      expect(answer.status, key).toBe(400)
      expect(await answer.json()).toEqual({ message: 'Idempotency-Key must be a UUID' })
    }
    expect(await stateOf(107)).toMatchObject({ read: false, viewedCount: 0 })
  })

  it('stores nothing for a refused write, so the same key may carry the corrected request', async () => {
    const key = randomUUID()
    expect((await viewed(108, key, { ...SELECTIONS.uvm, programCode: 'MBA-21' })).status).toBe(400)
    expect((await viewed(999_999, key)).status).toBe(404)
    const corrected = await viewed(108, key)
    expect(corrected.status).toBe(200)
    expect(await stateOf(108)).toMatchObject({ read: true, viewedCount: 1 })
  })

  it('commits the write and its key together: when the key cannot be stored, the write is undone', async () => {
    withDb((db) => db.exec("CREATE TRIGGER refuse_keys BEFORE INSERT ON idempotency_keys BEGIN SELECT RAISE(ABORT, 'disk full'); END"))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const answer = await viewed(110, randomUUID())
      expect(answer.status).toBe(500)
      expect(await stateOf(110)).toMatchObject({ id: 110, read: false, viewedCount: 0 })
      expect(logged).toHaveBeenCalledOnce()
    } finally {
      logged.mockRestore()
      withDb((db) => db.exec('DROP TRIGGER refuse_keys'))
    }
    expect((await viewed(110, randomUUID())).status).toBe(200)
    expect(await stateOf(110)).toMatchObject({ id: 110, read: true, viewedCount: 1 })
  })

  it('forgets keys after 7 days', async () => {
    const key = randomUUID()
    await viewed(109, key)
    const old = new Date(Date.now() - KEY_LIFETIME_MS - 60_000).toISOString()
    withDb((db) => db.prepare('UPDATE idempotency_keys SET created_at = ? WHERE key = ?').run(old, key))
    // An expired key is not replayed: the write applies again.
    expect((await viewed(109, key)).headers.get('idempotent-replayed')).toBeNull()
    expect((await stateOf(109))?.viewedCount).toBe(2)
    withDb((db) => {
      db.prepare('UPDATE idempotency_keys SET created_at = ? WHERE key = ?').run(old, key)
      expect(purgeExpiredKeys(db, new Date())).toBe(1)
      expect(db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = ?').get(key)).toEqual({ n: 0 })
    })
  })

  it('ignores the header on reads', async () => {
    const answer = await fetch(`${server.url}/api/catalogs?origin=student-web&portal=uvm`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'not-a-uuid' },
    })
    expect(answer.status).toBe(200)
  })
})
