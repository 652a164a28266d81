import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { forgeAccessToken } from './forge-token.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = (await signIn(server.url, 'alumno')).tokens.access_token
})
afterAll(() => server.stop())

async function expectError(response: Response, status: number, message?: RegExp | string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toContain('application/json')
  const body = (await response.json()) as { message?: unknown }
  expect(typeof body.message).toBe('string')
  if (message) expect(body.message).toMatch(message)
}

describe('bearer token', () => {
  it('accepts the token from the sign-in', async () => {
    expect((await api(server.url, token, '/user/menu/email')).status).toBe(200)
  })

  it('refuses a missing token', async () => {
    await expectError(await api(server.url, null, '/user/menu/email'), 401, 'Falta el token de acceso')
  })

  it('refuses an expired token', async () => {
    await expectError(await api(server.url, await forgeAccessToken(server, { expiresIn: -60 }), '/catalogs'), 401, /expiró/)
  })

  it('refuses a token signed by another key', async () => {
    await expectError(await api(server.url, await forgeAccessToken(server, { foreignKey: true }), '/catalogs'), 401)
  })

  it('refuses a token of another issuer or for another audience', async () => {
    await expectError(await api(server.url, await forgeAccessToken(server, { issuer: 'http://elsewhere.test/realms/alumnos' }), '/catalogs'), 401)
    await expectError(await api(server.url, await forgeAccessToken(server, { audience: 'student-portal' }), '/catalogs'), 401)
  })

  it('refuses a token the provider issued to another application of the same realm', async () => {
    const otherApp = { client_id: 'library-kiosk', azp: 'library-kiosk' }
    await expectError(await api(server.url, await forgeAccessToken(server, { claims: otherApp }), '/catalogs'), 401, 'El token de acceso no fue emitido para este portal')
    await expectError(await api(server.url, await forgeAccessToken(server, { claims: { client_id: 'library-kiosk' } }), '/catalogs'), 401)
  })

  it('refuses garbage and an ID token used as access token', async () => {
    await expectError(await api(server.url, 'not.a.jwt', '/catalogs'), 401)
    const { tokens } = await signIn(server.url, 'tutor')
    await expectError(await api(server.url, tokens.id_token, '/catalogs'), 401)
  })

  it('accepts a well-formed token of this provider', async () => {
    expect((await api(server.url, await forgeAccessToken(server), '/catalogs')).status).toBe(200)
  })
})

describe('request validation', () => {
  const url = (query: string) => fetch(`${server.url}/api/user/menu/email?${query}`, { headers: { Authorization: `Bearer ${token}` } })

  it('needs origin=student-web and a known portal', async () => {
    await expectError(await url('origin=student-web'), 400, /portal/)
    await expectError(await url('origin=student-web&portal=other'), 400, /portal/)
    await expectError(await url('portal=uvm'), 400, /origin/)
    await expectError(await url('origin=mobile&portal=uvm'), 400, /origin/)
  })

  it('refuses repeated query parameters', async () => {
    await expectError(await url('origin=student-web&portal=uvm&portal=unitec'), 400, /Repeated query parameter "portal"/)
    const photo = await api(server.url, token, `/user/photo`, { accountNumber: ACCOUNTS.alumnoUvm, x: '1' })
    await expectError(photo, 400, /Unknown query parameter "x"/)
    const twice = await fetch(`${server.url}/api/user/photo?origin=student-web&portal=uvm&accountNumber=${ACCOUNTS.alumnoUvm}&accountNumber=${ACCOUNTS.alumnoUnitec}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    await expectError(twice, 400, /Repeated query parameter "accountNumber"/)
  })

  it('names the offending field', async () => {
    await expectError(await api(server.url, token, '/user/photo'), 400, /Missing query parameter "accountNumber"/)
    await expectError(await api(server.url, token, '/user/photo', { accountNumber: '12ab' }), 400, /accountNumber must be 6 to 12 digits/)
    await expectError(await api(server.url, token, '/catalogs/service/action', { serviceId: 'x' }), 400, /"serviceId"/)
    await expectError(await api(server.url, token, '/catalogs/parameters/NOPE/code'), 400, /path parameter "code"/)
    await expectError(await api(server.url, token, '/student/tutor/abc/id'), 400, /id must be numeric/)
    await expectError(await url('origin=student-web&portal=uvm&__proto__=x'), 400, /Unknown query parameter "__proto__"/)
  })

  it('refuses malformed and invalid bodies', async () => {
    const post = (body: string, type = 'application/json') =>
      api(server.url, token, '/config/binnacle', {}, { method: 'POST', headers: { 'Content-Type': type }, body })
    await expectError(await post('{"action": '), 400, /not valid JSON/)
    await expectError(await post(''), 400, /Invalid body/)
    await expectError(await post('{"action":"Consulta","browser":"Chrome"}'), 400, /Missing body field "device"/)
    await expectError(await post('{"action":"Consulta","browser":"Chrome","device":"Escritorio","extra":1}'), 400, /Unknown body field "extra"/)
    await expectError(await post('[1,2]'), 400)
    await expectError(await post('action=x', 'application/x-www-form-urlencoded'), 415)
    const ok = await post('{"action":"Consulta","browser":"Chrome","device":"Escritorio"}')
    expect(ok.status).toBe(200)
  })

  it('answers unknown API paths with 404 JSON', async () => {
    await expectError(await api(server.url, token, '/nothing/here'), 404)
    await expectError(await api(server.url, token, '/catalogs', {}, { method: 'DELETE' }), 404)
  })
})
