import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLoginPage, refresh, signIn } from '../support/sign-in.ts'
import { startTestServer, type TestServer } from './test-server.ts'

const APP_ORIGIN = 'http://app.example.test'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ appOrigins: [APP_ORIGIN], extraRedirectUris: [`${APP_ORIGIN}/`] })
})
afterAll(() => server.stop())

describe('Keycloak-compatible endpoints', () => {
  it('publishes discovery under the realm with Keycloak paths', async () => {
    const response = await fetch(`${server.url}/realms/alumnos/.well-known/openid-configuration`)
    expect(response.status).toBe(200)
    const realm = `${server.url}/realms/alumnos`
    expect(await response.json()).toMatchObject({
      issuer: realm,
      authorization_endpoint: `${realm}/protocol/openid-connect/auth`,
      token_endpoint: `${realm}/protocol/openid-connect/token`,
      end_session_endpoint: `${realm}/protocol/openid-connect/logout`,
      userinfo_endpoint: `${realm}/protocol/openid-connect/userinfo`,
      jwks_uri: `${realm}/protocol/openid-connect/certs`,
      revocation_endpoint: `${realm}/protocol/openid-connect/revoke`,
      code_challenge_methods_supported: ['S256'],
    })
    const certs = (await (await fetch(`${realm}/protocol/openid-connect/certs`)).json()) as { keys: Array<Record<string, unknown>> }
    expect(certs.keys).toHaveLength(1)
    expect(certs.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(certs.keys[0]).not.toHaveProperty('d')
  })

  it('refuses an authorization request without PKCE', async () => {
    const params = new URLSearchParams({ client_id: 'student-portal', redirect_uri: `${server.url}/`, response_type: 'code', scope: 'openid' })
    const response = await fetch(`${server.url}/realms/alumnos/protocol/openid-connect/auth?${params}`, { redirect: 'manual' })
    expect(response.headers.get('location')).toContain('error=invalid_request')
  })

  it('allows the configured app origin to call the token endpoint with credentials', async () => {
    const { tokens } = await signIn(server.url, 'alumno', 'demo', { redirectUri: `${APP_ORIGIN}/` })
    const response = await fetch(`${server.url}/realms/alumnos/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { Origin: APP_ORIGIN },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'student-portal' }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')

    const stranger = await fetch(`${server.url}/realms/alumnos/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { Origin: 'http://evil.example.test' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'student-portal' }),
    })
    expect(stranger.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('answers userinfo for the access token, as keycloak-js loadUserInfo() expects', async () => {
    const { tokens } = await signIn(server.url, 'admin')
    const endpoint = `${server.url}/realms/alumnos/protocol/openid-connect/userinfo`
    const answer = await fetch(endpoint, { headers: { Authorization: `Bearer ${tokens.access_token}`, Origin: APP_ORIGIN } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(await answer.json()).toMatchObject({ email: 'admin@demo.edu.mx', preferred_username: 'admin', name: 'Laura Gómez Villanueva' })
    const refused = await fetch(endpoint, { headers: { Authorization: `Bearer ${tokens.id_token}` } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toContain('invalid_token')
  })

  it('revokes a JWT-shaped refresh token', async () => {
    const { tokens } = await signIn(server.url, 'tutor')
    const revoked = await fetch(`${server.url}/realms/alumnos/protocol/openid-connect/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: 'student-portal' }),
    })
    expect(revoked.status).toBe(200)
    expect((await refresh(server.url, tokens.refresh_token)).status).toBe(400)
  })

  it('serves the login page with its own stylesheet and accepts kc_idp_hint', async () => {
    const page = await openLoginPage(server.url)
    expect(page.html).toContain('href="/realms/alumnos/login-resources/login.css"')
    const css = await fetch(`${server.url}/realms/alumnos/login-resources/login.css`)
    expect(css.headers.get('content-type')).toContain('text/css')
    expect((await fetch(`${server.url}/realms/other/.well-known/openid-configuration`)).status).toBe(404)
  })

  it('shows an explanatory page for a stale login link', async () => {
    const response = await fetch(`${server.url}/realms/alumnos/login-actions/unknown-uid`)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Vuelve a entrar desde el portal')
  })
})
