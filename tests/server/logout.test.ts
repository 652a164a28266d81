import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorizationUrl, newFlow, refresh, send, signIn } from '../support/sign-in.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&')

describe('logout', () => {
  it('ends the session without a confirmation click and returns to the app', async () => {
    const { tokens, flow } = await signIn(server.url, 'alumno')
    const params = new URLSearchParams({
      client_id: 'student-portal',
      post_logout_redirect_uri: `${server.url}/`,
      id_token_hint: tokens.id_token,
    })
    const page = await send(`${flow.realmUrl}/protocol/openid-connect/logout?${params}`, flow.jar)
    expect(page.status).toBe(200)
    const html = await page.text()
    // Submitted by an external same-origin script (no inline script under the CSP), with a visible fallback button.
    expect(html).toContain(`<script src="/realms/alumnos/login-resources/logout.js" defer></script>`)
    expect(html).not.toMatch(/<script>/)
    expect(html).toMatch(/<button type="submit" form="op.logoutForm">Cerrar sesión<\/button>/)
    expect(html).toContain('name="logout" value="yes"')
    const script = await fetch(`${flow.realmUrl}/login-resources/logout.js`)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect(await script.text()).toContain("getElementById('op.logoutForm')")

    const action = attribute(html, /<form id="op.logoutForm" method="post" action="([^"]+)"/)
    const xsrf = attribute(html, /name="xsrf" value="([^"]+)"/)
    expect(action && xsrf).toBeTruthy()
    const done = await send(new URL(action ?? '', server.url).href, flow.jar, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf ?? '', logout: 'yes' }),
    })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`${server.url}/`)

    expect((await refresh(server.url, tokens.refresh_token)).status).toBe(400)
    const again = newFlow(server.url, {}, flow.jar)
    const start = await send(authorizationUrl(again), again.jar)
    expect(start.headers.get('location')).toMatch(/\/realms\/alumnos\/login-actions\//)
  })

  it('asks for confirmation when nothing says the portal asked: a plain link from another site ends nothing', async () => {
    const { tokens, flow } = await signIn(server.url, 'alumno')
    const params = new URLSearchParams({ client_id: 'student-portal', post_logout_redirect_uri: `${server.url}/` })
    const page = await send(`${flow.realmUrl}/protocol/openid-connect/logout?${params}`, flow.jar)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('¿Cerrar sesión?')
    expect(html).not.toContain('logout.js')
    expect(html).toMatch(/<button type="submit" form="op.logoutForm">Cerrar sesión<\/button>/)
    expect(html).toContain(`href="${server.url}/"`)
    // Nothing was ended by opening the page.
    expect((await refresh(server.url, tokens.refresh_token)).status).toBe(200)
    // A form posted from elsewhere without the page's xsrf value ends nothing either.
    const action = attribute(html, /<form id="op.logoutForm" method="post" action="([^"]+)"/)
    const forged = await send(new URL(action ?? '', server.url).href, flow.jar, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logout: 'yes' }),
    })
    expect(forged.status).toBe(400)
    // The session is alive: asking the provider again needs no sign-in form.
    const again = newFlow(server.url, {}, flow.jar)
    const start = await send(authorizationUrl(again), again.jar)
    expect(start.headers.get('location')).not.toMatch(/\/login-actions\//)
  })

  it('keeps the provider’s cookies on the provider’s own paths', async () => {
    const seen: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args)
      seen.push(...response.headers.getSetCookie())
      return response
    }
    try {
      await signIn(server.url, 'alumno')
    } finally {
      globalThis.fetch = realFetch
    }
    const providerCookies = seen.filter((line) => /^_(session|interaction|resume)/.test(line))
    expect(providerCookies.map((line) => line.split('=')[0])).toEqual(expect.arrayContaining(['_session', '_interaction']))
    for (const line of providerCookies) expect(line.toLowerCase()).toContain('path=/realms/alumnos/')
  })
})
