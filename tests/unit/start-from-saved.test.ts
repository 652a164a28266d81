import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/contract/endpoints'
import { onSessionModeChange, sessionSettled, setSessionMode } from '@/shared/auth/session-mode'
import { deleteUserDatabases, openUserDb, userDb } from '@/shared/db/user-db'
import { configureRequest, requestWithAge } from '@/shared/http/request'
import { clearQueryPersistence, startQueryPersistence } from '@/shared/offline/query-persistence'
import { keepAnswer, readSavedAnswer } from '@/shared/offline/saved-answers'

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
const PENDING_URL = '/api/notification/sending/pending?origin=student-web&portal=uvm&accountNumber=010000001'

describe('a start from the saved copy', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    openUserDb(`person-a-${crypto.randomUUID()}`)
  })
  afterEach(async () => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
    setSessionMode('online')
    await deleteUserDatabases()
  })

  it('answers a kept call from the person’s database at once, with its age, without asking the network', async () => {
    await userDb().snapshots.put({ key: '/notification/sending/pending?accountNumber=010000001&portal=uvm', kind: 'pending', value: { totalPendingRead: 4 }, savedAt: 1_000 })
    configureRequest({ apiBase: '/api', portal: 'uvm', getToken: async () => undefined, timeoutMs: 5_000, savedAnswer: (url) => readSavedAnswer(url, '/api') })
    await expect(requestWithAge(endpoints.pendingNotifications, { query: { accountNumber: '010000001' } })).resolves.toEqual({ data: { totalPendingRead: 4 }, savedAt: 1_000 })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks the network for a call with nothing saved', async () => {
    fetchMock.mockResolvedValue(json({ totalPendingRead: 2 }))
    configureRequest({ apiBase: '/api', portal: 'uvm', getToken: async () => undefined, timeoutMs: 5_000, savedAnswer: (url) => readSavedAnswer(url, '/api') })
    await expect(requestWithAge(endpoints.pendingNotifications, { query: { accountNumber: '010000001' } })).resolves.toEqual({ data: { totalPendingRead: 2 }, savedAt: null })
  })

  it('answers a call the network cannot reach from the person’s database, with its age; a refusal stays a refusal', async () => {
    await userDb().snapshots.put({ key: '/notification/sending/pending?accountNumber=010000001&portal=uvm', kind: 'pending', value: { totalPendingRead: 4 }, savedAt: 1_000 })
    configureRequest({ apiBase: '/api', portal: 'uvm', getToken: async () => undefined, timeoutMs: 5_000, fallbackAnswer: (url) => readSavedAnswer(url, '/api') })
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(requestWithAge(endpoints.pendingNotifications, { query: { accountNumber: '010000001' } })).resolves.toEqual({ data: { totalPendingRead: 4 }, savedAt: 1_000 })
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'No autorizado' }), { status: 403, headers: { 'Content-Type': 'application/json' } }))
    await expect(requestWithAge(endpoints.pendingNotifications, { query: { accountNumber: '010000001' } })).rejects.toMatchObject({ kind: 'http', status: 403 })
    // Nothing saved for that call: the network error stands.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(requestWithAge(endpoints.pendingNotifications, { query: { accountNumber: '010000002' } })).rejects.toMatchObject({ kind: 'network' })
  })

  it('sends no call without a token while the session is unconfirmed: the saved copy answers, and nothing comes back refused', async () => {
    await userDb().snapshots.put({ key: '/notification/sending/pending?accountNumber=010000001&portal=uvm', kind: 'pending', value: { totalPendingRead: 4 }, savedAt: 1_000 })
    let confirmed = false
    configureRequest({
      apiBase: '/api',
      portal: 'uvm',
      getToken: async () => (confirmed ? 'token' : undefined),
      sessionUnconfirmed: () => !confirmed,
      timeoutMs: 5_000,
      fallbackAnswer: (url) => readSavedAnswer(url, '/api'),
    })
    // The server would refuse a call with no token (401), which would read as an ended session.
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'No autorizado' }), { status: 401, headers: { 'Content-Type': 'application/json' } }))
    await expect(requestWithAge(endpoints.pendingNotifications, { query: { accountNumber: '010000001' } })).resolves.toEqual({ data: { totalPendingRead: 4 }, savedAt: 1_000 })
    // Nothing saved for that call: it fails as an unreachable network does.
    await expect(requestWithAge(endpoints.pendingNotifications, { query: { accountNumber: '010000002' } })).rejects.toMatchObject({ kind: 'network' })
    expect(fetchMock).not.toHaveBeenCalled()

    // Once the session is confirmed, the call goes with its token.
    confirmed = true
    fetchMock.mockResolvedValue(json({ totalPendingRead: 5 }))
    await expect(requestWithAge(endpoints.pendingNotifications, { query: { accountNumber: '010000001' } })).resolves.toEqual({ data: { totalPendingRead: 5 }, savedAt: null })
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Authorization')).toBe('Bearer token')
  })

  it('keeps what the network answered, under the key the worker reads with no signal', async () => {
    fetchMock.mockResolvedValue(json({ totalPendingRead: 7 }))
    const kept: [string, unknown][] = []
    configureRequest({ apiBase: '/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 5_000, onAnswer: (url, value) => kept.push([url, value]) })
    await requestWithAge(endpoints.pendingNotifications, { query: { accountNumber: '010000001' } })
    expect(kept).toEqual([[PENDING_URL, { totalPendingRead: 7 }]])
    await keepAnswer(PENDING_URL, '/api', { totalPendingRead: 7 })
    await expect(readSavedAnswer(PENDING_URL, '/api')).resolves.toMatchObject({ value: { totalPendingRead: 7 } })
    // A call that is not kept for offline reading is not written.
    await keepAnswer('/api/user/devices?origin=student-web&portal=uvm', '/api', [])
    expect(await userDb().snapshots.count()).toBe(1)
  })
})

