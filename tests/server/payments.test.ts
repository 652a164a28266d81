import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PdfDocument } from '../../src/contract/academic.ts'
import { Balance, BankReference, History, Payables, References, Summary } from '../../src/contract/payments.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { BENCHMARK_ACCOUNT, SEEDED_ORDERS, SERVICE_CATALOG } from '../../server/seed/payments.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { expectMessage } from './digital-file-calls.ts'
import { forgeAccessToken } from './forge-token.ts'
import {
  bankHook, newReference, pay, paymentState, read, referenceCall, summaryCall, summaryOf, type SelectionBody,
} from './payments-calls.ts'
import { checkout } from './payments-online-calls.ts'
import { readPdf } from './pdf-reader.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
/** A second server whose brands offer CoDi (UVM through `codiBanner7`) and UNITEC's marketplace. */
let flagged: TestServer
const tokens = {} as Record<DemoUsername, string>
const flaggedTokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  flagged = await startTestServer({ flags: { codiBanner9: false, codiBanner7: true, codiUntc: true, mpUntc: true } })
  for (const user of ['alumno', 'tutor', 'admin'] as const) {
    tokens[user] = (await signIn(server.url, user)).tokens.access_token
    flaggedTokens[user] = (await signIn(flagged.url, user)).tokens.access_token
  }
})
afterAll(async () => {
  await server.stop()
  await flagged.stop()
})
afterEach(() => {
  vi.useRealTimers()
})

const ALUMNO = ACCOUNTS.alumnoUvm
const O = SEEDED_ORDERS.alumno
const NO_ACCESS = 'No tienes acceso a la información de esta cuenta'
const account = (accountNumber: string) => ({ accountNumber })
const DAY = 86_400_000

/** Moves this process's clock (the server's too: it runs in it). */
const clockAt = (at: number) => vi.useFakeTimers({ toFake: ['Date'], now: at })

const reset = async (accountNumber: string) => expect((await bankHook(server, 'reset', { accountNumber })).status).toBe(200)

// Each test starts from alumno's seeded payments, whichever tests ran before it (references made, paid).
beforeEach(() => reset(ALUMNO))

