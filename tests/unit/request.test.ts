import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/contract/endpoints'
import { ApiError } from '@/shared/http/api-error'
import { configureRequest, request, urlFor } from '@/shared/http/request'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('request', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    configureRequest({ apiBase: '/api', portal: 'uvm', getToken: async () => 'token-1', timeoutMs: 5_000 })
  })
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('builds the URL with path parameters, origin, portal and the query', () => {
    expect(urlFor(endpoints.tutorStudents, { params: { id: '7' } })).toBe('/api/student/tutor/7/id?origin=student-web&portal=uvm')
    expect(urlFor(endpoints.pendingNotifications, { query: { accountNumber: '010000001' } })).toBe(
      '/api/notification/sending/pending?origin=student-web&portal=uvm&accountNumber=010000001',
    )
  })

  it('sends the bearer token and parses the answer with the contract', async () => {
    fetchMock.mockResolvedValue(json({ totalPendingRead: 3 }))
    await expect(request(endpoints.pendingNotifications, { query: { accountNumber: '010000001' } })).resolves.toEqual({
      totalPendingRead: 3,
    })
    const [, init] = fetchMock.mock.calls[0]!
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1')
  })

  it('throws an http ApiError carrying the server message (message or Message)', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'No autorizado' }, 403))
    const error = await request(endpoints.menu).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 403, serverMessage: 'No autorizado', path: '/user/menu/email', method: 'GET' })

    fetchMock.mockResolvedValueOnce(json({ Message: 'Fuera de servicio' }, 503))
    await expect(request(endpoints.menu)).rejects.toMatchObject({ serverMessage: 'Fuera de servicio' })
  })

  it('throws a contract ApiError when the answer does not match the contract', async () => {
    fetchMock.mockResolvedValue(json({ totalPendingRead: 'tres' }))
    await expect(request(endpoints.pendingNotifications, { query: { accountNumber: '010000001' } })).rejects.toMatchObject({
      kind: 'contract',
    })
  })

  it('throws a network ApiError when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(request(endpoints.menu)).rejects.toMatchObject({ kind: 'network' })
  })
})
