import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BinnacleCatalog } from '@/contract/catalogs'
import { CATALOG_KEY, forgetCatalog } from '@/shared/binnacle/catalog'
import { browserOf, catalogEntry, deviceOf } from '@/shared/binnacle/entry'
import { recordAction } from '@/shared/binnacle/record'
import { deleteUserDatabases, openUserDb, readKv, type UserDb } from '@/shared/db/user-db'
import { configureRequest } from '@/shared/http/request'
import { drainOutbox } from '@/shared/sync/drain'
import { enqueue } from '@/shared/sync/outbox'

const UA = {
  chromeDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  edgeAndroid: 'Mozilla/5.0 (Linux; Android 10; HD1913) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36 EdgA/126.0.2592.80',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFirefox: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  samsungInternet: 'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
  empty: '',
}

describe('the binnacle catalog words of a browser, read by bowser', () => {
  it.each([
    [UA.chromeDesktop, 'Chrome', 'Escritorio'],
    [UA.edge, 'Edge', 'Escritorio'],
    [UA.edgeAndroid, 'Edge', 'Teléfono'],
    [UA.iphone, 'Safari', 'Teléfono'],
    [UA.iphoneChrome, 'Chrome', 'Teléfono'],
    [UA.iphoneFirefox, 'Firefox', 'Teléfono'],
    [UA.ipad, 'Safari', 'Tableta'],
    [UA.macSafari, 'Safari', 'Escritorio'],
    [UA.androidPhone, 'Chrome', 'Teléfono'],
    [UA.androidTablet, 'Chrome', 'Tableta'],
    [UA.samsungInternet, 'Otro', 'Teléfono'],
    [UA.firefox, 'Firefox', 'Escritorio'],
    [UA.firefoxWindows, 'Firefox', 'Escritorio'],
    [UA.headlessChrome, 'Chrome', 'Escritorio'],
    [UA.curl, 'Otro', 'Escritorio'],
    [UA.empty, 'Otro', 'Escritorio'],
  ])('%s → %s on %s', (userAgent, browser, device) => {
    expect(browserOf(userAgent)).toBe(browser)
    expect(deviceOf(userAgent)).toBe(device)
  })

  it('says "Sin conexión" for an action made with no signal, and keeps the detail short', () => {
    expect(catalogEntry('download', { detail: 'x'.repeat(1200) }, UA.iphone, false, undefined)).toEqual({
      action: 'Descarga', eventuality: 'Sin conexión', browser: 'Safari', device: 'Teléfono', detail: 'x'.repeat(1000),
    })
    expect(catalogEntry('payment', { service: 'Pagos y estado de cuenta' }, UA.firefox, true, undefined)).toMatchObject({ action: 'Pago', eventuality: 'Éxito', service: 'Pagos y estado de cuenta' })
  })
})

const named = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }))
/** The reference server's catalog (server/seed/catalogs.ts). */
const TODAY: BinnacleCatalog = {
  actions: named('Inicio de sesión', 'Cierre de sesión', 'Consulta', 'Descarga', 'Carga de documento', 'Actualización de datos', 'Pago'),
  browsers: named('Chrome', 'Safari', 'Firefox', 'Edge', 'Otro'),
  devices: named('Escritorio', 'Teléfono', 'Tableta'),
  eventualities: named('Éxito', 'Error', 'Advertencia', 'Sin conexión'),
  services: named('Pagos y estado de cuenta', 'Información fiscal'),
}
/** A catalog changed on the server's side: words renamed, respelt, dropped, and an "other" entry. */
const CHANGED: BinnacleCatalog = {
  actions: named('INICIO DE SESION', 'Descargar', 'Consulta', 'Otros'),
  browsers: named('Google Chrome', 'Microsoft Edge', 'Otros navegadores'),
  devices: named('Computadora', 'Celular', 'Tablet'),
  eventualities: named('Exitoso', 'Error'),
  services: named('Pagos y Estado de Cuenta'),
}

describe('entries in the words of the catalog the server answers', () => {
  it('are today\'s words when the catalog is today\'s, or when none was ever read', () => {
    for (const catalog of [TODAY, undefined]) {
      expect(catalogEntry('payment', { service: 'Pagos y estado de cuenta', detail: 'codi' }, UA.edge, true, catalog)).toEqual({
        action: 'Pago', eventuality: 'Éxito', browser: 'Edge', device: 'Escritorio', service: 'Pagos y estado de cuenta', detail: 'codi',
      })
    }
  })

  it('take a changed catalog\'s spelling of the same word, case, accents and other names included', () => {
    expect(catalogEntry('signIn', {}, UA.androidPhone, true, CHANGED)).toEqual({ action: 'INICIO DE SESION', eventuality: 'Exitoso', browser: 'Google Chrome', device: 'Celular' })
    expect(catalogEntry('download', { detail: 'boleta.pdf' }, UA.edge, true, CHANGED)).toEqual({
      action: 'Descargar', eventuality: 'Exitoso', browser: 'Microsoft Edge', device: 'Computadora', detail: 'boleta.pdf',
    })
    expect(catalogEntry('view', { service: 'Pagos y estado de cuenta' }, UA.androidTablet, true, CHANGED)).toMatchObject({ device: 'Tablet', service: 'Pagos y Estado de Cuenta' })
  })

  it('fall back to the catalog\'s "other" entry for a word it lacks, keeping the portal\'s action in the detail', () => {
    expect(catalogEntry('payment', { detail: 'codi: 100' }, UA.iphone, true, CHANGED)).toEqual({
      action: 'Otros', eventuality: 'Exitoso', browser: 'Otros navegadores', device: 'Celular', detail: 'Pago: codi: 100',
    })
    expect(catalogEntry('signOut', {}, UA.firefox, true, CHANGED)).toMatchObject({ action: 'Otros', browser: 'Otros navegadores', detail: 'Cierre de sesión' })
  })

  it('leave out an eventuality or a service the catalog lacks, which the server would refuse', () => {
    const entry = catalogEntry('download', { service: 'Información fiscal' }, UA.chromeDesktop, false, CHANGED)
    expect(entry).toEqual({ action: 'Descargar', browser: 'Google Chrome', device: 'Computadora' })
  })

  it('are not made when the catalog has no word the server would take for the action, browser or device', () => {
    expect(catalogEntry('payment', {}, UA.chromeDesktop, true, { ...TODAY, actions: named('Consulta') })).toBeUndefined()
    expect(catalogEntry('view', {}, UA.firefox, true, { ...TODAY, browsers: named('Chrome', 'Edge') })).toBeUndefined()
    expect(catalogEntry('view', {}, UA.ipad, true, { ...TODAY, devices: named('Escritorio', 'Teléfono') })).toBeUndefined()
  })
})

