import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPath, endpoints, type EndpointName } from '../../src/contract/endpoints.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { TUTOR } from '../../server/seed/tutors.ts'
import { api, signIn } from '../support/sign-in.ts'
import { currentCycle, thisWeek } from './academic-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

interface Sample {
  user: DemoUsername
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
}

const LPSI = { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18', campusId: 'COY' }
const ISC = { accountNumber: ACCOUNTS.alumnoUnitec, cvProgram: 'ISC-20', campusId: 'SUR', portal: 'unitec' }
const TUTORED = { accountNumber: ACCOUNTS.tutoredUvm, cvProgram: 'IIS-19', campusId: 'SRA' }
const byId = ({ accountNumber, ...rest }: Record<string, string>) => ({ params: { id: accountNumber ?? '' }, query: rest })
const WEEK = thisWeek()
const CYCLE = currentCycle()

/** At least one successful call per endpoint; the Record type makes a new endpoint need its sample. */
const SAMPLES: Record<EndpointName, Sample[]> = {
  catalogs: [{ user: 'alumno' }, { user: 'desconocido' }],
  serviceActions: [{ user: 'admin', query: { serviceId: '18' } }, { user: 'alumno', query: { serviceId: '19' } }],
  parameter: [
    { user: 'alumno', params: { code: 'MAXFILECHAT' } },
    { user: 'alumno', params: { code: 'PROSIZEFILE' } },
    { user: 'alumno', params: { code: 'EXPPROXVEN' } },
  ],
  menu: [{ user: 'alumno' }, { user: 'tutor' }, { user: 'admin' }, { user: 'alumno', query: { portal: 'unitec' } }],
  userTutor: [{ user: 'tutor' }],
  userStudent: [{ user: 'alumno' }, { user: 'tutor' }, { user: 'admin' }, { user: 'sinmatricula', query: { portal: 'unitec' } }],
  userPhoto: [
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2 } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUnitec, portal: 'unitec' } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUnitec2, portal: 'unitec' } },
  ],
  userDevices: [{ user: 'alumno' }, { user: 'admin' }],
  generalStudent: [{ user: 'admin' }, { user: 'admin', query: { page: '1', size: '5', isAccount: 'false', value: 'a' } }],
  tutorStudents: [{ user: 'tutor', params: { id: String(TUTOR.tutorId) } }, { user: 'tutor', params: { id: String(TUTOR.tutorId) }, query: { portal: 'unitec' } }],
  pendingNotifications: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }],
  notifications: [
    { user: 'alumno', query: { account: ACCOUNTS.alumnoUvm, program: 'LPSI-18', campus: 'COY' } },
    { user: 'alumno', query: { account: ACCOUNTS.alumnoUnitec, program: 'ISC-20', campus: 'SUR', portal: 'unitec', page: '1', size: '10' } },
    { user: 'tutor', query: { account: ACCOUNTS.tutoredUvm, program: 'IIS-19', campus: 'SRA' } },
  ],
  markViewed: [
    { user: 'alumno', body: { accountNumber: ACCOUNTS.alumnoUvm, programCode: 'LPSI-18', campusCode: 'COY', notificationId: 128 } },
  ],
  pushToken: [{ user: 'alumno', body: { token: 'contract-sample-token-0001', device: 'Chrome en Windows' } }, { user: 'tutor', body: { token: 'contract-sample-token-0002' } }],
  deletePushToken: [{ user: 'alumno', body: { token: 'contract-sample-token-0001' } }],
  credential: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: ISC }, { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', campusId: 'ONL' } }],
  credentialCode: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }, { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm } }],
  calendar: [
    { user: 'alumno', query: { ...LPSI, ...WEEK } },
    { user: 'alumno', query: { ...ISC, from: `${CYCLE.slice(0, 4)}-01-01`, to: `${CYCLE.slice(0, 4)}-12-31` } },
  ],
  schedule: [{ user: 'alumno', query: { ...LPSI, ...WEEK } }, { user: 'tutor', query: { ...TUTORED, ...WEEK } }],
  subjects: [
    { user: 'alumno', query: { ...LPSI, type: 'enrolled' } },
    { user: 'alumno', query: { ...LPSI, type: 'history' } },
    { user: 'alumno', query: { ...ISC, type: 'enrolled' } },
  ],
  cyclesOffered: [{ user: 'alumno', ...byId(LPSI) }, { user: 'admin', ...byId(LPSI) }],
  academicAdvance: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: { ...LPSI, cvProgram: 'LPED-18' } }],
  advanceAverage: [{ user: 'alumno', query: LPSI }, { user: 'tutor', query: TUTORED }],
  averageHistory: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: { ...LPSI, cvProgram: 'LPED-18' } }],
  average: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: ISC }],
  degree: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: { ...LPSI, cvProgram: 'LPED-18' } }],
  enrollment: [{ user: 'alumno', ...byId(LPSI) }, { user: 'alumno', ...byId(ISC) }],
  reportCardCycles: [{ user: 'alumno', query: LPSI }, { user: 'admin', query: LPSI }],
  reportCardPdf: [{ user: 'alumno', query: { ...LPSI, cycle: CYCLE } }],
  subjectStrip: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: { ...LPSI, cvProgram: 'LPED-18' } }],
  subjectStripPdf: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: ISC }],
  binnacle: [
    { user: 'alumno', body: { action: 'Consulta', service: 'Inicio', browser: 'Chrome', device: 'Escritorio' } },
    { user: 'desconocido', body: { action: 'Inicio de sesión', eventuality: 'Error', browser: 'Safari', device: 'Teléfono', detail: 'Usuario no encontrado' } },
  ],
}

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer()
  for (const user of ['alumno', 'tutor', 'admin', 'sinmatricula', 'desconocido'] as const) {
    tokens[user] = (await signIn(server.url, user)).tokens.access_token
  }
})
afterAll(() => server.stop())

describe('every endpoint answers what the contract says', () => {
  it('has a sample for every endpoint', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(endpoints).sort())
  })

  const cases = (Object.entries(SAMPLES) as [EndpointName, Sample[]][]).flatMap(([name, samples]) =>
    samples.map((sample, index) => [`${name} #${index + 1} as ${sample.user}`, name, sample] as const))

  it.each(cases)('%s', async (_label, name, sample) => {
    const endpoint = endpoints[name]
    const init: RequestInit = { method: endpoint.method }
    if (sample.body !== undefined) {
      init.body = JSON.stringify(sample.body)
      init.headers = { 'Content-Type': 'application/json' }
    }
    const response = await api(server.url, tokens[sample.user], buildPath(endpoint.path, sample.params), sample.query, init)
    const body: unknown = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    const parsed = v.safeParse(endpoint.response as v.GenericSchema, body)
    expect(parsed.success, parsed.success ? '' : v.summarize(parsed.issues)).toBe(true)
  })
})
