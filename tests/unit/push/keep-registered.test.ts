import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RuntimeConfig } from '@/contract/config'
import { configureRequest } from '@/shared/http/request'

vi.mock('firebase/app', () => ({ getApps: () => [{}], initializeApp: () => ({}) }))
vi.mock('firebase/messaging', () => ({ getMessaging: () => ({}), getToken: async () => 'device-token-0001', deleteToken: async () => true }))

const { keepRegistered } = await import('@/shared/push/push')

const config = {
  firebase: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' },
} as unknown as RuntimeConfig
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const calls = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://portal').pathname}`)

describe('keeping the device registered at a start', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    vi.stubGlobal('Notification', { permission: 'granted' })
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({}) }, configurable: true })
    configureRequest({ apiBase: '/api', portal: 'uvm', getToken: async () => 'access', timeoutMs: 5_000 })
  })
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('asks the sender, and sends the token again when it was dropped', async () => {
    fetchMock.mockResolvedValueOnce(json({ registered: false, accounts: [], registeredAt: null })).mockResolvedValueOnce(json({ saved: true }))
    await expect(keepRegistered(config)).resolves.toBe(true)
    expect(calls(fetchMock)).toEqual(['GET /api/massive/firebase', 'POST /api/notification/sending/token'])
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://portal').searchParams.get('token')).toBe('device-token-0001')
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({ token: 'device-token-0001' })
  })

  it('sends nothing more when the sender holds it', async () => {
    fetchMock.mockResolvedValueOnce(json({ registered: true, accounts: ['010245871'], registeredAt: '2026-07-01T12:00:00.000Z' }))
    await expect(keepRegistered(config)).resolves.toBe(true)
    expect(calls(fetchMock)).toEqual(['GET /api/massive/firebase'])
  })

  it('changes nothing when the check fails, and never throws', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Error interno del servidor' }, 500))
    await expect(keepRegistered(config)).resolves.toBe(false)
    expect(calls(fetchMock)).toEqual(['GET /api/massive/firebase'])
  })
})