describe('the statement', () => {
  it('answers alumno’s balance, pending orders under the overdue rule and the services', async () => {
    const balance = v.parse(Balance, await read(await pay(server, tokens.alumno, '/balance', account(ALUMNO))))
    // Overdue: lab fee 850.00 + 85.00 and tuition 4,420.00 + 442.00; pending: 4,420.00, 1,200.00, 4,420.00.
    expect(balance).toMatchObject({ dueCents: 1_583_700, overdueCents: 579_700, inFavourCents: 0 })
    const payables = v.parse(Payables, await read(await pay(server, tokens.alumno, '/orders', account(ALUMNO))))
    expect(payables.orders.map((o) => [o.id, o.overdue, o.surchargeCents, o.requires])).toEqual([
      [O.overdueLabFee, true, 8_500, []],
      [O.overdueTuition, true, 44_200, [O.overdueLabFee]],
      [O.nextTuition, false, 0, [O.overdueLabFee, O.overdueTuition]],
      [O.insurance, false, 0, [O.overdueLabFee, O.overdueTuition]],
      [O.laterTuition, false, 0, [O.overdueLabFee, O.overdueTuition]],
    ])
    const dueDates = payables.orders.map((o) => o.dueDate)
    expect(dueDates).toEqual([...dueDates].sort())
    expect(payables.services.map((s) => [s.id, s.priceCents, s.maxQuantity])).toEqual(SERVICE_CATALOG.map((s) => [s.id, s.priceCents, s.maxQuantity]))
  })

  it('lists every movement newest first, and it adds up to the balance', async () => {
    const history = v.parse(History, await read(await pay(server, tokens.alumno, '/history', account(ALUMNO))))
    expect(history).toMatchObject({ period: 'T', from: null })
    const dates = history.movements.map((m) => m.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set(history.movements.map((m) => m.kind))).toEqual(new Set(['charge', 'payment', 'discount', 'surcharge']))
    for (const m of history.movements) expect(m.method !== null).toBe(m.kind === 'payment')
    expect(history.movements.filter((m) => m.kind === 'payment').every((m) => /^PAG-\d{8}$/.test(m.folio ?? ''))).toBe(true)
    const net = history.movements.reduce((sum, m) => sum + (m.kind === 'charge' || m.kind === 'surcharge' ? m.amountCents : -m.amountCents), 0)
    expect(net).toBe(1_583_700)
  })

  it('filters 3M, 6M and 1A from the same day months back, in Mexico City', async () => {
    const counts: number[] = []
    for (const period of ['3M', '6M', '1A', 'T'] as const) {
      const history = v.parse(History, await read(await pay(server, tokens.alumno, '/history', { accountNumber: BENCHMARK_ACCOUNT, period })))
      if (history.from !== null) expect(history.movements.every((m) => m.date >= (history.from ?? ''))).toBe(true)
      counts.push(history.movements.length)
    }
    expect(counts[0]).toBeLessThan(counts[1] ?? 0)
    expect(counts[1]).toBeLessThan(counts[2] ?? 0)
    expect(counts[2]).toBeLessThan(counts[3] ?? 0)
    expect(counts[3]).toBeGreaterThanOrEqual(550)
  })

  it('counts the periods from a fixed day: 31 May back to the end of February', async () => {
    // 31 May 2029, 23:30 in Mexico City (UTC−6): already 1 June in UTC.
    clockAt(Date.UTC(2029, 5, 1, 5, 30))
    const token = await forgeAccessToken(server)
    const from = async (period: string) => v.parse(History, await read(await pay(server, token, '/history', { accountNumber: ALUMNO, period }))).from
    expect(await from('3M')).toBe('2029-02-28')
    expect(await from('6M')).toBe('2028-11-30')
    expect(await from('1A')).toBe('2028-05-31')
    expect(await from('T')).toBeNull()
    await reset(ALUMNO)
  })

  it('posts the surcharge of an order that became overdue the day after its due date, and the statement still adds up', async () => {
    const payables = v.parse(Payables, await read(await pay(server, tokens.alumno, '/orders', account(ALUMNO))))
    const next = payables.orders.find((o) => o.id === O.nextTuition)
    if (!next) throw new Error('the next tuition is not pending')
    clockAt(Date.parse(`${next.dueDate}T18:00:00Z`) + DAY)
    const token = await forgeAccessToken(server)
    const later = v.parse(Payables, await read(await pay(server, token, '/orders', account(ALUMNO))))
    expect(later.orders.find((o) => o.id === O.nextTuition)).toMatchObject({ overdue: true, surchargeCents: 44_200, requires: [O.overdueLabFee, O.overdueTuition] })
    const balance = v.parse(Balance, await read(await pay(server, token, '/balance', account(ALUMNO))))
    const history = v.parse(History, await read(await pay(server, token, '/history', account(ALUMNO))))
    const surcharge = history.movements.find((m) => m.kind === 'surcharge' && m.concept.endsWith(next.concept))
    expect(surcharge?.date).toBe(new Date(Date.parse(`${next.dueDate}T00:00:00Z`) + DAY).toISOString().slice(0, 10))
    const net = history.movements.reduce((sum, m) => sum + (m.kind === 'charge' || m.kind === 'surcharge' ? m.amountCents : -m.amountCents), 0)
    expect(net).toBe(balance.dueCents)
    vi.useRealTimers()
    await reset(ALUMNO)
  })

  it('shows an advance in favour', async () => {
    const balance = v.parse(Balance, await read(await pay(server, tokens.alumno, '/balance', account(BENCHMARK_ACCOUNT))))
    expect(balance).toMatchObject({ overdueCents: 0, inFavourCents: 50_000 })
  })
})

