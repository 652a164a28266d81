import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { binnacleEntry, browserOf, deviceOf } from '@/shared/binnacle/entry'
import { recordAction } from '@/shared/binnacle/record'
import { deleteUserDatabases, openUserDb, type UserDb } from '@/shared/db/user-db'
import { configureRequest } from '@/shared/http/request'
import { drainOutbox } from '@/shared/sync/drain'
import { enqueue } from '@/shared/sync/outbox'

const UA = {
  chromeDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  curl: 'curl/8.5.0',
}

describe('the binnacle catalog words of a browser', () => {
  it.each([
    [UA.chromeDesktop, 'Chrome', 'Escritorio'],
    [UA.edge, 'Edge', 'Escritorio'],
    [UA.iphone, 'Safari', 'Teléfono'],
    [UA.ipad, 'Safari', 'Tableta'],
    [UA.androidPhone, 'Chrome', 'Teléfono'],
    [UA.androidTablet, 'Chrome', 'Tableta'],
    [UA.firefox, 'Firefox', 'Escritorio'],
    [UA.curl, 'Otro', 'Escritorio'],
  ])('%s → %s on %s', (userAgent, browser, device) => {
    expect(browserOf(userAgent)).toBe(browser)
    expect(deviceOf(userAgent)).toBe(device)
  })

  it('says "Sin conexión" for an action made with no signal, and keeps the detail short', () => {
    expect(binnacleEntry('download', { detail: 'x'.repeat(1200) }, UA.iphone, false)).toEqual({
      action: 'Descarga', eventuality: 'Sin conexión', browser: 'Safari', device: 'Teléfono', detail: 'x'.repeat(1000),
    })
    expect(binnacleEntry('payment', { service: 'Pagos y estado de cuenta' }, UA.firefox, true)).toMatchObject({ action: 'Pago', eventuality: 'Éxito', service: 'Pagos y estado de cuenta' })
  })
})

const reply = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status })

describe('binnacle entries in the outbox', () => {
  let db: UserDb
  const fetchMock = vi.fn<typeof fetch>()
  const token = async () => 'token-1'

  beforeEach(() => {
    configureRequest({ apiBase: 'https://api.test/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    db = openUserDb(`test-${crypto.randomUUID()}`)
  })
  afterEach(async () => {
    fetchMock.mockReset()
    await deleteUserDatabases()
  })

  it('queues an upload together with its "Carga de documento" entry', async () => {
    await enqueue({ kind: 'upload', method: 'POST', url: '/api/x', body: {}, files: [{ field: 'file', name: 'acta.pdf', blob: new Blob(['%PDF']) }], meta: {}, label: 'Acta' })
    const items = await db.outbox.orderBy('createdAt').toArray()
    expect(items.map((item) => item.kind)).toEqual(['upload', 'binnacle'])
    expect(items[1]?.body).toMatchObject({ action: 'Carga de documento', detail: 'acta.pdf' })
  })

  it('drops an entry the server answered with an error instead of retrying it, and never counts it as sent', async () => {
    await recordAction('signIn')
    await recordAction('download', { detail: 'boleta.pdf' })
    fetchMock.mockImplementationOnce(async () => reply(500)).mockImplementationOnce(async () => reply(400, { message: 'no' }))
    const report = await drainOutbox({ db, getToken: token, fetchImpl: fetchMock })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(report).toEqual({ sent: 0, failed: 0, retrying: 0, needsAuth: false })
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps an entry made with no signal until the network answers, and sends it once', async () => {
    await recordAction('update', { detail: 'Datos fiscales' })
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch')
    })
    await drainOutbox({ db, getToken: token, fetchImpl: fetchMock })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(await db.outbox.count()).toBe(1)
    fetchMock.mockImplementationOnce(async () => reply(200, { id: 7 }))
    await drainOutbox({ db, getToken: token, fetchImpl: fetchMock, now: () => Date.now() + 10 * 60_000 })
    expect(await db.outbox.count()).toBe(0)
    const [, init] = fetchMock.mock.calls[1]!
    expect(JSON.parse(String(init?.body))).toMatchObject({ action: 'Actualización de datos', detail: 'Datos fiscales' })
  })
})
