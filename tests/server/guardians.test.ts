import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { curpCheckDigit } from '../../src/contract/field-patterns.ts'
import { DOCUMENT_MISMATCH_REASON, Guardians, MISMATCH_MESSAGES, type GuardianKind } from '../../src/contract/guardians.ts'
import { NotificationPage, type Notification } from '../../src/contract/notification.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { expectRefusal, jsonCall } from './contact-calls.ts'
import { form, pdf, withDb, type Part } from './digital-file-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<'alumno' | 'tutor' | 'admin', string>
const ALUMNO: string = ACCOUNTS.alumnoUvm
const SECOND = 1000
const curp = (first17: string) => `${first17}${curpCheckDigit(first17)}`

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
beforeEach(async () => {
  for (const accountNumber of [ALUMNO, ACCOUNTS.tutoredUvm]) {
    const reset = await fetch(`${server.url}/__test__/guardians/reset`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ accountNumber }),
    })
    expect(reset.status).toBe(200)
  }
})

/** Jorge Ramírez Castillo, the demo tutor's person: his email is the tutor account's. */
const JORGE = {
  givenNames: 'Jorge', paternalSurname: 'Ramírez', maternalSurname: 'Castillo', curp: curp('RACJ750312HDFMSR0'),
  personalEmail: 'tutor@demo.edu.mx', mobile: '5512345678', company: 'Transportes del Valle', jobTitle: 'Gerente',
  occupation: 'Administrador', officePhone: '5553330000', extension: '214', relationship: 'padre', expeditionPlace: 'ciudad de méxico',
}

function register(fields: Record<string, string>, opts: { kind?: GuardianKind; file?: Part | null; token?: string; accountNumber?: string } = {}) {
  const body = form(
    { accountNumber: opts.accountNumber ?? ALUMNO, kind: opts.kind ?? 'tutor', ...JORGE, ...fields },
    opts.file === null ? {} : { file: opts.file ?? pdf('INE Jorge.pdf') },
  )
  return api(server.url, opts.token ?? tokens.alumno, '/student/tutor', { portal: 'uvm' }, { method: 'POST', body })
}

async function listOf(kind: GuardianKind, token = tokens.alumno, accountNumber = ALUMNO) {
  const response = await api(server.url, token, '/student/tutor/list', { accountNumber, kind, portal: 'uvm' })
  expect(response.status).toBe(200)
  return v.parse(Guardians, await response.json()).guardians
}

const setStatus = (guardianId: number, enabled: boolean, token = tokens.alumno) =>
  jsonCall(server, token, 'PUT', '/student/tutor/status', { accountNumber: ALUMNO, guardianId, enabled })

