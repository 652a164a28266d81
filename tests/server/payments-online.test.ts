import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PdfDocument } from '../../src/contract/academic.ts'
import { History, Payment, Payments, Receipt, Wallet } from '../../src/contract/payments.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { SEEDED_ORDERS } from '../../server/seed/payments.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, CookieJar, signIn } from '../support/sign-in.ts'
import { expectMessage } from './digital-file-calls.ts'
import { forgeAccessToken } from './forge-token.ts'
import { bankHook, pay, paymentState, read } from './payments-calls.ts'
import { checkout, checkoutCall, letter, onlineHook, paymentOf, submit, type OnlineState } from './payments-online-calls.ts'
import { readPdf } from './pdf-reader.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  // UVM offers CoDi; UNITEC CoDi and the marketplace.
  server = await startTestServer({ testFaults: true, flags: { codiBanner9: true, codiBanner7: false, codiUntc: true, mpUntc: true } })
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
afterEach(() => {
  vi.useRealTimers()
})

const ALUMNO = ACCOUNTS.alumnoUvm
const UNITEC = ACCOUNTS.alumnoUnitec
const TUTORED = ACCOUNTS.tutoredUvm
const O = SEEDED_ORDERS.alumno
const NO_ACCESS = 'No tienes acceso a la información de esta cuenta'
const READ_ONLY = 'Tu rol solo puede consultar los pagos: no puede generar fichas ni pagar'
const WALLET_IS_PERSONAL = /^La cartera es personal del alumno/
const MINUTE = 60_000

const state = async (accountNumber: string) => (await paymentState(server, accountNumber)) as OnlineState
const reset = async (accountNumber: string) => expect((await bankHook(server, 'reset', { accountNumber })).status).toBe(200)

// Each test starts from alumno's seeded payments and wallet, whichever tests ran before it.
beforeEach(() => reset(ALUMNO))
const walletOf = async (token: string, accountNumber = ALUMNO) => v.parse(Wallet, await read(await pay(server, token, '/wallet', { accountNumber })))

describe('who may pay online', () => {
  it('lets the student and a linked tutor pay, refuses the administrative (403) and another student (403)', async () => {
    const own = v.parse(Payment, await checkout(server, tokens.alumno, letter(ALUMNO, 'card')))
    expect(own).toMatchObject({ accountNumber: ALUMNO, method: 'card', status: 'at-provider', totalCents: 15_000, folio: null })
    expect(own.providerUrl).toMatch(/^\/bankbridge-sim\/pay\/[\w-]{24,}\?acceso=[\w-]{40,}$/)
    const tutored = await checkout(server, tokens.tutor, letter(TUTORED, 'card'))
    expect(tutored.accountNumber).toBe(TUTORED)
    await expectMessage(await checkoutCall(server, tokens.admin, letter(ALUMNO, 'card')), 403, READ_ONLY)
    await expectMessage(await checkoutCall(server, tokens.alumno, letter(TUTORED, 'card')), 403, NO_ACCESS)
    await expectMessage(await checkoutCall(server, tokens.tutor, letter(ACCOUNTS.tutoredUvmDisabled, 'card')), 403, NO_ACCESS)
    // Reading: the administrative may, a student may not read another's payment.
    expect((await paymentOf(server, tokens.admin, own.id)).id).toBe(own.id)
    await expectMessage(await pay(server, tokens.alumno, '/payment', { paymentId: String(tutored.id) }), 403, NO_ACCESS)
    await expectMessage(await pay(server, tokens.alumno, '/payment', { paymentId: '999999' }), 404, 'El pago no existe')
  })

  it('keeps the wallet to the account’s own student', async () => {
    expect((await walletOf(tokens.alumno)).map((c) => [c.brand, c.last4])).toEqual([['visa', '4242']])
    await expectMessage(await pay(server, tokens.admin, '/wallet', { accountNumber: ALUMNO }), 403, WALLET_IS_PERSONAL)
    await expectMessage(await pay(server, tokens.tutor, '/wallet', { accountNumber: TUTORED }), 403, WALLET_IS_PERSONAL)
    await expectMessage(await pay(server, tokens.alumno, '/wallet', { accountNumber: TUTORED }), 403, NO_ACCESS)
    const enrol = (token: string, accountNumber: string) => api(server.url, token, '/payment/wallet/enrol', { portal: 'uvm' }, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ accountNumber }),
    })
    await expectMessage(await enrol(tokens.tutor, TUTORED), 403, WALLET_IS_PERSONAL)
    await expectMessage(await enrol(tokens.admin, ALUMNO), 403, WALLET_IS_PERSONAL)
    // A tutor cannot pay with the student's wallet.
    await expectMessage(await checkoutCall(server, tokens.tutor, letter(TUTORED, 'wallet', { cardId: 1 })), 400, /^La cartera digital es personal del alumno/)
  })
})