describe('who may read and pay', () => {
  it('keeps an account to its student, the linked tutor and the administrative', async () => {
    await expectMessage(await pay(server, tokens.alumno, '/balance', account(ACCOUNTS.tutoredUvm)), 403, NO_ACCESS)
    await expectMessage(await pay(server, tokens.alumno, '/orders', account(ALUMNO), 'unitec'), 403, NO_ACCESS)
    await expectMessage(await pay(server, tokens.tutor, '/history', account(ALUMNO)), 403, NO_ACCESS)
    await expectMessage(await pay(server, tokens.tutor, '/orders', account(ACCOUNTS.tutoredUvmDisabled)), 403, NO_ACCESS)
    const tutored = v.parse(Payables, await read(await pay(server, tokens.tutor, '/orders', account(ACCOUNTS.tutoredUvm))))
    expect(tutored.orders.map((o) => [o.id, o.overdue])).toEqual([
      [SEEDED_ORDERS.tutored.overdue, true], [SEEDED_ORDERS.tutored.nextTuition, false], [SEEDED_ORDERS.tutored.workshop, false],
    ])
    const unitec = v.parse(Payables, await read(await pay(server, tokens.tutor, '/orders', account(ACCOUNTS.tutoredUnitec), 'unitec')))
    expect(unitec.orders.map((o) => o.id)).toEqual([SEEDED_ORDERS.tutoredUnitec.nextTuition, SEEDED_ORDERS.tutoredUnitec.uniform])
    for (const path of ['/balance', '/history', '/orders', '/references']) {
      expect((await pay(server, tokens.admin, path, account(ALUMNO))).status).toBe(200)
    }
    expect((await pay(server, null, '/balance', account(ALUMNO))).status).toBe(401)
  })

  it('lets a tutor make a reference for a linked student, and refuses an administrative any', async () => {
    const selection = { accountNumber: ACCOUNTS.tutoredUvm, orderIds: [SEEDED_ORDERS.tutored.overdue] }
    const summary = await summaryOf(server, tokens.tutor, selection)
    expect(summary.totalCents).toBe(498_000 + 49_800)
    expect(summary.methods.find((m) => m.method === 'wallet')).toEqual({ method: 'wallet', available: false, reason: 'role' })
    const reference = v.parse(BankReference, await read(await referenceCall(server, tokens.tutor, selection, summary.totalCents)))
    expect(reference.accountNumber).toBe(ACCOUNTS.tutoredUvm)

    const asAdmin = await summaryOf(server, tokens.admin, { accountNumber: ALUMNO, orderIds: [O.overdueLabFee] })
    expect(asAdmin.methods.find((m) => m.method === 'wallet')?.reason).toBe('role')
    await expectMessage(
      await referenceCall(server, tokens.admin, { accountNumber: ALUMNO, orderIds: [O.overdueLabFee] }, asAdmin.totalCents),
      403, 'Tu rol solo puede consultar los pagos: no puede generar fichas ni pagar',
    )
    await expectMessage(await referenceCall(server, tokens.alumno, selection, summary.totalCents), 403, NO_ACCESS)
  })
})