describe('the session check', () => {
  afterEach(() => setSessionMode('online'))

  it('holds calls until it has an outcome, and says which', async () => {
    setSessionMode('checking')
    const seen: string[] = []
    const stop = onSessionModeChange((next, previous) => seen.push(`${previous}→${next}`))
    const settled = sessionSettled()
    let done = false
    void settled.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    setSessionMode('online')
    await expect(settled).resolves.toBe('online')
    expect(seen).toEqual(['checking→online'])
    stop()
  })
})

describe('the persisted query cache', () => {
  afterEach(() => clearQueryPersistence())

  it('is kept per person: a second person on the browser never gets the first one’s answers', async () => {
    const first = new QueryClient()
    await startQueryPersistence(first, 'person-a')
    first.setQueryData(['settings', 'devices'], [{ device: 'phone of A' }])
    await vi.waitFor(() => expect(localStorage.getItem('portal.query-cache:person-a')).toContain('phone of A'), { timeout: 3_000 })

    const second = new QueryClient()
    await startQueryPersistence(second, 'person-b')
    expect(second.getQueryData(['settings', 'devices'])).toBeUndefined()

    // The first person comes back: their own answers are restored.
    const firstAgain = new QueryClient()
    await startQueryPersistence(firstAgain, 'person-a')
    expect(firstAgain.getQueryData(['settings', 'devices'])).toEqual([{ device: 'phone of A' }])
  })

  it('is written at once when the page is hidden, as a phone does before it kills the app', async () => {
    const client = new QueryClient()
    await startQueryPersistence(client, 'person-a')
    client.setQueryData(['assistance', 'tickets'], [{ folio: 'T-1' }])
    // Writes wait for a burst of answers to end...
    expect(localStorage.getItem('portal.query-cache:person-a') ?? '').not.toContain('T-1')
    // ...but not past the moment the page is hidden: nothing scheduled runs after it.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    visibility.mockRestore()
    expect(localStorage.getItem('portal.query-cache:person-a')).toContain('T-1')
  })

  it('keeps the last good answer of a read whose refresh failed, restored as an answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await startQueryPersistence(client, 'person-a')
    client.setQueryData(['assistance', 'tickets'], [{ folio: 'T-1' }])
    await client.fetchQuery({ queryKey: ['assistance', 'tickets'], queryFn: () => Promise.reject(new Error('503')), staleTime: 0 }).catch(() => undefined)
    expect(client.getQueryState(['assistance', 'tickets'])?.status).toBe('error')
    window.dispatchEvent(new Event('pagehide'))

    // Another person in between, so the next start restores person A's copy, as after a restart.
    await startQueryPersistence(new QueryClient(), 'person-b')
    const restored = new QueryClient()
    await startQueryPersistence(restored, 'person-a')
    expect(restored.getQueryData(['assistance', 'tickets'])).toEqual([{ folio: 'T-1' }])
    expect(restored.getQueryState(['assistance', 'tickets'])?.status).toBe('success')
  })

  it('is forgotten for everyone at sign-out', async () => {
    localStorage.setItem('portal.query-cache:person-a', '{}')
    localStorage.setItem('portal.query-cache:person-b', '{}')
    localStorage.setItem('portal.locale', 'en')
    clearQueryPersistence()
    expect(Object.keys(localStorage)).toEqual(['portal.locale'])
    localStorage.clear()
  })
})