describe('the checkout', () => {
  it('answers the same payment for the same Idempotency-Key, and needs one', async () => {
    const before = await state(ALUMNO)
    const key = randomUUID()
    const [card] = await walletOf(tokens.alumno)
    const body = letter(ALUMNO, 'wallet', { cardId: card?.id ?? 0 })
    const first = v.parse(Payment, await read(await checkoutCall(server, tokens.alumno, body, key)))
    const again = await checkoutCall(server, tokens.alumno, body, key)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await read(again)).toEqual(first)
    expect(first).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' }, folio: expect.stringMatching(/^PAG-\d{8}$/) })
    const after = await state(ALUMNO)
    expect(after.online).toHaveLength(before.online.length + 1)
    expect(after.payments).toHaveLength(before.payments.length + 1)
    expect(after.payments.at(-1)).toMatchObject({ method: 'wallet', amountCents: 15_000, folio: first.folio })
    await expectMessage(await checkoutCall(server, tokens.alumno, letter(ALUMNO, 'card'), null), 400, 'Falta el encabezado Idempotency-Key')
  })

  it('refuses a total that is not the server’s (409) and makes nothing', async () => {
    const before = (await state(ALUMNO)).online.length
    await expectMessage(await checkoutCall(server, tokens.alumno, { ...letter(ALUMNO, 'card'), totalCents: 14_900 }), 409,
      'El total cambió: ahora es $150.00, no $149.00. Revisa el resumen antes de pagar.')
    await expectMessage(await checkoutCall(server, tokens.alumno, { accountNumber: ALUMNO, orderIds: [O.nextTuition], totalCents: 442_000, method: 'card' }), 400, /^Para pagar/)
    expect((await state(ALUMNO)).online).toHaveLength(before)
  })

  it('refuses, with 400 and its reason, a way to pay that is not offered, and a card out of place', async () => {
    await expectMessage(await checkoutCall(server, tokens.alumno, letter(ALUMNO, 'marketplace')), 400, 'Mercado Pago no está disponible en UVM: elige otra forma de pago')
    const overMaximum = { accountNumber: ALUMNO, orderIds: [O.overdueLabFee, O.overdueTuition, O.nextTuition], totalCents: 1_021_700, method: 'codi' as const }
    await expectMessage(await checkoutCall(server, tokens.alumno, overMaximum), 400, 'CoDi acepta pagos de hasta $8,000.00 y este es de $10,217.00: elige otra forma de pago')
    await expectMessage(await checkoutCall(server, tokens.alumno, letter(ALUMNO, 'card', { cardId: 1 })), 400, 'Solo se elige una tarjeta guardada al pagar con la cartera digital')
    await expectMessage(await checkoutCall(server, tokens.alumno, letter(ALUMNO, 'wallet')), 400, 'Elige la tarjeta de tu cartera con la que quieres pagar')
    await expectMessage(await checkoutCall(server, tokens.alumno, letter(ALUMNO, 'wallet', { cardId: 999_999 })), 404, 'La tarjeta no está en tu cartera')
    await expectMessage(await checkoutCall(server, tokens.alumno, { ...letter(ALUMNO, 'card'), method: 'reference' } as never), 400, /^El campo "method" no es válido/)
  })

  it('declines a saved card whose expiry has passed', async () => {
    const [card] = await walletOf(tokens.alumno)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 365 * 86_400_000 })
    const token = await forgeAccessToken(server)
    const declined = await read<Payment>(await checkoutCall(server, token, letter(ALUMNO, 'wallet', { cardId: card?.id ?? 0 })))
    expect(declined).toMatchObject({ status: 'declined', folio: null, card: { brand: 'visa', last4: '4242' } })
    expect(declined.declineReason).toMatch(/^La tarjeta guardada está vencida/)
    vi.useRealTimers()
    await reset(ALUMNO)
  })

  it('settles orders as a bank reference does: paid by one payment with its folio', async () => {
    await reset(ALUMNO)
    const [card] = await walletOf(tokens.alumno)
    const paid = await checkout(server, tokens.alumno, { accountNumber: ALUMNO, orderIds: [O.overdueLabFee, O.overdueTuition], totalCents: 579_700, method: 'wallet', cardId: card?.id ?? 0 })
    const after = await state(ALUMNO)
    const movement = after.payments.find((p) => p.folio === paid.folio)
    expect(movement).toMatchObject({ method: 'wallet', amountCents: 579_700, referenceId: null })
    expect(after.orders.filter((o) => o.paidBy === movement?.id).map((o) => o.id)).toEqual([O.overdueLabFee, O.overdueTuition])
    await reset(ALUMNO)
  })
})