describe('the summary', () => {
  it('counts each order, its surcharge as a line of its own and each service × quantity', async () => {
    const summary = v.parse(Summary, await summaryOf(server, tokens.alumno, {
      accountNumber: ALUMNO, orderIds: [O.nextTuition, O.overdueTuition, O.overdueLabFee], services: [{ serviceId: 1, quantity: 2 }],
    }))
    expect(summary.lines).toEqual([
      { kind: 'order', label: 'Cuota de laboratorio de Psicología', quantity: 1, amountCents: 85_000 },
      { kind: 'surcharge', label: 'Recargo por pago tardío · Cuota de laboratorio de Psicología', quantity: 1, amountCents: 8_500 },
      { kind: 'order', label: expect.stringMatching(/^Colegiatura /), quantity: 1, amountCents: 442_000 },
      { kind: 'surcharge', label: expect.stringMatching(/^Recargo por pago tardío · Colegiatura /), quantity: 1, amountCents: 44_200 },
      { kind: 'order', label: expect.stringMatching(/^Colegiatura /), quantity: 1, amountCents: 442_000 },
      { kind: 'service', label: 'Constancia de estudios', quantity: 2, amountCents: 30_000 },
    ])
    expect(summary.totalCents).toBe(1_051_700)
    // Only services: no order is involved, so the rule does not apply.
    expect((await summaryOf(server, tokens.alumno, { accountNumber: ALUMNO, orderIds: [], services: [{ serviceId: 2, quantity: 2 }] })).totalCents).toBe(370_000)
  })

  it('offers card, wallet and reference, and neither CoDi nor the marketplace when no brand flag is on', async () => {
    const methods = (await summaryOf(server, tokens.alumno, { accountNumber: ALUMNO, orderIds: [O.overdueLabFee] })).methods
    expect(methods).toEqual([
      { method: 'card', available: true, reason: null },
      { method: 'wallet', available: true, reason: null },
      { method: 'reference', available: true, reason: null },
      { method: 'codi', available: false, reason: 'brand' },
      { method: 'marketplace', available: false, reason: 'brand' },
    ])
    const unitec = (await summaryOf(server, tokens.alumno, { accountNumber: ACCOUNTS.alumnoUnitec, orderIds: [SEEDED_ORDERS.alumnoUnitec.overdue] }, 'unitec')).methods
    expect(unitec.filter((m) => !m.available).map((m) => [m.method, m.reason])).toEqual([['codi', 'brand'], ['marketplace', 'brand']])
  })

  it('offers CoDi up to its maximum in both brands, and the marketplace only in UNITEC', async () => {
    expect(await read(await pay(flagged, flaggedTokens.alumno, '/codi/amountmax'))).toEqual({ maxCents: 800_000 })
    const reasons = async (selection: SelectionBody, portal: 'uvm' | 'unitec') => {
      const summary = await summaryOf(flagged, flaggedTokens.alumno, selection, portal)
      return { total: summary.totalCents, ...Object.fromEntries(summary.methods.map((m) => [m.method, m.reason])) }
    }
    // UVM, 5,797.00 and then 10,217.00.
    expect(await reasons({ accountNumber: ALUMNO, orderIds: [O.overdueLabFee, O.overdueTuition] }, 'uvm'))
      .toMatchObject({ total: 579_700, codi: null, marketplace: 'brand' })
    expect(await reasons({ accountNumber: ALUMNO, orderIds: [O.overdueLabFee, O.overdueTuition, O.nextTuition] }, 'uvm'))
      .toMatchObject({ total: 1_021_700, codi: 'over-maximum', marketplace: 'brand' })
    // UNITEC, 4,378.00 and then 12,338.00.
    const U = SEEDED_ORDERS.alumnoUnitec
    expect(await reasons({ accountNumber: ACCOUNTS.alumnoUnitec, orderIds: [U.overdue] }, 'unitec'))
      .toMatchObject({ total: 437_800, codi: null, marketplace: null, wallet: null })
    expect(await reasons({ accountNumber: ACCOUNTS.alumnoUnitec, orderIds: [U.overdue, U.nextTuition, U.laterTuition] }, 'unitec'))
      .toMatchObject({ total: 1_233_800, codi: 'over-maximum', marketplace: null })
    // Services alone: 2 certificates, 3 exams and 5 letters of studies, 7,300.00, within the maximum.
    expect(await reasons({ accountNumber: ALUMNO, orderIds: [], services: [{ serviceId: 2, quantity: 2 }, { serviceId: 4, quantity: 3 }, { serviceId: 1, quantity: 5 }] }, 'uvm'))
      .toMatchObject({ total: 730_000, codi: null })
  })

  it('refuses what cannot be paid, in Spanish, naming the problem', async () => {
    const refused = (selection: SelectionBody) => summaryCall(server, tokens.alumno, selection)
    await expectMessage(await refused({ accountNumber: ALUMNO, orderIds: [] }), 400, 'Elige al menos un adeudo o un servicio para pagar')
    await expectMessage(await refused({ accountNumber: ALUMNO, orderIds: [999_999] }), 400, 'El adeudo 999999 no existe en esta cuenta')
    await expectMessage(await refused({ accountNumber: ALUMNO, orderIds: [SEEDED_ORDERS.tutored.overdue] }), 400, `El adeudo ${SEEDED_ORDERS.tutored.overdue} no existe en esta cuenta`)
    await expectMessage(await refused({ accountNumber: ALUMNO, orderIds: [O.reenrollment] }), 400, /^El adeudo «Reinscripción .+» ya está pagado$/)
    await expectMessage(await refused({ accountNumber: ALUMNO, orderIds: [O.nextTuition] }), 400,
      /^Para pagar «Colegiatura .+» incluye también «Cuota de laboratorio de Psicología», vencido el \d\d\/\d\d\/\d{4}: un adeudo vencido se paga junto con los que vencen después de él$/)
    await expectMessage(await refused({ accountNumber: ALUMNO, orderIds: [O.overdueTuition] }), 400, /incluye también «Cuota de laboratorio de Psicología»/)
    await expectMessage(await refused({ accountNumber: ALUMNO, orderIds: [O.overdueLabFee, O.overdueLabFee] }), 400, 'Un adeudo viene repetido en la selección')
    await expectMessage(await refused({ accountNumber: ALUMNO, orderIds: [], services: [{ serviceId: 99, quantity: 1 }] }), 400, 'El servicio 99 no existe')
    await expectMessage(await refused({ accountNumber: ALUMNO, orderIds: [], services: [{ serviceId: 3, quantity: 2 }] }), 400,
      'Puedes pagar como máximo 1 de «Reposición de credencial» en un pago')
    await expectMessage(await refused({ accountNumber: ALUMNO, orderIds: [], services: [{ serviceId: 1, quantity: 1 }, { serviceId: 1, quantity: 2 }] }), 400,
      'Un servicio viene repetido en la selección')
    const send = (payload: unknown) => api(server.url, tokens.alumno, '/payment/summary', { portal: 'uvm' }, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload),
    })
    await expectMessage(await send({ accountNumber: ALUMNO, orderIds: ['1005'], services: [] }), 400, /^El campo "orderIds.0" no es válido/)
    await expectMessage(await send({ accountNumber: ALUMNO, orderIds: [], services: [], extra: 1 }), 400, 'No se reconoce el campo "extra"')
    await expectMessage(await send({ accountNumber: ALUMNO, orderIds: [] }), 400, 'Falta el campo "services"')
    await expectMessage(await send({ accountNumber: ALUMNO, orderIds: [], services: [{ serviceId: 1, quantity: 0 }] }), 400, /^El campo "services.0.quantity" no es válido/)
  })

  it('refuses bad queries in Spanish: repeated, unknown or invalid parameters', async () => {
    const repeated = await fetch(`${server.url}/api/payment/balance?origin=student-web&portal=uvm&accountNumber=${ALUMNO}&accountNumber=${ACCOUNTS.tutoredUvm}`, {
      headers: { Authorization: `Bearer ${tokens.alumno}` },
    })
    await expectMessage(repeated, 400, 'El parámetro "accountNumber" viene repetido')
    await expectMessage(await pay(server, tokens.alumno, '/history', { accountNumber: ALUMNO, period: '2A' }), 400, /^El parámetro "period" no es válido/)
    await expectMessage(await pay(server, tokens.alumno, '/balance', { accountNumber: ALUMNO, page: '1' }), 400, 'No se reconoce el parámetro "page"')
    await expectMessage(await pay(server, tokens.alumno, '/orders'), 400, 'Falta el parámetro "accountNumber"')
    await expectMessage(await pay(server, tokens.alumno, '/reference/pdf', { referenceId: 'uno' }), 400, /^El parámetro "referenceId" no es válido/)
    await expectMessage(await pay(server, tokens.alumno, '/reference/pdf', { referenceId: '999999' }), 404, 'La ficha de pago no existe')
  })
})

