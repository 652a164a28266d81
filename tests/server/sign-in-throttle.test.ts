import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignInThrottle } from '../../server/auth/sign-in-throttle.ts'
import { openLoginPage, submitLogin, type LoginPage } from '../support/sign-in.ts'
import { startTestServer, type TestServer } from './test-server.ts'

describe('sign-in throttle', () => {
  const policy = { freeFailures: 4, firstWaitMs: 2_000, lockoutFailures: 10, lockoutMs: 15 * 60_000, forgetAfterMs: 12 * 3_600_000, maxTracked: 3 }
  const clock = () => {
    let now = Date.UTC(2026, 1, 28, 23, 59)
    return { now: () => now, advance: (ms: number) => (now += ms) }
  }

  it('lets four wrong passwords go, then doubles the wait, then locks for 15 minutes', () => {
    const time = clock()
    const throttle = new SignInThrottle(policy, time.now)
    const waits: (number | null)[] = []
    for (let i = 0; i < 10; i++) {
      expect(throttle.check('a').allowed).toBe(true)
      const verdict = throttle.fail('a')
      waits.push(verdict.allowed ? null : verdict.retryAfterMs)
      if (!verdict.allowed) time.advance(verdict.retryAfterMs)
    }
    expect(waits).toEqual([null, null, null, null, 2_000, 4_000, 8_000, 16_000, 32_000, 15 * 60_000])
    time.advance(-1)
    expect(throttle.check('a')).toEqual({ allowed: false, locked: true, retryAfterMs: 1 })
    time.advance(1)
    expect(throttle.check('a').allowed).toBe(true)
    // Still past the limit: the next wrong password locks again.
    expect(throttle.fail('a')).toEqual({ allowed: false, locked: true, retryAfterMs: 15 * 60_000 })
  })

  it('refuses a try during the wait and says how long is left', () => {
    const time = clock()
    const throttle = new SignInThrottle(policy, time.now)
    for (let i = 0; i < 5; i++) throttle.fail('a')
    time.advance(500)
    expect(throttle.check('a')).toEqual({ allowed: false, locked: false, retryAfterMs: 1_500 })
    expect(throttle.check('b').allowed).toBe(true)
  })

  it('forgets the count after a right password or 12 quiet hours', () => {
    const time = clock()
    const throttle = new SignInThrottle(policy, time.now)
    for (let i = 0; i < 4; i++) throttle.fail('a')
    throttle.succeed('a')
    expect(throttle.fail('a').allowed).toBe(true)
    for (let i = 0; i < 3; i++) throttle.fail('a')
    time.advance(12 * 3_600_000)
    expect(throttle.fail('a').allowed).toBe(true)
  })

  it('keeps a bounded number of counts, dropping the least recently failed', () => {
    const throttle = new SignInThrottle({ ...policy, freeFailures: 0 }, clock().now)
    for (const key of ['a', 'b', 'c', 'a', 'd']) throttle.fail(key)
    expect(throttle.check('b').allowed).toBe(true)
    expect(throttle.check('a').allowed).toBe(false)
    expect(throttle.check('d').allowed).toBe(false)
  })
})

describe('sign-in form under repeated wrong passwords', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  async function wrongInARow(page: LoginPage, username: string, times: number) {
    const answers = []
    for (let i = 0; i < times; i++) answers.push(await submitLogin(page, username, `wrong-${i}`))
    return answers
  }

  it('makes the fifth wrong password wait, says so on the form and checks no password during the wait', async () => {
    const page = await openLoginPage(server.url)
    const answers = await wrongInARow(page, 'alumno', 5)
    for (const answer of answers.slice(0, 4)) {
      expect(answer.status).toBe(200)
      expect(answer.html).toMatch(/role="alert">Usuario o contraseña incorrectos\.</)
    }
    const fifth = answers[4]
    expect(fifth?.status).toBe(429)
    expect(fifth?.html).toContain('Usuario o contraseña incorrectos. Demasiados intentos fallidos. Espera 2 segundos antes de volver a intentarlo.')
    expect(fifth?.html).toContain('value="alumno"')
    // Even the right password is not taken while the wait lasts.
    const right = await submitLogin(page, 'alumno', 'demo')
    expect(right.code).toBeUndefined()
    expect(right.status).toBe(429)
    expect(right.html).toMatch(/Demasiados intentos fallidos\. Espera [12] segundos? antes de volver a intentarlo\./)
  })

  it('answers an unknown username exactly like an existing one', async () => {
    const known = await wrongInARow(await openLoginPage(server.url), 'tutor', 5)
    const unknown = await wrongInARow(await openLoginPage(server.url), 'nadie-existe', 5)
    const strip = (html = '') => html.replace(/value="[^"]*"/, '').replace(/login-actions\/[^"]+/, '')
    expect(unknown.map((a) => a.status)).toEqual(known.map((a) => a.status))
    expect(unknown.map((a) => strip(a.html))).toEqual(known.map((a) => strip(a.html)))
  })

  it('counts the username and the e-mail of one account together', async () => {
    const page = await openLoginPage(server.url, { locale: 'en' })
    await wrongInARow(page, 'admin', 2)
    const byEmail = await wrongInARow(page, 'ADMIN@demo.edu.mx', 3)
    expect(byEmail.map((a) => a.status)).toEqual([200, 200, 429])
    expect(byEmail[2]?.html).toContain('Too many failed attempts. Wait 2 seconds before trying again.')
  })
})
