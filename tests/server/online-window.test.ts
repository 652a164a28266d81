import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CyclesOffered } from '../../src/contract/academic.ts'
import { FormalityRequest, OnlineWindow, Reenrollment, subjectBlock } from '../../src/contract/online-window.ts'
import { Payables } from '../../src/contract/payments.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { jsonCall } from './contact-calls.ts'
import { expectMessage, withDb } from './digital-file-calls.ts'
import { readPdf } from './pdf-reader.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<'alumno' | 'tutor' | 'admin', string>
const ALUMNO = ACCOUNTS.alumnoUvm
const CAREER = { accountNumber: ALUMNO, cvProgram: 'LPSI-18', campusId: 'COY' }
const CONSTANCIA = 1
const CON_CALIFICACIONES = 2

beforeAll(async () => {
  server = await startTestServer({ testFaults: true, demoReviewSeconds: 60 })
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
beforeEach(async () => {
  expect((await hook('reset', { accountNumber: ALUMNO })).status).toBe(200)
})

function hook(path: string, body: unknown) {
  return fetch(`${server.url}/__test__/onlinewindow/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

async function windowOf(token = tokens.alumno, career: Record<string, string> = CAREER) {
  const response = await api(server.url, token, '/onlinewindow/student', { ...career, portal: 'uvm' })
  expect(response.status).toBe(200)
  return v.parse(OnlineWindow, await response.json())
}

const request = (typeId: number, opts: { token?: string; key?: string } = {}) =>
  jsonCall(server, opts.token ?? tokens.alumno, 'POST', '/onlinewindow/formality', { ...CAREER, typeId }, { key: opts.key ?? randomUUID() })

const reenroll = (subjectCodes: string[], opts: { token?: string; key?: string } = {}) =>
  jsonCall(server, opts.token ?? tokens.alumno, 'POST', '/onlinewindow/reenrollment', { ...CAREER, subjectCodes }, { key: opts.key ?? randomUUID() })

async function offered(): Promise<{ free: string[]; locked: string[]; taken: string[] }> {
  const response = await api(server.url, tokens.alumno, `/monitor/student/cyclesoffered/${ALUMNO}`, { cvProgram: CAREER.cvProgram, campusId: CAREER.campusId, portal: 'uvm' })
  const plan = v.parse(CyclesOffered, await response.json())
  const subjects = plan.cycles.flatMap((c) => c.subjects)
  return {
    free: subjects.filter((s) => subjectBlock(s) === null).map((s) => s.code),
    locked: subjects.filter((s) => subjectBlock(s) === 'locked').map((s) => s.code),
    taken: subjects.filter((s) => subjectBlock(s) === 'taken').map((s) => s.code),
  }
}

async function ordersOf() {
  const response = await api(server.url, tokens.alumno, '/payment/orders', { accountNumber: ALUMNO, portal: 'uvm' })
  return v.parse(Payables, await response.json()).orders
}

describe('the online window', () => {
  it('shows its three windows open around today, the catalog and the next cycle', async () => {
    const window = await windowOf()
    expect(window.windows.map((w) => w.kind)).toEqual(['payments', 'formalities', 'reenrollment'])
    for (const w of window.windows) expect(w.opensOn <= window.today && window.today <= w.closesOn).toBe(true)
    expect(window.catalog.map((t) => t.name)).toContain('Constancia de estudios')
    expect(window.nextCycle.code).toMatch(/^\d{4}-[12]$/)
    expect(window.reenrollment).toBeNull()
  })

  it('is read by a linked tutor and an administrative, who may not act', async () => {
    const tutored = withDb(server, (db) => db.prepare('SELECT cv_program, campus_code FROM careers WHERE account_number = ? ORDER BY position').get(ACCOUNTS.tutoredUvm)) as { cv_program: string; campus_code: string }
    const tutorCareer = { accountNumber: ACCOUNTS.tutoredUvm, cvProgram: tutored.cv_program, campusId: tutored.campus_code }
    expect((await windowOf(tokens.tutor, tutorCareer)).windows).toHaveLength(3)
    expect((await windowOf(tokens.admin)).catalog.length).toBeGreaterThan(0)
    await expectMessage(await request(CONSTANCIA, { token: tokens.tutor }), 403, /solo/)
    await expectMessage(await request(CONSTANCIA, { token: tokens.admin }), 403, /solo/)
    await expectMessage(await reenroll(['MAT-101'], { token: tokens.admin }), 403, /solo/)
    // Nobody reads someone else's account.
    const other = await api(server.url, tokens.tutor, '/onlinewindow/student', { ...CAREER, portal: 'uvm' })
    expect(other.status).toBe(403)
  })

  it('refuses bad input in Spanish', async () => {
    const noKey = await api(server.url, tokens.alumno, '/onlinewindow/formality', { portal: 'uvm' }, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...CAREER, typeId: CONSTANCIA }),
    })
    await expectMessage(noKey, 400, /Idempotency-Key/)
    const badType = await jsonCall(server, tokens.alumno, 'POST', '/onlinewindow/formality', { ...CAREER, typeId: 'uno' }, { key: randomUUID() })
    await expectMessage(badType, 400, /^El campo "typeId" no es válido/)
    await expectMessage(await request(999), 400, 'El trámite solicitado no existe')
    await expectMessage(await reenroll([]), 400, /./)
    const wrongCampus = await jsonCall(server, tokens.alumno, 'POST', '/onlinewindow/formality', { ...CAREER, campusId: 'XYZ', typeId: 1 }, { key: randomUUID() })
    await expectMessage(wrongCampus, 400, 'El programa y el campus no corresponden a la cuenta')
  })
})

describe('formalities', () => {
  it('records a free request once per key; school services file its PDF in the digital file with a notice', async () => {
    const key = randomUUID()
    const first = await request(CONSTANCIA, { key })
    expect(first.status).toBe(200)
    const made = v.parse(FormalityRequest, await first.json())
    expect(made.status).toBe('in-process')
    const again = await request(CONSTANCIA, { key })
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(v.parse(FormalityRequest, await again.json()).id).toBe(made.id)
    expect((await windowOf()).formalities.filter((f) => f.id === made.id)).toHaveLength(1)

    // The back office waits its delay: nothing before it, the document after it.
    expect(await server.backOffice.produceFormalities(new Date(Date.now() + 10_000))).toEqual([])
    const filed = await server.backOffice.produceFormalities(new Date(Date.now() + 61_000))
    expect(filed).toHaveLength(1)
    const ready = (await windowOf()).formalities.find((f) => f.id === made.id)
    expect(ready).toMatchObject({ status: 'ready', documentId: filed[0] })

    const documentId = filed[0]!
    const detail = await api(server.url, tokens.alumno, '/digitalfile/student/detail', { documentDeliveredId: String(documentId), portal: 'uvm' })
    expect(detail.status).toBe(200)
    expect(await detail.json()).toMatchObject({ name: 'Constancia de estudios', status: 'completed' })
    const download = await jsonCall(server, tokens.alumno, 'POST', '/digitalfile/assignment/download', { documentDeliveredId: documentId })
    expect(download.headers.get('content-type')).toBe('application/pdf')
    const pdf = await readPdf(new Uint8Array(await download.arrayBuffer()))
    expect(pdf.text.flat().join(' ')).toMatch(/hace constar/)
    const notice = withDb(server, (db) => db.prepare('SELECT clave, doc_id FROM notifications WHERE account_number = ? ORDER BY id DESC LIMIT 1').get(ALUMNO))
    expect(notice).toMatchObject({ clave: 'APROBDOC', doc_id: String(documentId) })
  })

  it('makes a paid formality’s order first, and produces it only once that order is paid', async () => {
    const response = await request(CON_CALIFICACIONES)
    const made = v.parse(FormalityRequest, await response.json())
    expect(made).toMatchObject({ status: 'awaiting-payment', priceCents: 15_000 })
    expect((await ordersOf()).find((o) => o.id === made.orderId)).toMatchObject({ kind: 'other', amountCents: 15_000 })
    expect(await (await hook('produce', { accountNumber: ALUMNO })).json()).toEqual({ documents: [] })

    withDb(server, (db) => {
      const movement = db.prepare(`INSERT INTO payment_movements (account_number, date, kind, concept, amount_cents, method, folio)
        VALUES (?, date('now'), 'payment', 'Pago', 15000, 'card', 'PAG-T1')`).run(ALUMNO).lastInsertRowid
      db.prepare('UPDATE payment_orders SET paid_by = ?, paid_on = date(\'now\') WHERE id = ?').run(movement, made.orderId)
    })
    const produced = (await (await hook('produce', { accountNumber: ALUMNO })).json()) as { documents: number[] }
    expect(produced.documents).toHaveLength(1)
    expect((await windowOf()).formalities[0]).toMatchObject({ id: made.id, status: 'ready' })
  })

  it('is refused while its window is closed', async () => {
    await hook('window', { portal: 'uvm', kind: 'formalities', state: 'ended' })
    await expectMessage(await request(CONSTANCIA), 409, /^La ventanilla de trámites cerró el \d{1,2} de [a-z]+ de \d{4}$/)
  })
})

describe('reenrollment', () => {
  it('takes subjects the plan allows, makes its pending order, and only once per cycle', async () => {
    const plan = await offered()
    expect(plan.free.length).toBeGreaterThan(0)
    if (plan.locked[0]) await expectMessage(await reenroll([plan.locked[0]]), 400, /no se puede elegir/)
    if (plan.taken[0]) await expectMessage(await reenroll([plan.taken[0]]), 400, /no se puede elegir/)
    const chosen = plan.free.slice(0, 2)
    const response = await reenroll(chosen)
    expect(response.status).toBe(200)
    const made = v.parse(Reenrollment, await response.json())
    expect(made.subjects.map((s) => s.code)).toEqual(chosen)
    expect((await ordersOf()).find((o) => o.id === made.orderId)).toMatchObject({ kind: 'reenrollment', amountCents: 310_000 })
    expect((await windowOf()).reenrollment?.id).toBe(made.id)
    await expectMessage(await reenroll(chosen), 409, /solo hay una reinscripción por ciclo/)
  })

  it('says why while its window has not opened', async () => {
    await hook('window', { portal: 'uvm', kind: 'reenrollment', state: 'not-yet' })
    const window = await windowOf()
    const reenrollment = window.windows.find((w) => w.kind === 'reenrollment')!
    expect(reenrollment.opensOn > window.today).toBe(true)
    await expectMessage(await reenroll((await offered()).free.slice(0, 1)), 409, /^La ventanilla de reinscripción abre el \d{1,2} de [a-z]+ de \d{4}$/)
  })
})