describe('bank references', () => {
  const overdue: SelectionBody = { accountNumber: ALUMNO, orderIds: [O.overdueLabFee, O.overdueTuition] }

  it('answers the seeded references newest first, their status worked out from the day', async () => {
    const list = v.parse(References, await read(await pay(server, tokens.alumno, '/references', account(ALUMNO))))
    const seeded = list.filter((r) => r.createdAt <= new Date().toISOString()).slice(-4)
    expect(seeded.map((r) => r.status)).toEqual(['pending', 'expired', 'paid', 'paid'])
    const created = list.map((r) => r.createdAt)
    expect(created).toEqual([...created].sort().reverse())
    expect(list.length).toBeLessThanOrEqual(20)
  })

  it('makes one reference per Idempotency-Key, with check-digit digits and a due date 3 days on', async () => {
    const before = (await paymentState(server, ALUMNO)).references.length
    const key = randomUUID()
    const first = await referenceCall(server, tokens.alumno, overdue, 579_700, key)
    const reference = v.parse(BankReference, await read(first))
    const again = await referenceCall(server, tokens.alumno, overdue, 579_700, key)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await read(again)).toEqual(reference)
    expect((await paymentState(server, ALUMNO)).references).toHaveLength(before + 1)

    expect(reference.reference).toMatch(/^\d{21}$/)
    expect(reference.reference.slice(0, 12)).toBe(ALUMNO.padStart(12, '0'))
    expect(Number(reference.reference.slice(12, 20))).toBe(reference.id)
    expect(luhnValid(reference.reference)).toBe(true)
    expect(reference).toMatchObject({ totalCents: 579_700, status: 'pending' })
    const created = Date.parse(`${campusDay(new Date())}T00:00:00Z`)
    // Overdue orders do not shorten it: 3 calendar days after today.
    expect(Date.parse(`${reference.dueDate}T00:00:00Z`) - created).toBe(3 * DAY)
    expect(reference.banks.map((b) => b.name)).toEqual(['BBVA', 'Santander', 'Banorte'])
    // The same key with another selection is refused.
    await expectMessage(await referenceCall(server, tokens.alumno, { ...overdue, services: [{ serviceId: 1, quantity: 1 }] }, 594_700, key), 422, /ya se usó con otra solicitud/)
  })

  it('never outlives a selected order that is not overdue yet', async () => {
    const payables = v.parse(Payables, await read(await pay(server, tokens.alumno, '/orders', account(ALUMNO))))
    const next = payables.orders.find((o) => o.id === O.nextTuition)
    if (!next) throw new Error('the next tuition is not pending')
    // The day before it falls due, a reference for it lasts one day, not three.
    clockAt(Date.parse(`${next.dueDate}T18:00:00Z`) - DAY)
    const token = await forgeAccessToken(server)
    const selection = { accountNumber: ALUMNO, orderIds: [O.overdueLabFee, O.overdueTuition, O.nextTuition] }
    const summary = await summaryOf(server, token, selection)
    const reference = await read<BankReference>(await referenceCall(server, token, selection, summary.totalCents))
    expect(reference.dueDate).toBe(next.dueDate)
    vi.useRealTimers()
    await reset(ALUMNO)
  })

  it('refuses a total that is not the server’s with 409, and makes nothing', async () => {
    const before = (await paymentState(server, ALUMNO)).references.length
    await expectMessage(await referenceCall(server, tokens.alumno, overdue, 579_600), 409,
      'El total cambió: ahora es $5,797.00, no $5,796.00. Revisa el resumen antes de generar la ficha.')
    await expectMessage(await referenceCall(server, tokens.alumno, { accountNumber: ALUMNO, orderIds: [O.nextTuition] }, 442_000), 400, /^Para pagar/)
    await expectMessage(await referenceCall(server, tokens.alumno, { accountNumber: ALUMNO, orderIds: [] }, 100), 400, 'Elige al menos un adeudo o un servicio para pagar')
    expect((await paymentState(server, ALUMNO)).references).toHaveLength(before)
  })

  it('writes a tagged PDF with the brand, the student, the digits, the amount, the due date, the lines and the banks', async () => {
    const reference = await newReference(server, tokens.alumno, { ...overdue, services: [{ serviceId: 1, quantity: 2 }] })
    const document = v.parse(PdfDocument, await read(await pay(server, tokens.alumno, '/reference/pdf', { referenceId: String(reference.id) })))
    expect(document.fileName).toBe(`ficha-${reference.reference}.pdf`)
    const bytes = Buffer.from(document.base64, 'base64')
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const pdf = await readPdf(bytes)
    const text = pdf.text.flat().join(' ').replace(/\s+/g, ' ')
    expect(pdf.marked).toBe(true)
    expect(pdf.language).toBe('es-MX')
    for (const expected of [
      'UVM · Portal de alumnos', 'Valeria Hernández Ruiz', ALUMNO, reference.reference, '$6,097.00 MXN', 'Constancia de estudios', '$300.00',
      'Recargo por pago tardío · Cuota de laboratorio de Psicología', 'BBVA', 'CIE 1294378', 'Emisora 90812',
      'Un pago en el banco se refleja en tu estado de cuenta en un plazo de hasta 2 días hábiles.',
    ]) expect(text).toContain(expected)
    const [year, month, date] = reference.dueDate.split('-').map(Number)
    expect(text).toMatch(new RegExp(`${date} de \\w+ de ${year}`))
    expect(month).toBeGreaterThan(0)
    // A tutor of another student may not read it; the administrative may.
    await expectMessage(await pay(server, tokens.tutor, '/reference/pdf', { referenceId: String(reference.id) }), 403, NO_ACCESS)
    expect((await pay(server, tokens.admin, '/reference/pdf', { referenceId: String(reference.id) })).status).toBe(200)
  })

  it('is paid by the bank: its orders become paid, a payment by reference with a folio appears, the balance follows', async () => {
    await reset(ALUMNO)
    const reference = await newReference(server, tokens.alumno, { ...overdue, services: [{ serviceId: 5, quantity: 1 }] })
    const paid = await bankHook(server, 'bank', { referenceId: reference.id })
    const outcome = await read<{ paid: true; folio: string; orders: number[]; paymentId: number }>(paid)
    expect(outcome.orders).toEqual([O.overdueLabFee, O.overdueTuition])
    const state = await paymentState(server, ALUMNO)
    expect(state.orders.filter((o) => o.status === 'paid' && o.paidBy === outcome.paymentId).map((o) => o.id)).toEqual(outcome.orders)
    expect(state.payments.at(-1)).toMatchObject({ id: outcome.paymentId, amountCents: 579_700 + 18_000, method: 'reference', folio: outcome.folio, referenceId: reference.id })
    expect(state.references.find((r) => r.id === reference.id)?.status).toBe('paid')

    const balance = v.parse(Balance, await read(await pay(server, tokens.alumno, '/balance', account(ALUMNO))))
    expect(balance).toMatchObject({ dueCents: 1_583_700 - 579_700, overdueCents: 0, inFavourCents: 0 })
    const history = v.parse(History, await read(await pay(server, tokens.alumno, '/history', { accountNumber: ALUMNO, period: '3M' })))
    expect(history.movements[0]).toMatchObject({ kind: 'payment', method: 'reference', folio: outcome.folio, amountCents: 597_700 })
    expect(history.movements[1]).toMatchObject({ kind: 'charge', concept: 'Historial académico', amountCents: 18_000 })
    const orders = v.parse(Payables, await read(await pay(server, tokens.alumno, '/orders', account(ALUMNO)))).orders
    expect(orders.every((o) => !o.overdue && o.requires.length === 0)).toBe(true)
    const listed = v.parse(References, await read(await pay(server, tokens.alumno, '/references', account(ALUMNO))))
    expect(listed.find((r) => r.id === reference.id)?.status).toBe('paid')

    // Twice is refused; so is the seeded reference for the same orders, cancelled now: nothing lands in favour.
    expect((await bankHook(server, 'bank', { referenceId: reference.id })).status).toBe(409)
    const seeded = state.references.find((r) => r.id !== reference.id && r.status === 'cancelled' && r.totalCents === 579_700)
    if (!seeded) throw new Error('the seeded reference for the overdue orders is not cancelled')
    await expectMessage(await bankHook(server, 'bank', { referenceId: seeded.id }), 409, 'The reference is cancelled: an order it carries was settled another way')
    expect(v.parse(Balance, await read(await pay(server, tokens.alumno, '/balance', account(ALUMNO))))).toMatchObject({ inFavourCents: 0 })
    expect((await paymentState(server, ALUMNO)).payments).toHaveLength(state.payments.length)
    await reset(ALUMNO)
    expect(v.parse(Balance, await read(await pay(server, tokens.alumno, '/balance', account(ALUMNO))))).toMatchObject({ dueCents: 1_583_700, inFavourCents: 0 })
  })
})

