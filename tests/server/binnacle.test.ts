import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
