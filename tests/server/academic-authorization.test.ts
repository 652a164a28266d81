import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../src/contract/common.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { ACADEMIC_ENDPOINTS, academicRequest, type AcademicEndpoint, type Selection } from './academic-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer()
  for (const user of ['alumno', 'tutor', 'admin', 'sinmatricula', 'desconocido'] as const) {
    tokens[user] = (await signIn(server.url, user)).tokens.access_token
  }
})
afterAll(() => server.stop())

function call(user: DemoUsername, name: AcademicEndpoint, selection: Selection, query: Record<string, string> = {}) {
  const request = academicRequest(name, selection)
  return api(server.url, tokens[user], request.path, { ...request.query, ...query })
}

const uvm = (accountNumber: string, cvProgram: string, campusId: string): Selection => ({ accountNumber, cvProgram, campusId, portal: 'uvm' })
const unitec = (accountNumber: string, cvProgram: string, campusId: string): Selection => ({ accountNumber, cvProgram, campusId, portal: 'unitec' })

const ALUMNO_UVM = uvm(ACCOUNTS.alumnoUvm, 'LPSI-18', 'COY')
const ALUMNO_UNITEC = unitec(ACCOUNTS.alumnoUnitec, 'ISC-20', 'SUR')

type Row = [label: string, user: DemoUsername, selection: Selection, status: number]

/** Own accounts; a tutor's linked and enabled students; an administrative with Lectura; nobody else. */
const MATRIX: Row[] = [
  ['alumno, own UVM account', 'alumno', ALUMNO_UVM, 200],
  ['alumno, own UNITEC account', 'alumno', ALUMNO_UNITEC, 200],
  ['alumno, own UNITEC account asked through the UVM portal', 'alumno', { ...ALUMNO_UNITEC, portal: 'uvm' }, 403],
  ['alumno, another student', 'alumno', uvm(ACCOUNTS.adminUvm, 'MBA-21', 'TLA'), 403],
  ['alumno, a tutored student', 'alumno', uvm(ACCOUNTS.tutoredUvm, 'IIS-19', 'SRA'), 403],
  ['alumno, an account that does not exist', 'alumno', uvm('999999999', 'LPSI-18', 'COY'), 403],
  ['tutor, linked and enabled (UVM)', 'tutor', uvm(ACCOUNTS.tutoredUvm, 'IIS-19', 'SRA'), 200],
  ['tutor, linked and enabled (UNITEC)', 'tutor', unitec(ACCOUNTS.tutoredUnitec, 'LENF-20', 'CUI'), 200],
  ['tutor, linked but disabled', 'tutor', uvm(ACCOUNTS.tutoredUvmDisabled, 'LNUT-21', 'QRO'), 403],
  ['tutor, not linked', 'tutor', ALUMNO_UVM, 403],
  ['admin, a student found with the search', 'admin', ALUMNO_UVM, 200],
  ['admin, own account', 'admin', uvm(ACCOUNTS.adminUvm, 'MBA-21', 'TLA'), 200],
  ['admin, a student of the other portal', 'admin', { ...ALUMNO_UNITEC, portal: 'uvm' }, 403],
  ['sinmatricula, another student', 'sinmatricula', ALUMNO_UVM, 403],
  ['a sign-in the API does not know', 'desconocido', ALUMNO_UVM, 404],
]

describe('who may read academic information', () => {
  const cases = MATRIX.flatMap(([label, user, selection, status]) =>
    ACADEMIC_ENDPOINTS.map((name) => [`${name}: ${label}`, user, name, selection, status] as const))

  it.each(cases)('%s', async (_label, user, name, selection, status) => {
    const answer = await call(user, name, selection)
    const body = (await answer.json()) as { message?: string }
    expect(answer.status, JSON.stringify(body).slice(0, 300)).toBe(status)
    if (status !== 200) expect(body.message).toEqual(expect.any(String))
  })
})

describe('the selected career must be of the account', () => {
  const careerCalls = ACADEMIC_ENDPOINTS.filter((name) => name !== 'credentialCode')

  it.each(careerCalls)('%s refuses a program the account does not study', async (name) => {
    const answer = await call('alumno', name, { ...ALUMNO_UVM, cvProgram: 'ISC-20' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ message: 'El programa y el campus no corresponden a la cuenta' })
  })

  it.each(careerCalls)('%s refuses a campus where the account does not study the program', async (name) => {
    const answer = await call('alumno', name, { ...ALUMNO_UVM, campusId: 'TLA' })
    expect(answer.status).toBe(400)
    expect((await answer.json()) as unknown).toHaveProperty('message')
  })

  it('checks access before the career, so nothing is revealed about another account', async () => {
    const answer = await call('alumno', 'degree', uvm(ACCOUNTS.adminUvm, 'LPSI-18', 'COY'))
    expect(answer.status).toBe(403)
  })
})

describe('bad queries are refused with a message', () => {
  const BAD: Array<[label: string, name: AcademicEndpoint, query: Record<string, string>, message: RegExp]> = [
    ['missing program', 'credential', { cvProgram: '' }, /cvProgram/],
    ['malformed account', 'subjects', { accountNumber: '12ab' }, /accountNumber/],
    ['unknown parameter', 'degree', { extra: '1' }, /Unknown query parameter "extra"/],
    ['unknown list type', 'subjects', { type: 'future' }, /type/],
    ['malformed cycle', 'reportCardPdf', { cycle: '2026/1' }, /cycle/],
    ['malformed date', 'calendar', { from: '2026-13-01' }, /from/],
    ['a date that does not exist', 'schedule', { from: '2026-02-30', to: '2026-03-02' }, /no existen/],
    ['range ending before it starts', 'calendar', { from: '2026-05-10', to: '2026-05-09' }, /posterior/],
    ['range over 366 days', 'schedule', { from: '2025-01-01', to: '2026-01-02' }, /366/],
  ]

  it.each(BAD)('%s', async (_label, name, query, message) => {
    const answer = await call('alumno', name, ALUMNO_UVM, query)
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { message: string }).message).toMatch(message)
  })

  it('a repeated parameter', async () => {
    const request = academicRequest('average', ALUMNO_UVM)
    const params = new URLSearchParams({ origin: ORIGIN, ...request.query })
    params.append('cvProgram', 'LPSI-18')
    const answer = await fetch(`${server.url}/api${request.path}?${params}`, { headers: { Authorization: `Bearer ${tokens.alumno}` } })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { message: string }).message).toMatch(/Repeated/)
  })

  it('accepts a whole leap year and a single day', async () => {
    expect((await call('alumno', 'calendar', ALUMNO_UVM, { from: '2028-01-01', to: '2028-12-31' })).status).toBe(200)
    expect((await call('alumno', 'schedule', ALUMNO_UVM, { from: '2026-05-10', to: '2026-05-10' })).status).toBe(200)
  })

  it('needs a token', async () => {
    const request = academicRequest('credential', ALUMNO_UVM)
    expect((await api(server.url, null, request.path, request.query)).status).toBe(401)
  })
})