describe('a reference whose orders were paid another way', () => {
  const overdueReference = async () => {
    const list = v.parse(References, await read(await pay(server, tokens.alumno, '/references', account(ALUMNO))))
    const found = list.find((r) => r.totalCents === 579_700 && r.lines.length === 4)
    if (!found) throw new Error('the seeded reference for the overdue orders is missing')
    return found
  }

  it('is cancelled in the list, its detail and its PDF, says what is still owed, and the bank refuses it', async () => {
    expect((await overdueReference()).status).toBe('pending')
    // The lab fee, paid with the saved card: the reference carried it with the overdue tuition.
    const [card] = await read<Array<{ id: number }>>(await pay(server, tokens.alumno, '/wallet', account(ALUMNO)))
    const paid = await checkout(server, tokens.alumno, { accountNumber: ALUMNO, orderIds: [O.overdueLabFee], totalCents: 93_500, method: 'wallet', cardId: card?.id ?? 0 })
    expect(paid.status).toBe('paid')

    const reference = await overdueReference()
    const today = campusDay(new Date())
    expect(reference).toMatchObject({
      status: 'cancelled',
      banks: [],
      cancellation: {
        settled: [{ label: 'Cuota de laboratorio de Psicología', paidOn: today, method: 'wallet', folio: paid.folio }],
        stillDue: {
          lines: [
            { kind: 'order', label: expect.stringMatching(/^Colegiatura /), quantity: 1, amountCents: 442_000 },
            { kind: 'surcharge', label: expect.stringMatching(/^Recargo por pago tardío · Colegiatura /), quantity: 1, amountCents: 44_200 },
          ],
          totalCents: 486_200,
        },
      },
    })
    // The reference made long ago for the lab fee alone, expired, reads cancelled too, with nothing left to pay.
    const list = v.parse(References, await read(await pay(server, tokens.alumno, '/references', account(ALUMNO))))
    expect(list.find((r) => r.totalCents === 85_000)).toMatchObject({ status: 'cancelled', cancellation: { stillDue: { lines: [], totalCents: 0 } } })

    // Its PDF says not to pay it, why, and what is still owed; no bank, no agreement, no last day.
    const document = v.parse(PdfDocument, await read(await pay(server, tokens.alumno, '/reference/pdf', { referenceId: String(reference.id) })))
    const text = (await readPdf(Buffer.from(document.base64, 'base64'))).text.flat().join(' ').replace(/\s+/g, ' ')
    for (const expected of [
      'Cancelada: ya no se puede pagar', 'Esta ficha ya no se puede pagar', 'No la pagues: el banco la rechaza.', 'Importe original',
      `«Cuota de laboratorio de Psicología» se pagó el`, `con una tarjeta guardada (folio ${paid.folio ?? ''}).`, 'Lo que sigue pendiente', 'Total pendiente: $4,862.00',
    ]) expect(text).toContain(expected)
    for (const absent of ['Dónde pagar', 'CIE 1294378', 'Fecha límite de pago', 'Paga exactamente', '..']) expect(text).not.toContain(absent)

    // The bank refuses it, by the hook and in its pass; nothing lands in favour.
    const before = (await paymentState(server, ALUMNO)).payments.length
    await expectMessage(await bankHook(server, 'bank', { referenceId: reference.id }), 409, /^The reference is cancelled/)
    expect(server.backOffice.pass(new Date(Date.now() + DAY)).bank).not.toContain(reference.id)
    expect((await paymentState(server, ALUMNO)).payments).toHaveLength(before)
    expect(v.parse(Balance, await read(await pay(server, tokens.alumno, '/balance', account(ALUMNO))))).toMatchObject({ inFavourCents: 0, dueCents: 1_583_700 - 93_500 })
  })
})