const decide = (body: Record<string, unknown>) =>
  fetch(`${server.url}/__test__/guardians/decide`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

const lastNotificationId = () => withDb(server, (db) => (db.prepare('SELECT MAX(id) AS id FROM notifications').get() as { id: number }).id)

async function noticesSince(after: number): Promise<Notification[]> {
  const query = { account: ALUMNO, program: 'LPSI-18', campus: 'COY', size: '100' }
  const page = v.parse(NotificationPage, await (await api(server.url, tokens.alumno, '/notification/sending/notifications', query)).json())
  return page.content.filter((n) => n.id > after)
}

async function tutorStudents(): Promise<string[]> {
  const response = await api(server.url, tokens.tutor, '/student/tutor/501/id', { portal: 'uvm' })
  expect(response.status).toBe(200)
  return ((await response.json()) as Array<{ accountNumber: string }>).map((s) => s.accountNumber)
}

describe('the seeded people', () => {
  it('gives Valeria her mother (enabled) and father (disabled) as tutors, and her mother as economic responsible', async () => {
    const tutors = await listOf('tutor')
    expect(tutors.map((g) => [g.givenNames, g.relationship, g.registration.status, g.enabled])).toEqual([
      ['Patricia', 'madre', 'approved', true],
      ['Ernesto', 'padre', 'approved', false],
    ])
    expect((await listOf('economic')).map((g) => g.givenNames)).toEqual(['Patricia'])
  })

  it('links the demo tutor to its enabled students only', async () => {
    const students = await tutorStudents()
    expect(students).toEqual(expect.arrayContaining([ACCOUNTS.tutoredUvm, ACCOUNTS.tutoredUvm2]))
    expect(students).not.toContain(ACCOUNTS.tutoredUvmDisabled)
    expect((await listOf('tutor', tokens.tutor, ACCOUNTS.tutoredUvm))[0]).toMatchObject({ personalEmail: 'tutor@demo.edu.mx', portalAccount: true })
  })
})

describe('who may read and write', () => {
  it.each([
    ['the student, own account', 'alumno', ALUMNO, 200],
    ['a tutor, linked enabled student', 'tutor', ACCOUNTS.tutoredUvm, 200],
    ['a tutor, linked but disabled student', 'tutor', ACCOUNTS.tutoredUvmDisabled, 403],
    ['an administrative with Lectura', 'admin', ALUMNO, 200],
    ['the student, someone else', 'alumno', ACCOUNTS.tutoredUvm, 403],
  ] as const)('reading: %s → %i', async (_label, user, accountNumber, status) => {
    expect((await api(server.url, tokens[user], '/student/tutor/list', { accountNumber, kind: 'tutor', portal: 'uvm' })).status).toBe(status)
  })

  it('refuses registrations and status changes to a tutor, an administrative and another account (403)', async () => {
    const role = 'Solo el alumno puede registrar, habilitar o deshabilitar a sus tutores y responsables económicos'
    await expectRefusal(await register({}, { token: tokens.tutor, accountNumber: ACCOUNTS.tutoredUvm }), 403, role)
    await expectRefusal(await register({}, { token: tokens.admin }), 403, role)
    await expectRefusal(await register({}, { accountNumber: ACCOUNTS.tutoredUvm }), 403, 'Solo puedes cambiar los tutores y responsables económicos de tus propias cuentas')
    const [patricia] = await listOf('tutor')
    await expectRefusal(await setStatus(patricia!.id, false, tokens.admin), 403, role)
    expect((await listOf('tutor'))[0]?.enabled).toBe(true)
  })
})

describe('bad input (400 with the rule, nothing stored)', () => {
  it.each([
    ['a CURP whose check digit is wrong', { curp: 'RACJ750312HDFMSR0' + String((curpCheckDigit('RACJ750312HDFMSR0') + 1) % 10) }, /dígito verificador/],
    ['a mobile of 9 digits', { mobile: '551234567' }, /Mínimo y máximo 10 caracteres/],
    ['a mobile with a letter', { mobile: '55123456a8' }, /Debe contener 10 dígitos/],
    ['an occupation of 31 characters', { occupation: 'Coordinadora de logística regi' + 'o' }, /Máximo 30 caracteres/],
    ['an email without domain', { personalEmail: 'jorge@' }, /correo electrónico válido/],
    ['a name with digits', { givenNames: 'Jorge 2' }, /Solo se permiten letras/],
    ['no occupation', { occupation: '' }, /Campo requerido/],
    ['an unknown relationship', { relationship: 'vecino' }, /relationship/],
    ['a place that is not a state', { expeditionPlace: 'Springfield' }, /expeditionPlace/],
    ['an extension without office phone', { officePhone: '' }, 'La extensión va con el teléfono de oficina: escríbelo también'],
  ])('refuses %s', async (_label, fields, message) => {
    await expectRefusal(await register(fields), 400, message)
    expect(await listOf('tutor')).toHaveLength(2)
  })

  it('gives spec §8 sentence when the CURP is not of the name typed', async () => {
    await expectRefusal(await register({ givenNames: 'Alberto' }), 400, MISMATCH_MESSAGES.tutor)
    await expectRefusal(await register({ givenNames: 'Alberto' }, { kind: 'economic' }), 400, MISMATCH_MESSAGES.economic)
  })

  it('reads the second given name after José or María, and X without maternal surname', async () => {
    const josé = { givenNames: 'José Luis', paternalSurname: 'Ortega', maternalSurname: '', curp: curp('OEXL800101HJCRXS0'), personalEmail: 'jl@correo.mx' }
    const response = await register(josé)
    expect(response.status, await response.clone().text()).toBe(200)
  })

  it('refuses a minor, a missing document and a document of another type', async () => {
    const minor = curp(`RACJ${String(new Date().getFullYear() - 2000 - 10).padStart(2, '0')}0101HDFMSRA`)
    await expectRefusal(await register({ curp: minor }), 400, 'Un tutor debe ser mayor de edad (18 años o más, según su CURP)')
    await expectRefusal(await register({}, { file: null }), 400, /file/)
    await expectRefusal(await register({}, { file: { name: 'ine.docx', bytes: Buffer.from('hola'), type: 'text/plain' } }), 400, /Archivo no soportado/)
  })
})

describe('registration and review', () => {
  it('registers a tutor in review with NUEVTUT, the reviewer approves after the delay with APROBALTATUTOR, and the tutor account sees the student', async () => {
    const since = lastNotificationId()
    const response = await register({})
    expect(response.status, await response.clone().text()).toBe(200)
    const jorge = v.parse(Guardians, await response.json()).guardians.at(-1)!
    expect(jorge).toMatchObject({ givenNames: 'Jorge', expeditionPlace: 'Ciudad de México', enabled: false, portalAccount: true })
    expect(jorge.registration.status).toBe('pending')
    expect((await noticesSince(since)).map((n) => n.clave)).toEqual(['NUEVTUT'])
    expect(await tutorStudents()).not.toContain(ALUMNO)

    expect(server.backOffice.pass(new Date(Date.now() + 5 * SECOND)).guardians).toEqual([])
    const [decided] = server.backOffice.pass(new Date(Date.now() + 31 * SECOND)).guardians
    expect(decided).toMatchObject({ accountNumber: ALUMNO, action: 'register', status: 'approved' })
    expect((await listOf('tutor')).at(-1)).toMatchObject({ registration: { status: 'approved' }, enabled: true })
    const [notice] = (await noticesSince(since)).filter((n) => n.clave !== 'NUEVTUT')
    expect(notice).toMatchObject({ clave: 'APROBALTATUTOR', title: 'Tutor aprobado' })
    expect(notice?.body).toContain('Jorge Ramírez Castillo')
    expect(await tutorStudents()).toContain(ALUMNO)
  })

  it('rejects a registration whose document says so, with the §8 reason and RECHALTARESPECON for an economic responsible', async () => {
    const since = lastNotificationId()
    expect((await register({}, { kind: 'economic', file: pdf('rechazar.pdf') })).status).toBe(200)
    expect((await noticesSince(since)).map((n) => n.clave)).toEqual([])
    const [decided] = server.backOffice.pass(new Date(Date.now() + 31 * SECOND)).guardians
    expect(decided).toMatchObject({ status: 'rejected', reason: DOCUMENT_MISMATCH_REASON })
    const jorge = (await listOf('economic')).at(-1)
    expect(jorge).toMatchObject({ registration: { status: 'rejected', reason: DOCUMENT_MISMATCH_REASON }, enabled: false })
    expect((await noticesSince(since)).map((n) => n.clave)).toEqual(['RECHALTARESPECON'])
    // A rejected registration can be neither enabled nor disabled, and the person can be registered again.
    await expectRefusal(await setStatus(jorge!.id, true), 409, /fue rechazado/)
    expect((await register({}, { kind: 'economic' })).status).toBe(200)
  })

  it('refuses the same person twice while registered (409), and a status change while in review', async () => {
    expect((await register({})).status).toBe(200)
    await expectRefusal(await register({}), 409, 'Esa persona ya está registrada como tutor en esta cuenta')
    const pending = (await listOf('tutor')).at(-1)!
    await expectRefusal(await setStatus(pending.id, false), 409, /sigue en revisión/)
  })
})

describe('enabling and disabling', () => {
  it('disables at once and asks to enable again; the reviewer approves with APROBAACTTUTOR', async () => {
    const [patricia, ernesto] = await listOf('tutor')
    const off = await setStatus(patricia!.id, false)
    expect(off.status, await off.clone().text()).toBe(200)
    expect(v.parse(Guardians, await off.json()).guardians[0]?.enabled).toBe(false)
    await expectRefusal(await setStatus(patricia!.id, false), 409, 'El tutor ya está deshabilitado')

    const since = lastNotificationId()
    const on = await setStatus(ernesto!.id, true)
    expect(on.status).toBe(200)
    expect(v.parse(Guardians, await on.json()).guardians[1]).toMatchObject({ enabled: false, enableRequest: { status: 'pending' } })
    await expectRefusal(await setStatus(ernesto!.id, true), 409, 'Ya pediste habilitar al tutor; espera la respuesta de la universidad')
    const decided = await decide({ accountNumber: ALUMNO })
    expect(decided.status).toBe(200)
    expect((await listOf('tutor'))[1]).toMatchObject({ enabled: true, enableRequest: null })
    expect((await noticesSince(since)).map((n) => n.clave)).toEqual(['APROBAACTTUTOR'])
  })

  it('a rejected request to enable stays visible with its reason (RECHACTUTUTOR); disabling the demo tutor hides the student from it', async () => {
    const [, ernesto] = await listOf('tutor')
    expect((await setStatus(ernesto!.id, true)).status).toBe(200)
    expect((await decide({ accountNumber: ALUMNO, verdict: 'reject', reason: 'Falta el acta de nacimiento' })).status).toBe(200)
    expect((await listOf('tutor'))[1]).toMatchObject({ enabled: false, enableRequest: { status: 'rejected', reason: 'Falta el acta de nacimiento.' } })

    // The tutored student (no portal user) is managed by the test through the database's own rule.
    expect(await tutorStudents()).toContain(ACCOUNTS.tutoredUvm)
    withDb(server, (db) => db.prepare("UPDATE guardians SET enabled = 0 WHERE account_number = ? AND kind = 'tutor'").run(ACCOUNTS.tutoredUvm))
    expect(await tutorStudents()).not.toContain(ACCOUNTS.tutoredUvm)
    expect((await api(server.url, tokens.tutor, '/student/tutor/list', { accountNumber: ACCOUNTS.tutoredUvm, kind: 'tutor', portal: 'uvm' })).status).toBe(403)
  })
})
