import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Wallet, WalletEnrolment } from '../../src/contract/payments.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { CookieJar, signIn } from '../support/sign-in.ts'
import { write } from './api-calls.ts'
import { expectMessage } from './digital-file-calls.ts'
import { bankHook, pay, paymentState, read } from './payments-calls.ts'
import { card, checkout, letter, page, paymentOf, submit, visit } from './payments-online-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
let alumno: string

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  alumno = (await signIn(server.url, 'alumno')).tokens.access_token
})
afterAll(() => server.stop())

const ALUMNO = ACCOUNTS.alumnoUvm
const cardPayment = () => checkout(server, alumno, letter(ALUMNO, 'card'))
const paymentsMade = async () => (await paymentState(server, ALUMNO)).payments.length
const returnTo = (id: number, status: string) => `/bankbridge?payment=${id}&status=${status}`

describe('the bank’s page for a card payment', () => {
  it('is a Spanish page with the merchant, the lines, the amount, labelled fields and the demo cards, under its own policy', async () => {
    const payment = await cardPayment()
    const response = await page(server, payment.providerUrl ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'; form-action 'self'/)
    const html = await response.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toMatch(/<title>Pago con tarjeta · Banco \(simulado\)<\/title>/)
    for (const expected of [
      'Universidad del Valle de México (UVM)', 'Constancia de estudios', '$150.00', '>Pagar $150.00</button>', '>Cancelar</button>',
      '<label for="holder">Nombre del titular</label>', '<label for="number">Número de tarjeta</label>', '<label for="expiry">Vencimiento (MM/AA)</label>',
      '<label for="cvv">CVV</label>', '4242 4242 4242 4242', '5555 5555 5555 4444', '4000 0000 0000 0002', '4000 0000 0000 3220', 'Fondos insuficientes',
    ]) expect(html).toContain(expected)
    expect(html).not.toMatch(/<script|https?:\/\//)
  })

  it('shows the form again with what was typed (not the CVV) and the problems, in an alert', async () => {
    const payment = await cardPayment()
    const response = await submit(server, payment.providerUrl ?? '', card('4242 4242 4242 4241', { expiry: '01/20', cvv: '98', holder: 'V' }))
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('value="4242 4242 4242 4241"')
    expect(html).toContain('value="01/20"')
    expect(html).not.toContain('value="98"')
    for (const problem of ['El número de tarjeta no es válido', 'La tarjeta está vencida', 'El CVV son los 3 o 4 dígitos', 'Escribe el nombre del titular']) expect(html).toContain(problem)
    expect(html).toContain('aria-invalid="true"')
    expect((await paymentOf(server, alumno, payment.id)).status).toBe('at-provider')
  })

  it('charges an approved card once: the second submit and a revisit only return to the portal', async () => {
    const payment = await cardPayment()
    const before = await paymentsMade()
    const approved = await submit(server, payment.providerUrl ?? '', card('4242424242424242'))
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toBe(returnTo(payment.id, 'approved'))
    const paid = await paymentOf(server, alumno, payment.id)
    expect(paid).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' }, providerUrl: null, folio: expect.stringMatching(/^PAG-/) })
    const again = await submit(server, payment.providerUrl ?? '', card('5555555555554444'))
    expect(again.headers.get('location')).toBe(returnTo(payment.id, 'approved'))
    expect((await page(server, payment.providerUrl ?? '')).headers.get('location')).toBe(returnTo(payment.id, 'approved'))
    expect(await paymentsMade()).toBe(before + 1)
    expect((await paymentOf(server, alumno, payment.id)).card).toEqual({ brand: 'visa', last4: '4242' })
  })

  it('declines the insufficient-funds card, and a cancelled payment, with the bank’s reason', async () => {
    const poor = await cardPayment()
    expect((await submit(server, poor.providerUrl ?? '', card('4000 0000 0000 0002'))).headers.get('location')).toBe(returnTo(poor.id, 'rejected'))
    expect(await paymentOf(server, alumno, poor.id)).toMatchObject({ status: 'declined', declineReason: 'Fondos insuficientes', folio: null })
    const cancelled = await cardPayment()
    expect((await submit(server, cancelled.providerUrl ?? '', { action: 'cancel' })).headers.get('location')).toBe(returnTo(cancelled.id, 'rejected'))
    expect((await paymentOf(server, alumno, cancelled.id)).declineReason).toBe('Cancelaste el pago en el banco')
  })

  it('asks the 3-D Secure card for its code: the right one pays, a wrong one declines', async () => {
    const before = await paymentsMade()
    const payment = await cardPayment()
    const step = await submit(server, payment.providerUrl ?? '', card('4000000000003220'))
    const verification = step.headers.get('location') ?? ''
    expect(verification).toMatch(/^\/bankbridge-sim\/3ds\/[\w-]+$/)
    // The card form now leads to the step.
    expect((await page(server, payment.providerUrl ?? '')).headers.get('location')).toBe(verification)
    const html = await (await page(server, verification)).text()
    for (const expected of ['Verificación 3-D Secure', '<label for="code">Código de verificación</label>', '123456', '>Verificar</button>']) expect(html).toContain(expected)
    expect((await submit(server, verification, { code: 'abc', action: 'verify' })).status).toBe(400)
    expect((await submit(server, verification, { code: '123456', action: 'verify' })).headers.get('location')).toBe(returnTo(payment.id, 'approved'))
    expect((await submit(server, verification, { code: '123456', action: 'verify' })).headers.get('location')).toBe(returnTo(payment.id, 'approved'))
    expect(await paymentsMade()).toBe(before + 1)

    const wrong = await cardPayment()
    const wrongStep = (await submit(server, wrong.providerUrl ?? '', card('4000000000003220'))).headers.get('location') ?? ''
    expect((await submit(server, wrongStep, { code: '000000', action: 'verify' })).headers.get('location')).toBe(returnTo(wrong.id, 'rejected'))
    expect(await paymentOf(server, alumno, wrong.id)).toMatchObject({ status: 'declined', declineReason: 'La verificación 3-D Secure no fue aprobada', card: { last4: '3220' } })
  })

  it('answers a 404 page for unknown tokens and paths, and a page (never a crash) for garbage', async () => {
    for (const path of ['/bankbridge-sim/pay/unknown-token-0000000000', '/bankbridge-sim/pay/x', '/bankbridge-sim', '/checkout-sim/unknown-token-0000000000', '/bankbridge-sim/3ds/unknown-token-00000000']) {
      const response = await page(server, path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('role="alert"')
    }
    const payment = await cardPayment()
    const garbage = await visit(server, payment.providerUrl ?? '', { method: 'POST', body: '%%%\u0000&&&action=%ZZ' })
    expect(garbage.status).toBe(400)
    expect(await garbage.text()).toContain('role="alert"')
    const unknownAction = await submit(server, payment.providerUrl ?? '', { action: 'refund' })
    expect(unknownAction.status).toBe(400)
    expect((await visit(server, payment.providerUrl ?? '', { method: 'DELETE' })).status).toBe(405)
    // A marketplace token is no bank page.
    expect((await page(server, (payment.providerUrl ?? '').replace('/bankbridge-sim/pay/', '/checkout-sim/'))).status).toBe(404)
  })
})

describe('who the hosted pages act for', () => {
  it('gives the link only to the person who started the payment, and the bank’s page acts for nobody else', async () => {
    const payment = await cardPayment()
    const link = payment.providerUrl ?? ''
    const [path = '', access = ''] = link.split('?acceso=')
    const token = path.split('/').at(-1) ?? ''
    expect(token.length).toBeGreaterThan(20)
    // The administrative reads the student's payments (Lectura) without the link or its token.
    const admin = (await signIn(server.url, 'admin')).tokens.access_token
    const asAdmin = await paymentOf(server, admin, payment.id)
    expect(asAdmin).toMatchObject({ id: payment.id, status: 'at-provider', providerUrl: null })
    const listed = await read<unknown[]>(await pay(server, admin, '/payments', { accountNumber: ALUMNO }))
    expect(JSON.stringify([asAdmin, listed])).not.toContain(token)
    // The student, who started it, gets it every time.
    expect((await paymentOf(server, alumno, payment.id)).providerUrl).toBe(link)

    // Another browser with the page's address alone, or a made-up access: a 403 page, and nothing is decided.
    const other = new CookieJar()
    for (const attempt of [page(server, path, other), submit(server, path, { action: 'cancel' }, other), submit(server, path, card('4242424242424242'), other),
      page(server, `${path}?acceso=${access.slice(1)}x`, other), page(server, `${path}?acceso=`, other)]) {
      const refused = await attempt
      expect(refused.status).toBe(403)
      const html = await refused.text()
      expect(html).toContain('Esta página no es para ti')
      expect(html).toContain('role="alert"')
    }
    expect(other.header()).toBe('')
    expect(await paymentOf(server, alumno, payment.id)).toMatchObject({ status: 'at-provider', card: null })

    // The link keeps the access in that browser only, for the bank's pages, and leaves the address clean.
    const opened = await fetch(`${server.url}${link}`, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(path)
    expect(opened.headers.get('set-cookie')).toMatch(new RegExp(`^acceso-${token}=${access}; Path=/bankbridge-sim; Max-Age=86400; HttpOnly; SameSite=Strict$`))
    // The 3-D Secure step needs it too.
    const step = (await submit(server, link, card('4000000000003220'))).headers.get('location') ?? ''
    expect((await submit(server, step, { code: '123456', action: 'verify' }, other)).status).toBe(403)
    expect((await submit(server, step, { code: '123456', action: 'verify' })).headers.get('location')).toBe(returnTo(payment.id, 'approved'))
  })

  it('opens the wallet’s card form only for the student who asked for it', async () => {
    const { providerUrl } = v.parse(WalletEnrolment, await read(await write(server.url, alumno, 'POST', '/payment/wallet/enrol', { accountNumber: ALUMNO })))
    const [path = ''] = providerUrl.split('?')
    const other = new CookieJar()
    expect((await page(server, path, other)).status).toBe(403)
    expect((await submit(server, path, card('5555 5555 5555 4444'), other)).status).toBe(403)
    expect((await page(server, providerUrl)).status).toBe(200)
    await bankHook(server, 'reset', { accountNumber: ALUMNO })
  })
})

// The second test pays with, and removes, the cards the first one saved.
describe('saving a card in the wallet', { shuffle: false }, () => {
  const enrol = async () => v.parse(WalletEnrolment, await read(await write(server.url, alumno, 'POST', '/payment/wallet/enrol', { accountNumber: ALUMNO })))
  const wallet = async () => v.parse(Wallet, await read(await pay(server, alumno, '/wallet', { accountNumber: ALUMNO })))

  it('saves an approved card (brand, last four, expiry), through 3-D Secure too, and returns through bankbridge', async () => {
    await bankHook(server, 'reset', { accountNumber: ALUMNO })
    const first = await enrol()
    expect(first.providerUrl).toMatch(/^\/bankbridge-sim\/card\/[\w-]{24,}\?acceso=[\w-]{40,}$/)
    const html = await (await page(server, first.providerUrl)).text()
    expect(html).toContain('<h1>Guardar tarjeta</h1>')
    expect(html).toContain('>Guardar tarjeta</button>')
    expect(html).not.toContain('$')
    const saved = await submit(server, first.providerUrl, card('5555 5555 5555 4444', { expiry: '7/31' }))
    expect(saved.headers.get('location')).toBe('/bankbridge?wallet=added')
    expect((await submit(server, first.providerUrl, card('5555 5555 5555 4444'))).headers.get('location')).toBe('/bankbridge?wallet=added')

    const secure = await enrol()
    const step = (await submit(server, secure.providerUrl, card('4000000000003220'))).headers.get('location') ?? ''
    expect(step).toMatch(/^\/bankbridge-sim\/3ds\//)
    expect((await submit(server, step, { code: '123456', action: 'verify' })).headers.get('location')).toBe('/bankbridge?wallet=added')

    const cancelled = await enrol()
    expect((await submit(server, cancelled.providerUrl, { action: 'cancel' })).headers.get('location')).toBe('/bankbridge?wallet=cancelled')
    const refused = await enrol()
    expect((await submit(server, refused.providerUrl, card('4000000000000002'))).headers.get('location')).toBe('/bankbridge?wallet=rejected')

    const cards = await wallet()
    expect(cards.map((c) => [c.brand, c.last4, c.expiry])).toEqual([['visa', '4242', expect.stringMatching(/^12\/\d\d$/)], ['mastercard', '4444', '07/31'], ['visa', '3220', '12/39']])
    expect(JSON.stringify(cards)).not.toMatch(/5555555555554444|bank_/)
  })

  it('pays at once with a saved card, and forgets a removed one', async () => {
    const cards = await wallet()
    const mastercard = cards.find((c) => c.brand === 'mastercard')
    const paid = await checkout(server, alumno, letter(ALUMNO, 'wallet', { cardId: mastercard?.id ?? 0 }))
    expect(paid).toMatchObject({ status: 'paid', card: { brand: 'mastercard', last4: '4444' } })
    const left = v.parse(Wallet, await read(await write(server.url, alumno, 'POST', '/payment/wallet/remove', { accountNumber: ALUMNO, cardId: mastercard?.id ?? 0 })))
    expect(left.map((c) => c.last4)).toEqual(['4242', '3220'])
    await expectMessage(await write(server.url, alumno, 'POST', '/payment/wallet/remove', { accountNumber: ALUMNO, cardId: mastercard?.id ?? 0 }), 404, 'La tarjeta no está en tu cartera')
    await expectMessage(await write(server.url, alumno, 'POST', '/payment/checkout',
      { ...letter(ALUMNO, 'wallet', { cardId: mastercard?.id ?? 0 }), orderIds: [], services: [{ serviceId: 1, quantity: 1 }] }, { key: crypto.randomUUID() }), 404, 'La tarjeta no está en tu cartera')
    await bankHook(server, 'reset', { accountNumber: ALUMNO })
  })
})

describe('under a base path', () => {
  it('returns to the portal’s bankbridge page under it', async () => {
    const based = await startTestServer({ basePath: '/portal/' })
    try {
      const token = (await signIn(based.url, 'alumno')).tokens.access_token
      const payment = await checkout(based, token, letter(ALUMNO, 'card'))
      const answer = await submit(based, payment.providerUrl ?? '', card('4242424242424242'))
      expect(answer.headers.get('location')).toBe(`/portal/bankbridge?payment=${payment.id}&status=approved`)
    } finally {
      await based.stop()
    }
  })
})