describe('the demo bank', () => {
  it('reports paid, after DEMO_BANK_SECONDS, a reference made in the portal, and leaves the seeded ones alone', async () => {
    await reset(ALUMNO)
    const reference = await newReference(server, tokens.alumno, { accountNumber: ALUMNO, orderIds: [O.overdueLabFee] })
    // Not before its time (other tests' references, made earlier, may already be due).
    expect(server.backOffice.pass(new Date(Date.now() + 14_000)).bank).not.toContain(reference.id)
    // Other tests' references, made earlier, are paid in the same pass.
    expect(server.backOffice.pass(new Date(Date.now() + 16_000)).bank).toContain(reference.id)
    const state = await paymentState(server, ALUMNO)
    expect(state.orders.find((o) => o.id === O.overdueLabFee)?.status).toBe('paid')
    // The seeded references that carried the lab fee can no longer be paid.
    expect(state.references.filter((r) => r.status === 'pending')).toHaveLength(0)
    expect(state.references.filter((r) => r.status === 'cancelled')).toHaveLength(2)
    expect(server.backOffice.pass(new Date(Date.now() + DAY)).bank).toEqual([])
    await reset(ALUMNO)
  })
})

const campusDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' })
const campusDay = (at: Date) => campusDays.format(at)

function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}
