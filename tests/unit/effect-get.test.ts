import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactEndpoints } from '@/contract/contact-endpoints'
import { endpoints } from '@/contract/endpoints'
import { snapshotKind } from '@/shared/offline/snapshot-routes'
import { configureRequest, request } from '@/shared/http/request'
import { sendCode } from '@/features/contact/api'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const SENT = {
  otpId: '7b0c6a44-5d1c-4c59-9f7e-0a4f1c0a2b11',
  channel: 'email',
  destination: 'muestra@correo.mx',
  expiresAt: '2026-07-01T12:10:00.000Z',
  resendAfter: '2026-07-01T12:01:00.000Z',
  maxAttempts: 5,
}
const ASK = { accountNumber: '010245872', channel: 'email', destination: 'muestra@correo.mx' } as const

describe('a GET that sends a code', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const savedAnswer = vi.fn(async () => ({ value: SENT, savedAt: 1 }))
  const fallbackAnswer = vi.fn(async () => ({ value: SENT, savedAt: 1 }))
  const onAnswer = vi.fn()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    configureRequest({ apiBase: '/api', portal: 'uvm', getToken: async () => 'token-1', timeoutMs: 5_000, savedAnswer, fallbackAnswer, onAnswer })
  })
  afterEach(() => {
    fetchMock.mockReset()
    savedAnswer.mockClear()
    fallbackAnswer.mockClear()
    onAnswer.mockClear()
    vi.unstubAllGlobals()
  })

  it('is the spec GET with its request in the query, never a copy the worker or the page keeps', () => {
    expect(contactEndpoints.sendOtp).toMatchObject({ method: 'GET', path: '/notification/otp', effect: true })
    expect(snapshotKind('/notification/otp')).toBeUndefined()
    expect(snapshotKind('/massive/firebase')).toBeUndefined()
    const effects = [...Object.values(endpoints), ...Object.values(contactEndpoints)].filter((e) => 'effect' in e && e.effect)
    for (const e of effects) expect(snapshotKind(e.path), e.path).toBeUndefined()
  })

  it('goes to the network past the browser cache, and its answer is neither read from nor kept as a saved copy', async () => {
    fetchMock.mockResolvedValue(json(SENT))
    await expect(request(contactEndpoints.sendOtp, { query: ASK })).resolves.toEqual(SENT)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/notification/otp?origin=student-web&portal=uvm&accountNumber=010245872&channel=email&destination=muestra%40correo.mx')
    expect(init).toMatchObject({ method: 'GET', cache: 'no-store' })
    expect(savedAnswer).not.toHaveBeenCalled()
    expect(onAnswer).not.toHaveBeenCalled()
  })

  it('with no signal fails, instead of answering an old code from a copy', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(request(contactEndpoints.sendOtp, { query: ASK })).rejects.toMatchObject({ kind: 'network' })
    expect(fallbackAnswer).not.toHaveBeenCalled()
  })

  it('asked twice at once (a double tap) is sent once, both taps getting its answer', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const first = sendCode(ASK)
    const second = sendCode(ASK)
    answer(json(SENT))
    await expect(Promise.all([first, second])).resolves.toEqual([SENT, SENT])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // Once answered, asking again (a resend) is a new request.
    fetchMock.mockResolvedValue(json(SENT))
    await sendCode(ASK)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
