import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { StudentInformation } from '../../src/contract/student-information.ts'
import { localDay } from '../../server/data/academic-time.ts'
import { currentTerm, shiftTerm, termCode } from '../../server/seed/academic-terms.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

const ISC = { accountNumber: ACCOUNTS.alumnoUnitec, cvProgram: 'ISC-20', campusId: 'SUR', portal: 'unitec' }
const MEDU = { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', campusId: 'ONL' }
const LPSI = { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18', campusId: 'COY' }
const DIEGO = { accountNumber: ACCOUNTS.tutoredUvm, cvProgram: 'IIS-19', campusId: 'SRA' }

const school = () => currentTerm(localDay(new Date())).term
const call = (user: DemoUsername, query: Record<string, string>) => api(server.url, tokens[user], '/student/information', query)

async function information(user: DemoUsername, query: Record<string, string>): Promise<StudentInformation> {
  const response = await call(user, query)
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return v.parse(StudentInformation, body)
}

async function refusal(user: DemoUsername, query: Record<string, string>, status: number): Promise<string> {
  const response = await call(user, query)
  expect(response.status).toBe(status)
  const { message } = (await response.json()) as { message: string }
  expect(message).toEqual(expect.any(String))
  return message
}

const hook = (path: string, body: unknown) =>
  fetch(`${server.url}/__test__${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin', 'sinmatricula'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
beforeEach(async () => {
  for (const accountNumber of [ISC.accountNumber, MEDU.accountNumber]) {
    expect((await hook('/student-information/reset', { accountNumber })).status).toBe(200)
  }
})

describe('GET /student/information', () => {
  it("answers the career's standing: cycle, modality, campus and Banner version", async () => {
    const answer = await information('alumno', LPSI)
    expect(answer).toMatchObject({
      accountNumber: LPSI.accountNumber, cvProgram: 'LPSI-18', currentCycle: termCode(school()),
      modality: { id: 1, name: 'Presencial' }, campus: { code: 'COY', name: 'Campus Coyoacán' }, isBanner9: true,
    })
    // Without notif the campus request's banner is not part of the answer.
    expect(answer).not.toHaveProperty('lastCampusRequest')
    expect((await information('alumno', MEDU)).modality).toEqual({ id: 2, name: 'En línea' })
    // Querétaro's records are still in Banner 7.
    expect((await information('admin', { accountNumber: ACCOUNTS.tutoredUvmDisabled, cvProgram: 'LNUT-21', campusId: 'QRO' })).isBanner9).toBe(false)
  })

  it('tells the last modality request, for one modality of the catalog with modalityCatId', async () => {
    const last = shiftTerm(school(), -1)
    expect((await information('alumno', LPSI)).lastModalityRequest).toMatchObject({
      cycle: termCode(last), modality: { id: 2, name: 'En línea' }, status: 'rejected',
    })
    expect((await information('alumno', { ...LPSI, modalityCatId: '2' })).lastModalityRequest?.cycle).toBe(termCode(last))
    expect((await information('alumno', { ...LPSI, modalityCatId: '3' })).lastModalityRequest).toBeNull()
    expect((await information('alumno', MEDU)).lastModalityRequest).toMatchObject({
      cycle: termCode(school()), modality: { id: 1, name: 'Presencial' }, status: 'pending',
    })
    expect((await information('tutor', DIEGO)).lastModalityRequest).toBeNull()
  })

  it('carries the last campus request with notif=true: pending with the day it is answered by, rejected with its reason, approved with its cycle', async () => {
    const pending = (await information('alumno', { ...ISC, notif: 'true' })).lastCampusRequest
    expect(pending).toMatchObject({
      campus: { code: 'ATI', name: 'Campus Atizapán' }, fromCampus: { code: 'SUR', name: 'Campus Sur' }, status: 'pending',
      reason: null, decidedAt: null, effectiveCycle: null, answerBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    expect(pending!.answerBy! > new Date().toISOString().slice(0, 10)).toBe(true)

    const rejected = (await information('alumno', { ...MEDU, notif: 'true' })).lastCampusRequest
    expect(rejected).toMatchObject({ status: 'rejected', campus: { code: 'TLA' }, answerBy: null, effectiveCycle: null })
    expect(rejected!.reason).toBe('Campus Tlalpan no ofrece tu carrera en modalidad en línea. Para estudiar ahí, solicita primero un cambio de modalidad.')

    const approved = (await information('tutor', { ...DIEGO, notif: 'true' })).lastCampusRequest
    expect(approved).toMatchObject({ status: 'approved', campus: { code: 'COY' }, reason: null, effectiveCycle: termCode(shiftTerm(school(), 1)) })

    expect((await information('alumno', { ...LPSI, notif: 'true' })).lastCampusRequest).toBeNull()
    expect(await information('alumno', { ...ISC, notif: 'false' })).not.toHaveProperty('lastCampusRequest')
  })

  it("is read only by the account's owner, its enabled tutor or an administrative role", async () => {
    expect(await refusal('sinmatricula', LPSI, 403)).toBe('No tienes acceso a la información de esta cuenta')
    expect(await refusal('tutor', LPSI, 403)).toBe('No tienes acceso a la información de esta cuenta')
    expect(await refusal('tutor', { accountNumber: ACCOUNTS.tutoredUvmDisabled, cvProgram: 'LNUT-21', campusId: 'QRO' }, 403)).toBeTruthy()
    // Another brand's account is not found on this one.
    expect(await refusal('alumno', { ...ISC, portal: 'uvm' }, 403)).toBeTruthy()
    expect((await information('admin', LPSI)).accountNumber).toBe(LPSI.accountNumber)
  })

  it('answers 400 with a message for bad input', async () => {
    expect(await refusal('alumno', { ...LPSI, modalityCatId: '9' }, 400)).toBe('No existe la modalidad 9 en el catálogo de modalidades')
    await refusal('alumno', { ...LPSI, modalityCatId: 'dos' }, 400)
    await refusal('alumno', { ...LPSI, notif: 'yes' }, 400)
    await refusal('alumno', { ...LPSI, campusId: 'TLA' }, 400)
    await refusal('alumno', { accountNumber: LPSI.accountNumber, cvProgram: 'LPSI-18' }, 400)
    await refusal('alumno', { ...LPSI, accountNumber: '12' }, 400)
    await refusal('alumno', { ...LPSI, extra: '1' }, 400)
  })
})

describe("the school office's campus decisions", () => {
  it('decides a pending request on its day by the rule, in the back office pass', async () => {
    expect(server.backOffice.pass(new Date()).campus).toEqual([])
    const pass = server.backOffice.pass(new Date(Date.now() + 4 * 24 * 3_600_000))
    expect(pass.campus).toEqual([expect.objectContaining({ accountNumber: ISC.accountNumber, status: 'approved', effectiveCycle: termCode(shiftTerm(school(), 1)) })])
    const approved = (await information('alumno', { ...ISC, notif: 'true' })).lastCampusRequest
    expect(approved).toMatchObject({ status: 'approved', answerBy: null, effectiveCycle: termCode(shiftTerm(school(), 1)), decidedAt: expect.any(String) })
  })

  it('decides at once through the test hook, with a reason of its own, and says when nothing is pending', async () => {
    const decided = await hook('/student-information/decide', { accountNumber: ISC.accountNumber, verdict: 'reject', reason: 'No hay cupo en el turno matutino.' })
    expect(decided.status).toBe(200)
    expect(await decided.json()).toMatchObject({ decided: { status: 'rejected', reason: 'No hay cupo en el turno matutino.' } })
    expect((await information('alumno', { ...ISC, notif: 'true' })).lastCampusRequest).toMatchObject({ status: 'rejected', reason: 'No hay cupo en el turno matutino.' })
    expect((await hook('/student-information/decide', { accountNumber: ISC.accountNumber })).status).toBe(409)
    expect((await hook('/student-information/decide', { accountNumber: 'x' })).status).toBe(400)
  })
})