describe('CoDi', () => {
  it('gives a code for 5 minutes, renews it only once expired, and is paid by the bank with a CODI notification', async () => {
    const codi = v.parse(Payment, await checkout(server, tokens.alumno, letter(ALUMNO, 'codi')))
    expect(codi).toMatchObject({ status: 'awaiting-transfer', providerUrl: null })
    const code = codi.codi
    expect(code?.payload).toContain(`pago=${codi.id}`)
    expect(code?.payload).toContain('monto=150.00')
    expect(code?.payload.length).toBeLessThanOrEqual(300)
    expect(Date.parse(code?.expiresAt ?? '') - Date.parse(codi.createdAt)).toBe(5 * MINUTE)

    const renew = (paymentId: number, token = tokens.alumno) =>
      api(server.url, token, '/payment/codi/renew', { portal: 'uvm' }, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ paymentId }) })
    await expectMessage(await renew(codi.id), 409, /^El código CoDi sigue vigente/)
    expect((await onlineHook(server, 'codi', codi.id, 'expire')).status).toBe(200)
    await expectMessage(await renew(codi.id, tokens.admin), 403, READ_ONLY)
    const renewed = v.parse(Payment, await read(await renew(codi.id)))
    expect(renewed.codi?.payload).not.toBe(code?.payload)
    expect(Date.parse(renewed.codi?.expiresAt ?? '')).toBeGreaterThan(Date.parse(code?.expiresAt ?? ''))

    const confirmed = await read<{ paid: true; folio: string }>(await onlineHook(server, 'codi', codi.id, 'confirm'))
    const paid = await paymentOf(server, tokens.alumno, codi.id)
    expect(paid).toMatchObject({ status: 'paid', folio: confirmed.folio })
    await expectMessage(await renew(codi.id), 409, 'Este pago CoDi ya se recibió: no necesita un código nuevo')
    const notices = await read<Array<{ clave: string; title: string; link: string | null }>>(await fetch(`${server.url}/__test__/state/notifications?accountNumber=${ALUMNO}`))
    expect(notices.at(-1)).toMatchObject({ clave: 'CODI', title: 'Pago CoDi recibido', link: `/payments/result?id=${codi.id}` })
    // Each code issued (the payment's first and its renewal) told the person a charge awaits their authorisation.
    const charges = notices.filter((n) => n.title === 'Cobro CoDi por autorizar' && n.link === `/payments/result?id=${codi.id}`)
    expect(charges.map((n) => n.clave)).toEqual(['CODI', 'CODI'])
    // UVM offers no CoDi: nothing spoke of a CoDi charge before this payment (UNITEC's seed does, and opens the payments).
    expect(notices.filter((n) => n.clave === 'CODI' && n.link === '/payments')).toHaveLength(0)
  })

  it('is paid by the demo bank after DEMO_BANK_SECONDS, unless its code expired', async () => {
    const waiting = await checkout(server, tokens.alumno, letter(ALUMNO, 'codi'))
    const lapsed = await checkout(server, tokens.alumno, letter(ALUMNO, 'codi'))
    expect((await onlineHook(server, 'codi', lapsed.id, 'expire')).status).toBe(200)
    expect(server.backOffice.pass(new Date(Date.now() + 14_000)).codi).not.toContain(waiting.id)
    const pass = server.backOffice.pass(new Date(Date.now() + 16_000))
    expect(pass.codi).toContain(waiting.id)
    expect(pass.codi).not.toContain(lapsed.id)
    expect((await paymentOf(server, tokens.alumno, waiting.id)).status).toBe('paid')
    expect((await paymentOf(server, tokens.alumno, lapsed.id)).status).toBe('awaiting-transfer')
    expect((await onlineHook(server, 'codi', lapsed.id, 'confirm')).status).toBe(409)
  })

  it('shows its code to the person who started it only, and is cancelled, not paid, once its order is paid another way', async () => {
    const selection = { accountNumber: ALUMNO, orderIds: [O.overdueLabFee], totalCents: 93_500 }
    const codi = await checkout(server, tokens.alumno, { ...selection, method: 'codi' })
    expect((await paymentOf(server, tokens.admin, codi.id)).codi).toBeNull()
    expect((await paymentOf(server, tokens.alumno, codi.id)).codi).not.toBeNull()

    const [card] = await walletOf(tokens.alumno)
    const paid = await checkout(server, tokens.alumno, { ...selection, method: 'wallet', cardId: card?.id ?? 0 })
    const cancelled = v.parse(Payment, await paymentOf(server, tokens.alumno, codi.id))
    expect(cancelled).toMatchObject({
      status: 'cancelled', codi: null, folio: null,
      cancellation: { settled: [{ label: 'Cuota de laboratorio de Psicología', method: 'wallet', folio: paid.folio }], stillDue: { lines: [], totalCents: 0 } },
    })
    await expectMessage(await onlineHook(server, 'codi', codi.id, 'confirm'), 409, 'El pago CoDi se canceló: un adeudo que cubría ya se pagó de otra forma')
    expect(server.backOffice.pass(new Date(Date.now() + 16_000)).codi).not.toContain(codi.id)
    expect((await state(ALUMNO)).online.find((p) => p.id === codi.id)).toMatchObject({ status: 'cancelled', folio: null })
    await reset(ALUMNO)
  })
})

