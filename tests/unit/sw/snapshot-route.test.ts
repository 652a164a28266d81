import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteUserDatabases, openUserDb, type SnapshotRow, type UserDb } from '@/shared/db/user-db'
import { keepSnapshot, SNAPSHOT_CAPS } from '@/shared/offline/snapshot-caps'
import { NOT_KEPT_HEADER, SNAPSHOT_HEADER } from '@/shared/offline/snapshot-routes'
import { NETWORK_TIMEOUT_MS, snapshotRoute } from '../../../sw/snapshot-route'

// The worker serves whoever the page said is here: this test's database.
const session = vi.hoisted(() => ({ db: undefined as unknown, subject: undefined as string | undefined, remember: async () => undefined as unknown }))
vi.mock('../../../sw/session', () => ({
  activeUserDb: async () => session.db,
  databaseOf: () => session.db,
  setActiveUser: () => session.remember(),
  subjectOf: () => session.subject,
}))
vi.mock('../../../sw/config-route', () => ({ apiBaseUrl: async () => new URL('http://localhost/api') }))

const PDF_URL = 'http://localhost/api/student/pdf?origin=student-web&portal=uvm&accountNumber=010245872&cvProgram=MEDU-22&campusId=ONL&cycle=2026-1'
const PDF_KEY = '/student/pdf?accountNumber=010245872&campusId=ONL&cvProgram=MEDU-22&cycle=2026-1&portal=uvm'
const pdf = (base64: string) => ({ fileName: 'boleta.pdf', mimeType: 'application/pdf', base64, generatedAt: '2026-11-25T12:00:00Z' })

let db: UserDb

/** The worker answering one GET; `kept` settles when whatever it keeps for later is kept. */
function ask(url = PDF_URL) {
  const kept: Promise<unknown>[] = []
  const event = { waitUntil: (promise: Promise<unknown>) => kept.push(promise) }
  const answer = snapshotRoute.handler({ request: new Request(url), url: new URL(url), event, params: undefined } as never) as Promise<Response>
  return { answer, kept: () => Promise.all(kept) }
}

/** A network whose answer comes after `ms`, unless the worker gives up on it first. */
function slowNetwork(ms: number, body: unknown) {
  const answer = (_request: Request, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(JSON.stringify(body), { status: 200 })), ms)
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(init.signal!.reason as Error)
      })
    })
  vi.stubGlobal('fetch', vi.fn(answer))
}

beforeEach(() => {
  db = openUserDb(`sw-${crypto.randomUUID()}`)
  session.db = db
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // The worker's time limits run on the same clock as the slow network.
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController()
    setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms)
    return controller.signal
  })
})

afterEach(async () => {
  session.subject = undefined
  session.remember = async () => undefined
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  await deleteUserDatabases()
})

describe('the worker keeping answers for reading with no signal', () => {
  it('waits past its short timeout when it has no copy to give instead, and keeps the answer', async () => {
    // A report card of a dozen pages takes the server seconds to write.
    slowNetwork(NETWORK_TIMEOUT_MS + 2_000, pdf('bGFyZ2E='))
    const { answer, kept } = ask()
    let settled = false
    void answer.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS + 500)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(2_000)
    const response = await answer
    expect(response.status).toBe(200)
    expect(response.headers.get(SNAPSHOT_HEADER)).toBeNull()
    await kept()
    expect((await db.snapshots.get(PDF_KEY))?.value).toEqual(pdf('bGFyZ2E='))
  })

  it('answers with its saved copy past the short timeout, and keeps the late answer for next time', async () => {
    await db.snapshots.put({ key: PDF_KEY, kind: 'report-card-pdf', value: pdf('dmllamE='), savedAt: 1_000 })
    slowNetwork(NETWORK_TIMEOUT_MS + 2_000, pdf('bnVldmE='))
    const { answer, kept } = ask()
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS + 1)
    const response = await answer
    expect(response.headers.get(SNAPSHOT_HEADER)).toBe('1000')
    expect(await response.json()).toEqual(pdf('dmllamE='))
    await vi.advanceTimersByTimeAsync(2_000)
    await kept()
    expect((await db.snapshots.get(PDF_KEY))?.value).toEqual(pdf('bnVldmE='))
  })

  it('gives the answer to a device too full to keep it, saying it was not kept', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(pdf('bGxlbm8=')), { status: 200 })))
    vi.spyOn(db.snapshots, 'put').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
    const response = await ask().answer
    expect(response.status).toBe(200)
    expect(response.headers.get(NOT_KEPT_HEADER)).toBe('quota')
    expect(await response.json()).toEqual(pdf('bGxlbm8='))
  })

  it('answers a signed-in call on a device too full to remember who is signed in', async () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    session.subject = 'alumno'
    session.remember = async () => Promise.reject(quota)
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(pdf('bGxlbm8=')), { status: 200 })))
    vi.spyOn(db.snapshots, 'put').mockRejectedValue(quota)
    const response = await ask().answer
    expect(response.status).toBe(200)
    expect(response.headers.get(NOT_KEPT_HEADER)).toBe('quota')
  })

  it('falls back to the saved copy on server trouble and with no network, and passes a refusal on', async () => {
    await db.snapshots.put({ key: PDF_KEY, kind: 'report-card-pdf', value: pdf('dmllamE='), savedAt: 1_000 })
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })))
    expect((await ask().answer).headers.get(SNAPSHOT_HEADER)).toBe('1000')
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    expect((await ask().answer).headers.get(SNAPSHOT_HEADER)).toBe('1000')
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"No hay boleta"}', { status: 404 })))
    expect((await ask().answer).status).toBe(404)
  })
})

describe('a cap on the report cards kept', () => {
  const row = (cycle: number, savedAt: number): SnapshotRow => ({
    key: `/student/pdf?accountNumber=010245872&campusId=ONL&cvProgram=MEDU-22&cycle=${cycle}&portal=uvm`,
    kind: 'report-card-pdf',
    value: pdf('eA=='),
    savedAt,
  })

  it('lets the least recently saved go once there are more than the cap, never the one just saved', async () => {
    const cap = SNAPSHOT_CAPS['report-card-pdf']!
    for (let n = 1; n <= cap; n++) await keepSnapshot(db, row(n, 10_000 + n))
    expect(await db.snapshots.count()).toBe(cap)
    // Saved again just now, the first one is the newest: the second goes when one more comes.
    await keepSnapshot(db, row(1, 20_000))
    await keepSnapshot(db, row(cap + 1, 5_000))
    const cycles = (await db.snapshots.toArray()).map((r) => Number(new URLSearchParams(r.key.split('?')[1]).get('cycle')))
    expect(cycles).toHaveLength(cap)
    expect(cycles).toContain(1)
    expect(cycles).toContain(cap + 1)
    expect(cycles).not.toContain(2)
  })
})
