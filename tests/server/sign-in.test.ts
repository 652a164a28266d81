import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, demoSubject } from '../../server/seed/demo-accounts.ts'
import {
  authorizationUrl, decodeJwt, exchangeCode, followToRedirectUri, newFlow, openLoginPage, refresh, send, signIn, submitLogin,
  type TokenResponse,
} from '../support/sign-in.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

describe('sign-in', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))('%s gets Keycloak-shaped tokens', async (_name, account) => {
    const { tokens } = await signIn(server.url, account.username)
    const [header = ''] = tokens.access_token.split('.')
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'RS256', typ: 'at+jwt' })
    const access = decodeJwt(tokens.access_token)
    expect(access).toMatchObject({
      iss: `${server.url}/realms/alumnos`,
      aud: 'student-portal-api',
      sub: demoSubject(account.username),
      email: account.email,
      name: `${account.givenName} ${account.familyName}`,
      preferred_username: account.username,
      realm_access: { roles: account.roles },
      client_id: 'student-portal',
    })
    expect(Number(access.exp) - Number(access.iat)).toBe(300)
    const refreshToken = decodeJwt(tokens.refresh_token)
    expect(refreshToken).toMatchObject({ typ: 'Refresh', sub: demoSubject(account.username) })
    expect(Number(refreshToken.exp)).toBeGreaterThan(Number(access.exp))
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: account.email, preferred_username: account.username })
  })

  it('rotates refresh tokens: the new one works, the old one is refused', async () => {
    const { tokens } = await signIn(server.url, 'alumno')
    const first = await refresh(server.url, tokens.refresh_token)
    expect(first.status).toBe(200)
    const rotated = (await first.json()) as TokenResponse
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token)
    expect(decodeJwt(rotated.access_token).email).toBe('alumno@demo.edu.mx')
    expect((await refresh(server.url, rotated.refresh_token)).status).toBe(200)
    const replay = await refresh(server.url, tokens.refresh_token)
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('re-renders the login page with the error and the typed username', async () => {
    const page = await openLoginPage(server.url)
    expect(page.response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.html).toContain('<title>Iniciar sesión</title>')
    expect(page.html).toMatch(/<label for="username">Usuario<\/label>/)
    expect(page.html).toMatch(/<label for="password">Contraseña<\/label>/)
    expect(page.html).toContain('autocomplete="current-password"')
    const result = await submitLogin(page, 'alumno', 'wrong')
    expect(result.status).toBe(200)
    expect(result.html).toMatch(/role="alert">Usuario o contraseña incorrectos\.</)
    expect(result.html).toContain('value="alumno"')
    expect(result.html).not.toContain('<script')
    // The same page still signs in with the right password.
    expect((await submitLogin(page, 'alumno', 'demo')).code).toBeTruthy()
  })

  it('speaks English with ui_locales=en', async () => {
    const page = await openLoginPage(server.url, { locale: 'en' })
    expect(page.html).toContain('<html lang="en">')
    expect(page.html).toMatch(/<label for="username">Username<\/label>/)
    expect(page.html).toMatch(/<label for="password">Password<\/label>/)
    const result = await submitLogin(page, 'alumno', 'nope')
    expect(result.html).toContain('Incorrect username or password.')
  })

  it('keeps the sign-in session: a second authorization needs no password', async () => {
    const { flow } = await signIn(server.url, 'tutor')
    const again = newFlow(server.url, {}, flow.jar)
    const answer = await followToRedirectUri(again, await send(authorizationUrl(again), again.jar))
    expect(answer.code).toBeTruthy()
    const tokens = await exchangeCode(again, answer.code ?? '')
    expect(decodeJwt(tokens.access_token).preferred_username).toBe('tutor')
  })
})
