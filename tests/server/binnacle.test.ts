import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BinnacleCatalog } from '../../src/contract/catalogs.ts'
import { BINNACLE_ACTIONS, BINNACLE_EVENTUALITIES, catalogEntry, type BinnacleAction } from '../../src/shared/binnacle/entry.ts'
import * as v from 'valibot'
import { api, signIn } from '../support/sign-in.ts'
import { expectRefusal } from './contact-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  token = (await signIn(server.url, 'alumno')).tokens.access_token
})
afterAll(() => server.stop())

const post = (body: unknown) =>
  api(server.url, token, '/config/binnacle', { portal: 'uvm' }, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

async function entriesOf(email: string) {
  const response = await fetch(`${server.url}/__test__/state/binnacle?email=${encodeURIComponent(email)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Array<Record<string, unknown>>
}

describe('POST /config/binnacle', () => {
  it('keeps an entry in the catalog\'s words, with its author, and the test hook reads it back', async () => {
    const before = (await entriesOf('alumno@demo.edu.mx')).length
    const saved = await post({ action: 'Descarga', service: 'Boleta', eventuality: 'Sin conexión', browser: 'Safari', device: 'Teléfono', detail: 'boleta-2026-1.pdf' })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const entries = await entriesOf('alumno@demo.edu.mx')
    expect(entries).toHaveLength(before + 1)
    expect(entries.at(-1)).toMatchObject({
      email: 'alumno@demo.edu.mx', portal: 'uvm', action: 'Descarga', service: 'Boleta', eventuality: 'Sin conexión', browser: 'Safari', device: 'Teléfono',
      detail: 'boleta-2026-1.pdf',
    })
  })

  it.each([
    ['an action out of the catalog', { action: 'menu-icon-missing' }, 'La acción «menu-icon-missing» no está en el catálogo de la bitácora'],
    ['an unknown eventuality', { eventuality: 'internal-error' }, 'La eventualidad «internal-error» no está en el catálogo de la bitácora'],
    ['an unknown browser', { browser: 'Netscape' }, 'El navegador «Netscape» no está en el catálogo de la bitácora'],
    ['an unknown device', { device: 'Reloj' }, 'El dispositivo «Reloj» no está en el catálogo de la bitácora'],
    ['a service that does not exist', { service: 'payments' }, 'El servicio «payments» no está en el catálogo de la bitácora'],
  ])('refuses %s (400 with the reason, nothing kept)', async (_label, change, message) => {
    const before = (await entriesOf('alumno@demo.edu.mx')).length
    await expectRefusal(await post({ action: 'Consulta', browser: 'Chrome', device: 'Escritorio', ...change }), 400, message)
    expect(await entriesOf('alumno@demo.edu.mx')).toHaveLength(before)
  })
})

describe('GET /catalogs and the portal\'s binnacle words', () => {
  it('answers every word the portal falls back to, and the entries the portal makes from it are kept', async () => {
    const response = await api(server.url, token, '/catalogs')
    expect(response.status).toBe(200)
    const catalog = v.parse(BinnacleCatalog, await response.json())
    const names = (list: ReadonlyArray<{ name: string }>) => list.map((item) => item.name)
    expect(names(catalog.actions)).toEqual(expect.arrayContaining(Object.values(BINNACLE_ACTIONS)))
    expect(names(catalog.eventualities)).toEqual(expect.arrayContaining(Object.values(BINNACLE_EVENTUALITIES)))
    expect(names(catalog.browsers)).toEqual(expect.arrayContaining(['Edge', 'Chrome', 'Firefox', 'Safari', 'Otro']))
    expect(names(catalog.devices)).toEqual(expect.arrayContaining(['Tableta', 'Teléfono', 'Escritorio']))

    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
    for (const action of Object.keys(BINNACLE_ACTIONS) as BinnacleAction[]) {
      const entry = catalogEntry(action, { service: catalog.services[0]?.name, detail: 'prueba' }, iphone, false, catalog)
      expect(entry).toBeDefined()
      const saved = await post(entry)
      expect(saved.status, await saved.clone().text()).toBe(200)
    }
  })
})