describe('the marketplace', () => {
  it('takes cash at a store before a deadline (pending), which then expires', async () => {
    const made = await checkout(server, tokens.alumno, letter(UNITEC, 'marketplace'), 'unitec')
    expect(made.providerUrl).toMatch(/^\/checkout-sim\/[\w-]{24,}\?acceso=[\w-]{40,}$/)
    const cash = await submit(server, made.providerUrl ?? '', { action: 'cash' })
    expect(cash.status).toBe(303)
    expect(cash.headers.get('location')).toBe(`/bankbridge?payment=${made.id}&status=pending`)
    const pending = await paymentOf(server, tokens.alumno, made.id, 'unitec')
    expect(pending.status).toBe('pending')
    // 23:59 in Mexico City (UTC−6), three days after today there.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())
    const expected = new Date(Date.parse(`${today}T23:59:00-06:00`) + 3 * 86_400_000).toISOString()
    expect(pending.deadline).toBe(expected)
    expect((await onlineHook(server, 'marketplace', made.id, 'expire')).status).toBe(200)
    expect((await paymentOf(server, tokens.alumno, made.id, 'unitec')).status).toBe('expired')
    expect((await onlineHook(server, 'marketplace', made.id, 'pay')).status).toBe(409)
    const listed = v.parse(Payments, await read(await pay(server, tokens.alumno, '/payments', { accountNumber: UNITEC }, 'unitec')))
    expect(listed[0]).toMatchObject({ id: made.id, status: 'expired' })
  })

  it('is paid from the account’s balance at once, or by the store through the hook', async () => {
    const now = await checkout(server, tokens.alumno, letter(UNITEC, 'marketplace'), 'unitec')
    // Its checkout acts for nobody but the payer's browser: another one, with the address alone, is refused.
    const [path = ''] = (now.providerUrl ?? '').split('?')
    const stranger = await submit(server, path, { action: 'cancel' }, new CookieJar())
    expect(stranger.status).toBe(403)
    expect(await stranger.text()).toContain('Esta página no es para ti')
    expect((await paymentOf(server, tokens.alumno, now.id, 'unitec')).status).toBe('at-provider')
    const balance = await submit(server, now.providerUrl ?? '', { action: 'balance' })
    expect(balance.headers.get('location')).toBe(`/bankbridge?payment=${now.id}&status=approved`)
    expect((await paymentOf(server, tokens.alumno, now.id, 'unitec')).status).toBe('paid')

    const later = await checkout(server, tokens.alumno, letter(UNITEC, 'marketplace'), 'unitec')
    await submit(server, later.providerUrl ?? '', { action: 'cash' })
    expect((await onlineHook(server, 'marketplace', later.id, 'pay')).status).toBe(200)
    expect((await paymentOf(server, tokens.alumno, later.id, 'unitec')).status).toBe('paid')
  })
})