const reply = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status })

describe('binnacle entries in the outbox', () => {
  let db: UserDb
  const fetchMock = vi.fn<typeof fetch>()
  /** What the page's own calls get: the catalog for `GET /catalogs`. */
  const pageFetch = vi.fn<typeof fetch>()
  const token = async () => 'token-1'

  beforeEach(() => {
    configureRequest({ apiBase: 'https://api.test/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    pageFetch.mockImplementation(async () => reply(200, TODAY))
    vi.stubGlobal('fetch', pageFetch)
    db = openUserDb(`test-${crypto.randomUUID()}`)
  })
  afterEach(async () => {
    fetchMock.mockReset()
    pageFetch.mockReset()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    forgetCatalog()
    await deleteUserDatabases()
  })

  it('queues an upload together with its "Carga de documento" entry', async () => {
    await enqueue({ kind: 'upload', method: 'POST', url: '/api/x', body: {}, files: [{ field: 'file', name: 'acta.pdf', blob: new Blob(['%PDF']) }], meta: {}, label: 'Acta' })
    const items = await db.outbox.orderBy('createdAt').toArray()
    expect(items.map((item) => item.kind)).toEqual(['upload', 'binnacle'])
    expect(items[1]?.body).toMatchObject({ action: 'Carga de documento', detail: 'acta.pdf' })
  })

  it('queues an upload alone when the catalog has no word the server would take for its entry', async () => {
    pageFetch.mockImplementation(async () => reply(200, { ...TODAY, actions: named('Consulta') }))
    await enqueue({ kind: 'upload', method: 'POST', url: '/api/x', body: {}, files: [{ field: 'file', name: 'acta.pdf', blob: new Blob(['%PDF']) }], meta: {}, label: 'Acta' })
    expect((await db.outbox.toArray()).map((item) => item.kind)).toEqual(['upload'])
  })

  it('drops an entry the server answered with an error instead of retrying it, and never counts it as sent', async () => {
    await recordAction('signIn')
    await recordAction('download', { detail: 'boleta.pdf' })
    fetchMock.mockImplementationOnce(async () => reply(500)).mockImplementationOnce(async () => reply(400, { message: 'no' }))
    const report = await drainOutbox({ db, getToken: token, fetchImpl: fetchMock })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(report).toEqual({ sent: 0, acknowledged: [], failed: 0, retrying: 0, needsAuth: false })
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

  it('reads the catalog once when recording, keeps it in the person\'s database, and writes in its words', async () => {
    pageFetch.mockImplementation(async () => reply(200, CHANGED))
    await recordAction('download', { detail: 'boleta.pdf' })
    await recordAction('payment', { detail: 'codi' })
    expect(pageFetch).toHaveBeenCalledTimes(1)
    expect(String(pageFetch.mock.calls[0]?.[0])).toMatch(/^https:\/\/api\.test\/api\/catalogs\?/)
    expect(await readKv(CATALOG_KEY)).toEqual(CHANGED)
    const bodies = (await db.outbox.orderBy('createdAt').toArray()).map((item) => item.body)
    expect(bodies).toEqual([
      expect.objectContaining({ action: 'Descargar', browser: expect.any(String), device: expect.any(String), detail: 'boleta.pdf' }),
      expect.objectContaining({ action: 'Otros', detail: 'Pago: codi' }),
    ])
  })

  it('records with no signal in the words of the catalog saved by an earlier visit', async () => {
    pageFetch.mockImplementation(async () => reply(200, CHANGED))
    await recordAction('view')
    forgetCatalog()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    pageFetch.mockClear()
    await recordAction('download', { detail: 'horario.ics' })
    expect(pageFetch).not.toHaveBeenCalled()
    expect((await db.outbox.orderBy('createdAt').last())?.body).toMatchObject({ action: 'Descargar', detail: 'horario.ics' })
  })

  it('queues nothing the catalog has no words for, and records in today\'s words when the catalog cannot be read', async () => {
    pageFetch.mockImplementation(async () => reply(200, { ...TODAY, actions: named('Consulta') }))
    await recordAction('payment', { detail: 'codi' })
    expect(await db.outbox.count()).toBe(0)
    forgetCatalog()
    await deleteUserDatabases()
    db = openUserDb(`test-${crypto.randomUUID()}`)
    pageFetch.mockImplementation(async () => reply(503))
    await recordAction('payment', { detail: 'codi' })
    expect((await db.outbox.toArray()).map((item) => item.body)).toEqual([expect.objectContaining({ action: 'Pago', detail: 'codi' })])
  })
})
