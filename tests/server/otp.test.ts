import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, WRONG_CODE_MESSAGE, type OtpSent } from '../../src/contract/contact.ts'
import { CODE_EXHAUSTED, CODE_EXPIRED, CODE_REPLACED, CODE_USED } from '../../server/data/otp.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { askCode, checkCode, codeOf, expectRefusal, outbox, resetContacts, wrongCode } from './contact-calls.ts'
import { okBody } from './api-calls.ts'
import { forgeAccessToken } from './forge-token.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<'alumno' | 'tutor' | 'admin', string>
const ALUMNO = ACCOUNTS.alumnoUvm
const SECOND = 1000
const MINUTE = 60 * SECOND

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  await resetContacts(server, ALUMNO, ACCOUNTS.alumnoUvm2)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** Moves this process's clock (the server's too: it runs in it); timers keep real time. */
const clockAt = (at: number) => vi.useFakeTimers({ toFake: ['Date'], now: at })
/** alumno's access token at the (moved) clock: the one from sign-in lasts 5 minutes. */
const alumnoNow = () => forgeAccessToken(server)

const sent = (response: Response) => okBody<OtpSent>(response)

describe('sending a code', () => {
  it('sends 6 digits to the outbox and the log, valid 10 minutes, another after 60 seconds', async () => {
    const before = Date.now()
    const otp = await sent(await askCode(server, tokens.alumno, ALUMNO, 'sms', '5598765432'))
    expect(otp).toMatchObject({ channel: 'sms', destination: '5598765432', maxAttempts: 5 })
    expect(Date.parse(otp.expiresAt) - before).toBeGreaterThanOrEqual(10 * MINUTE - SECOND)
    expect(Date.parse(otp.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * MINUTE)
    expect(Date.parse(otp.resendAfter) - Date.parse(otp.expiresAt)).toBe(-9 * MINUTE)
    const [latest] = await outbox(server, ALUMNO)
    expect(latest).toMatchObject({ otpId: otp.otpId, channel: 'sms', destination: '5598765432' })
    expect(latest?.code).toMatch(/^\d{6}$/)
    expect(console.info).toHaveBeenCalledWith(`[otp] ${ALUMNO} sms 5598765432: ${latest?.code}`)
  })

  it('sends to an email, compared in lower case', async () => {
    const otp = await sent(await askCode(server, tokens.alumno, ALUMNO, 'email', ' Valeria.Nueva@Correo.MX '))
    expect(otp.destination).toBe('valeria.nueva@correo.mx')
  })

  it('refuses another code for the same destination within 60 s (429, Retry-After), then replaces the first', async () => {
    const first = await sent(await askCode(server, tokens.alumno, ALUMNO, 'sms', '5598765432'))
    const early = await askCode(server, tokens.alumno, ALUMNO, 'sms', '5598765432')
    await expectRefusal(early, 429, /^Espera \d+ s para pedir otro código a este destino$/)
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // Another destination is not held back by it.
    await sent(await askCode(server, tokens.alumno, ALUMNO, 'sms', '5511112222'))

    clockAt(Date.now() + 61 * SECOND)
    const token = await alumnoNow()
    const second = await sent(await askCode(server, token, ALUMNO, 'sms', '5598765432'))
    expect(second.otpId).not.toBe(first.otpId)
    await expectRefusal(await checkCode(server, token, first.otpId, await codeOf(server, ALUMNO, first.otpId)), 400, CODE_REPLACED)
    expect((await checkCode(server, token, second.otpId, await codeOf(server, ALUMNO, second.otpId))).status).toBe(200)
  })

  it(`allows ${OTP_MAX_PER_HOUR} codes per account and hour (429 with Retry-After), then more an hour later`, async () => {
    for (let i = 0; i < OTP_MAX_PER_HOUR; i++) await sent(await askCode(server, tokens.alumno, ALUMNO, 'sms', `551000000${i}`))
    const over = await askCode(server, tokens.alumno, ALUMNO, 'email', 'otro@correo.mx')
    await expectRefusal(over, 429, 'Ya pediste 5 códigos en la última hora. Podrás pedir otro en 60 minutos')
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3500)
    // Per account: another account of the same student is not held back.
    await sent(await askCode(server, tokens.alumno, ACCOUNTS.alumnoUvm2, 'sms', '5510000000'))

    clockAt(Date.now() + 61 * MINUTE)
    await sent(await askCode(server, await alumnoNow(), ALUMNO, 'email', 'otro@correo.mx'))
  })

  it('is a GET that sends exactly one code per request, which no cache may keep (Cache-Control: no-store), refusals included', async () => {
    const first = await askCode(server, tokens.alumno, ALUMNO, 'email', 'una@correo.mx')
    expect(first.headers.get('cache-control')).toBe('no-store')
    const otp = await sent(first)
    expect(await outbox(server, ALUMNO)).toEqual([expect.objectContaining({ otpId: otp.otpId, destination: 'una@correo.mx' })])
    await sent(await askCode(server, tokens.alumno, ALUMNO, 'email', 'otra@correo.mx'))
    expect((await outbox(server, ALUMNO)).map((c) => c.destination)).toEqual(['otra@correo.mx', 'una@correo.mx'])
    const again = await askCode(server, tokens.alumno, ALUMNO, 'email', 'una@correo.mx')
    await expectRefusal(again, 429, /^Espera \d+ s/)
    expect(again.headers.get('cache-control')).toBe('no-store')
    expect(await outbox(server, ALUMNO)).toHaveLength(2)
  })

  it('sends nothing for a HEAD (405), and the POST the spec does not name is gone', async () => {
    const query = new URLSearchParams({ origin: 'student-web', portal: 'uvm', accountNumber: ALUMNO, channel: 'sms', destination: '5598765432' })
    const head = await fetch(`${server.url}/api/notification/otp?${query}`, { method: 'HEAD', headers: { Authorization: `Bearer ${tokens.alumno}` } })
    expect(head.status).toBe(405)
    const post = await fetch(`${server.url}/api/notification/otp?origin=student-web&portal=uvm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.alumno}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ accountNumber: ALUMNO, channel: 'sms', destination: '5598765432' }),
    })
    expect(post.status).toBe(404)
    expect(await outbox(server, ALUMNO)).toHaveLength(0)
  })

  it('refuses a request without its channel or account with a message (400)', async () => {
    const ask = (query: Record<string, string>) => api(server.url, tokens.alumno, '/notification/otp', { portal: 'uvm', ...query })
    await expectRefusal(await ask({ accountNumber: ALUMNO, destination: '5598765432' }), 400, /channel/)
    await expectRefusal(await ask({ channel: 'sms', destination: '5598765432' }), 400, /accountNumber/)
    await expectRefusal(await ask({ accountNumber: ALUMNO, channel: 'fax', destination: '5598765432' }), 400, /channel/)
    expect(await outbox(server, ALUMNO)).toHaveLength(0)
  })

  it('answers a retry with the same Idempotency-Key with the first code, sending nothing more', async () => {
    const key = randomUUID()
    const first = await sent(await askCode(server, tokens.alumno, ALUMNO, 'sms', '5598765432', { key }))
    const again = await askCode(server, tokens.alumno, ALUMNO, 'sms', '5598765432', { key })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await sent(again)).otpId).toBe(first.otpId)
    expect(await outbox(server, ALUMNO)).toHaveLength(1)
  })

  it.each([
    ['sms', '55123', 'El campo "destination" no es válido: Mínimo y máximo 10 caracteres'],
    ['sms', '+1234', 'El campo "destination" no es válido: Escribe de 10 a 15 dígitos, con + al inicio si quieres'],
    ['sms', '', 'El campo "destination" no es válido: Campo requerido'],
    ['email', 'valeria@', 'El campo "destination" no es válido: Escribe un correo electrónico válido, como nombre@dominio.mx'],
  ] as const)('refuses a %s destination %j with the pattern sentence', async (channel, destination, message) => {
    await expectRefusal(await askCode(server, tokens.alumno, ALUMNO, channel, destination), 400, message)
    expect(await outbox(server, ALUMNO)).toHaveLength(0)
  })

  it('sends codes only for the own student: not a tutor, an administrative or another student', async () => {
    const refused = 'Solo el alumno puede cambiar sus datos de contacto'
    await expectRefusal(await askCode(server, tokens.tutor, ACCOUNTS.tutoredUvm, 'sms', '5598765432'), 403, refused)
    await expectRefusal(await askCode(server, tokens.admin, ALUMNO, 'sms', '5598765432'), 403, refused)
    await expectRefusal(await askCode(server, tokens.alumno, ACCOUNTS.tutoredUvm, 'sms', '5598765432'), 403, 'Solo puedes cambiar los datos de contacto de tus propias cuentas')
    // An account of the other portal is not this portal's.
    await expectRefusal(await askCode(server, tokens.alumno, ACCOUNTS.alumnoUnitec, 'sms', '5598765432'), 403, 'Solo puedes cambiar los datos de contacto de tus propias cuentas')
  })
})

describe('checking a code', () => {
  it('answers a single-use token for the right code; the same code again is refused', async () => {
    const otp = await sent(await askCode(server, tokens.alumno, ALUMNO, 'sms', '5598765432'))
    const code = await codeOf(server, ALUMNO, otp.otpId)
    const right = await checkCode(server, tokens.alumno, otp.otpId, code)
    const body = (await right.json()) as { verificationToken: string; expiresAt: string }
    expect(right.status).toBe(200)
    expect(body.verificationToken).toMatch(/^[\w-]{43}$/)
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * MINUTE)
    await expectRefusal(await checkCode(server, tokens.alumno, otp.otpId, code), 400, CODE_USED)
  })

  it(`takes at most ${OTP_MAX_ATTEMPTS} wrong tries, telling how many are left; then the code is dead`, async () => {
    const otp = await sent(await askCode(server, tokens.alumno, ALUMNO, 'sms', '5598765432'))
    const code = await codeOf(server, ALUMNO, otp.otpId)
    for (let left = OTP_MAX_ATTEMPTS - 1; left > 0; left--) {
      const body = await expectRefusal(await checkCode(server, tokens.alumno, otp.otpId, wrongCode(code)), 400, WRONG_CODE_MESSAGE)
      expect(body.attemptsLeft).toBe(left)
    }
    const last = await expectRefusal(await checkCode(server, tokens.alumno, otp.otpId, wrongCode(code)), 400, `El código es incorrecto. ${CODE_EXHAUSTED}`)
    expect(last.attemptsLeft).toBe(0)
    // Even the right code no longer opens it.
    await expectRefusal(await checkCode(server, tokens.alumno, otp.otpId, code), 400, CODE_EXHAUSTED)
  })

  it('counts a wrong try sent with an Idempotency-Key too (a refusal stores no key)', async () => {
    const otp = await sent(await askCode(server, tokens.alumno, ALUMNO, 'sms', '5598765432'))
    const code = await codeOf(server, ALUMNO, otp.otpId)
    const key = randomUUID()
    expect((await expectRefusal(await checkCode(server, tokens.alumno, otp.otpId, wrongCode(code), { key }), 400, WRONG_CODE_MESSAGE)).attemptsLeft).toBe(4)
    expect((await expectRefusal(await checkCode(server, tokens.alumno, otp.otpId, wrongCode(code), { key }), 400, WRONG_CODE_MESSAGE)).attemptsLeft).toBe(3)
  })

  it('refuses a code once its 10 minutes are over', async () => {
    const otp = await sent(await askCode(server, tokens.alumno, ALUMNO, 'sms', '5598765432'))
    const code = await codeOf(server, ALUMNO, otp.otpId)
    clockAt(Date.parse(otp.expiresAt) + SECOND)
    await expectRefusal(await checkCode(server, await alumnoNow(), otp.otpId, code), 400, CODE_EXPIRED)
  })

  it('refuses a code of someone else, an unknown code and a malformed one', async () => {
    const otp = await sent(await askCode(server, tokens.alumno, ALUMNO, 'sms', '5598765432'))
    const code = await codeOf(server, ALUMNO, otp.otpId)
    await expectRefusal(await checkCode(server, tokens.tutor, otp.otpId, code), 403, 'Solo el alumno puede cambiar sus datos de contacto')
    await expectRefusal(await checkCode(server, tokens.alumno, randomUUID(), code), 404, 'El código no existe; pide uno nuevo')
    await expectRefusal(await checkCode(server, tokens.alumno, otp.otpId, '12ab56'), 400, 'El campo "code" no es válido: Formato inválido')
    // None of them counted against the code.
    expect((await checkCode(server, tokens.alumno, otp.otpId, code)).status).toBe(200)
  })
})