describe('payments and receipts', () => {
  it('lists the account’s payments newest first, at most 20', async () => {
    const listed = v.parse(Payments, await read(await pay(server, tokens.alumno, '/payments', { accountNumber: ALUMNO })))
    const created = listed.map((p) => `${p.createdAt}|${String(p.id).padStart(8, '0')}`)
    expect(created).toEqual([...created].sort().reverse())
    expect(listed.length).toBeLessThanOrEqual(20)
    await expectMessage(await pay(server, tokens.tutor, '/payments', { accountNumber: ALUMNO }), 403, NO_ACCESS)
  })

  it('gives the receipt of an online payment and of a seeded one, as JSON and as a PDF', async () => {
    const [card] = await walletOf(tokens.alumno)
    const paid = await checkout(server, tokens.alumno, { accountNumber: ALUMNO, services: [{ serviceId: 5, quantity: 2 }], totalCents: 36_000, method: 'wallet', cardId: card?.id ?? 0 })
    const receipt = v.parse(Receipt, await read(await pay(server, tokens.alumno, '/receipt', { accountNumber: ALUMNO, folio: paid.folio ?? '' })))
    expect(receipt).toMatchObject({
      folio: paid.folio, studentName: 'Valeria Hernández Ruiz', method: 'wallet', card: { brand: 'visa', last4: '4242' }, totalCents: 36_000, paidAt: paid.paidAt,
      lines: [{ kind: 'service', label: 'Historial académico', quantity: 2, amountCents: 36_000 }],
    })

    const history = v.parse(History, await read(await pay(server, tokens.alumno, '/history', { accountNumber: ALUMNO })))
    const seeded = history.movements.filter((m) => m.kind === 'payment' && m.method === 'card').at(-1)
    const old = v.parse(Receipt, await read(await pay(server, tokens.admin, '/receipt', { accountNumber: ALUMNO, folio: seeded?.folio ?? '' })))
    expect(old).toMatchObject({ method: 'card', card: null, totalCents: seeded?.amountCents })
    expect(old.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(seeded?.amountCents)

    const document = v.parse(PdfDocument, await read(await pay(server, tokens.alumno, '/receipt/pdf', { accountNumber: ALUMNO, folio: paid.folio ?? '' })))
    expect(document.fileName).toBe(`recibo-${paid.folio ?? ''}.pdf`)
    const pdf = await readPdf(Buffer.from(document.base64, 'base64'))
    const text = pdf.text.flat().join(' ').replace(/\s+/g, ' ')
    expect(pdf.marked).toBe(true)
    for (const expected of ['Recibo de pago', 'Valeria Hernández Ruiz', ALUMNO, paid.folio ?? '', 'Visa terminación 4242', 'Historial académico', '$360.00']) {
      expect(text).toContain(expected)
    }

    await expectMessage(await pay(server, tokens.alumno, '/receipt', { accountNumber: ALUMNO, folio: 'PAG-99999999' }), 404, 'No hay un pago con ese folio en esta cuenta')
    const tutoredFolio = (await state(TUTORED)).payments[0]?.folio ?? ''
    await expectMessage(await pay(server, tokens.alumno, '/receipt', { accountNumber: ALUMNO, folio: tutoredFolio }), 404, 'No hay un pago con ese folio en esta cuenta')
    await expectMessage(await pay(server, tokens.tutor, '/receipt/pdf', { accountNumber: ALUMNO, folio: paid.folio ?? '' }), 403, NO_ACCESS)
    await expectMessage(await pay(server, tokens.alumno, '/receipt', { accountNumber: ALUMNO, folio: 'no válido' }), 400, /^El parámetro "folio" no es válido/)
  })
})

describe('the test hooks', () => {
  it('reset clears the account’s online payments and restores the seeded wallet', async () => {
    await checkout(server, tokens.alumno, letter(ALUMNO, 'card'))
    const [card] = await walletOf(tokens.alumno)
    const removed = await api(server.url, tokens.alumno, '/payment/wallet/remove', { portal: 'uvm' }, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ accountNumber: ALUMNO, cardId: card?.id ?? 0 }),
    })
    expect(await read(removed)).toEqual([])
    expect((await state(ALUMNO)).online.length).toBeGreaterThan(0)
    await reset(ALUMNO)
    expect((await state(ALUMNO)).online).toEqual([])
    expect((await walletOf(tokens.alumno)).map((c) => c.last4)).toEqual(['4242'])
  })
})
