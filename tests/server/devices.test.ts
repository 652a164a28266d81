import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Device } from '../../src/contract/user.ts'
import { describeUserAgent } from '../../server/data/device-sessions.ts'
import { api, authorizationUrl, decodeJwt, followToRedirectUri, newFlow, refresh, send, signIn, type SignedIn } from '../support/sign-in.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36'

const sidOf = (signedIn: SignedIn) => String(decodeJwt(signedIn.tokens.access_token).sid)

async function devices(signedIn: SignedIn, userAgent = LAPTOP): Promise<Device[]> {
  const answer = await api(server.url, signedIn.tokens.access_token, '/user/devices', {}, { headers: { 'User-Agent': userAgent } })
  expect(answer.status).toBe(200)
  return (await answer.json()) as Device[]
}

function close(signedIn: SignedIn, id?: string) {
  return api(server.url, signedIn.tokens.access_token, id ? `/user/devices/${encodeURIComponent(id)}` : '/user/devices', {}, { method: 'DELETE' })
}

async function sessionClosed(sid: string): Promise<boolean> {
  const answer = await api(server.url, null, `/user/session/${sid}`)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { closed: boolean }).closed
}

/** A silent sign-in with the browser's provider cookies, as the portal's start makes it. */
async function silentSignIn(signedIn: SignedIn) {
  const again = newFlow(server.url, {}, signedIn.flow.jar)
  const url = new URL(authorizationUrl(again))
  url.searchParams.set('prompt', 'none')
  try {
    const answer = await followToRedirectUri(again, await send(url.toString(), again.jar))
    return answer.code ? 'signed-in' : 'nobody'
  } catch (error) {
    if (/login_required/.test(String(error))) return 'nobody'
    throw error
  }
}

describe('connected devices', () => {
  it('lists each sign-in as a device named from its browser, this one marked, beside the devices known before', async () => {
    const laptop = await signIn(server.url, 'alumno')
    const phone = await signIn(server.url, 'alumno')
    await devices(phone, PHONE)
    const list = await devices(laptop)
    expect(list[0]).toMatchObject({ id: sidOf(laptop), current: true, device: 'Escritorio', browser: 'Chrome 139', os: 'Windows 10' })
    expect(list.find((d) => d.id === sidOf(phone))).toMatchObject({ current: false, device: 'iPhone', browser: 'Safari 18', os: 'iOS 18' })
    expect(list.filter((d) => d.current)).toHaveLength(1)
    // The seeded ones stay in the list, none of them "this device".
    expect(list.find((d) => d.id === 'dev-alumno-laptop')).toMatchObject({ current: false })
  })

  it('closing another device ends its sign-in: its calls and its refresh are refused, its browser is signed out at the provider, and it can learn it was closed', async () => {
    const mine = await signIn(server.url, 'alumno')
    const other = await signIn(server.url, 'alumno')
    await devices(other, PHONE)
    expect(await silentSignIn(other)).toBe('signed-in')
    expect(await sessionClosed(sidOf(other))).toBe(false)

    const answer = await close(mine, sidOf(other))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ closed: 1 })

    const refused = await api(server.url, other.tokens.access_token, '/user/student')
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ reason: 'session-closed', message: expect.stringMatching(/se cerró desde otro dispositivo/) })
    expect((await refresh(server.url, other.tokens.refresh_token)).status).toBe(400)
    expect(await silentSignIn(other)).toBe('nobody')
    expect(await sessionClosed(sidOf(other))).toBe(true)

    // This one goes on, and the closed one is gone from its list.
    expect((await devices(mine)).map((d) => d.id)).not.toContain(sidOf(other))
    expect(await sessionClosed(sidOf(mine))).toBe(false)
    expect(await silentSignIn(mine)).toBe('signed-in')
  })

  it('closes every other session at once, the devices known before included, and keeps this one', async () => {
    const mine = await signIn(server.url, 'tutor')
    const others = [await signIn(server.url, 'tutor'), await signIn(server.url, 'tutor')]
    for (const other of others) await devices(other)
    expect((await devices(mine)).length).toBeGreaterThanOrEqual(4)

    const answer = await close(mine)
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { closed: number }).closed).toBeGreaterThanOrEqual(3)
    expect((await devices(mine)).map((d) => d.id)).toEqual([sidOf(mine)])
    for (const other of others) expect((await api(server.url, other.tokens.access_token, '/user/student')).status).toBe(401)
  })

  it('refuses closing this device’s own session, one that is not in the list, or someone else’s', async () => {
    const mine = await signIn(server.url, 'admin')
    const someoneElse = await signIn(server.url, 'alumno')
    await devices(someoneElse)

    const own = await close(mine, sidOf(mine))
    expect(own.status).toBe(400)
    expect(await own.json()).toMatchObject({ message: expect.stringMatching(/Cerrar sesión/) })
    expect((await close(mine, 'no-such-device')).status).toBe(404)
    expect((await close(mine, sidOf(someoneElse))).status).toBe(404)
    expect((await close(mine, 'dev-alumno-tablet')).status).toBe(404)
    expect((await api(server.url, someoneElse.tokens.access_token, '/user/student')).status).toBe(200)
    expect((await api(server.url, null, '/user/session/..%2Fx')).status).toBe(400)
  })
})

describe('a device named from its user agent', () => {
  it('names phones by model, others by kind, with the major versions', () => {
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; moto g84 5G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36')).toEqual({
      device: 'Teléfono', browser: 'Chrome 139', os: 'Android 14',
    })
    expect(describeUserAgent('')).toMatchObject({ device: 'Dispositivo', browser: 'Navegador' })
  })
})
