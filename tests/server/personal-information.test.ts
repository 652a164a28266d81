import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ageOn, Curp, PATTERN_MESSAGES_ES } from '../../src/contract/field-patterns.ts'
import { PersonalInformation } from '../../src/contract/personal-information.ts'
import { isoDay, localDay } from '../../server/data/academic-time.ts'
import { DOCUMENT_MISMATCH } from '../../server/data/personal-review.ts'
import {
  DOCUMENT_REQUIRED, NO_RECORD, NOTHING_CHANGED, ONE_PENDING, ONLY_THE_STUDENT, OWN_ACCOUNTS_ONLY,
} from '../../server/api/personal-information.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { ACCOUNTS, SEED_STUDENTS } from '../../server/seed/students.ts'
import { signIn } from '../support/sign-in.ts'
import { apiUrl, okBody } from './api-calls.ts'
import { expectRefusal } from './contact-calls.ts'
import { heavyPdf, jpeg, pdf, png, withDb } from './digital-file-calls.ts'
import { readPdf } from './pdf-reader.ts'
import {
  downloadCall, fieldsWith, hook, personalOf, readCall, requestCall, resetPersonal, yearsAgo,
} from './personal-information-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>
const ALUMNO = ACCOUNTS.alumnoUvm
const PENDING = ACCOUNTS.alumnoUvm2
const NO_ACCESS = 'No tienes acceso a la información de esta cuenta'

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin', 'desconocido'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
beforeEach(() => resetPersonal(server, ALUMNO, PENDING, ACCOUNTS.alumnoUnitec))

const mine = () => personalOf(server, tokens.alumno, ALUMNO)
const ask = async (changes: Parameters<typeof fieldsWith>[3], file: Parameters<typeof requestCall>[3] = null, opts: Parameters<typeof requestCall>[4] = {}) =>
  requestCall(server, tokens.alumno, await fieldsWith(server, tokens.alumno, ALUMNO, changes), file, opts)
const today = () => isoDay(localDay(new Date()))

describe('the seeded records', () => {
  it('gives every account a record with the holder’s names, a CURP that agrees with them and an age of 10 to 120', async () => {
    for (const student of SEED_STUDENTS) {
      // An administrative with Lectura reads every account of the portal they sign in to.
      const { record } = await okBody<PersonalInformation>(await readCall(server, tokens.admin, student.accountNumber, student.portal))
      const { givenNames, paternalSurname, maternalSurname } = record
      expect([givenNames, paternalSurname, maternalSurname].join(' ')).toBe(student.fullName)
      expect(v.safeParse(Curp, record.curp).success, record.curp).toBe(true)
      expect(record.curp.slice(4, 10)).toBe(record.birthDate.slice(2).replace(/-/g, ''))
      expect(record.curp[10]).toBe(record.sex)
      const age = ageOn(record.birthDate, today())
      expect(age).toBeGreaterThanOrEqual(10)
      expect(age).toBeLessThanOrEqual(120)
    }
  })

  it('writes Valeria’s CURP as RENAPO would, born in Mexico City on 14 March', async () => {
    const { record, requests } = await mine()
    expect(record).toMatchObject({
      givenNames: 'Valeria', paternalSurname: 'Hernández', maternalSurname: 'Ruiz', sex: 'M', maritalStatus: 'SOLTERO',
      nationality: 'Mexicana', birthPlace: 'Ciudad de México',
    })
    expect(record.birthDate).toMatch(/^\d{4}-03-14$/)
    expect(record.curp).toMatch(/^HERV\d{2}0314MDFRZL[0A]\d$/)
    // A name change turned down two months ago, with its reason.
    expect(requests).toEqual([expect.objectContaining({
      status: 'rejected', reason: DOCUMENT_MISMATCH, documentName: 'Acta de nacimiento.pdf', changes: [{ field: 'givenNames', from: 'Valeria', to: 'Valeria Sofía' }],
    })])
  })

  it('keeps a change of the place of birth of 010245872 in review, which the timer leaves to the hooks', async () => {
    const { requests } = await personalOf(server, tokens.alumno, PENDING)
    expect(requests[0]).toMatchObject({ status: 'pending', changes: [{ field: 'birthPlace', to: 'Puebla' }], documentName: null })
    expect(server.backOffice.pass(new Date(Date.now() + 3_600_000)).personal).toEqual([])
  })
})

describe('who may read', () => {
  it.each([
    ['the student, own account', 'alumno', ALUMNO, 200],
    ['a tutor, linked enabled student', 'tutor', ACCOUNTS.tutoredUvm, 200],
    ['a tutor, linked but disabled student', 'tutor', ACCOUNTS.tutoredUvmDisabled, 403],
    ['an administrative with Lectura', 'admin', ALUMNO, 200],
    ['the student, someone else’s account', 'alumno', ACCOUNTS.tutoredUvm, 403],
  ] as const)('the record: %s → %i', async (_label, user, accountNumber, status) => {
    const response = await readCall(server, tokens[user], accountNumber)
    expect(response.status).toBe(status)
    if (status === 200) expect(v.safeParse(PersonalInformation, await response.json()).success).toBe(true)
    else await expectRefusal(response, status, NO_ACCESS)
  })

  it('refuses an account of the other portal, a user the API does not know and a call without a token', async () => {
    await expectRefusal(await readCall(server, tokens.alumno, ACCOUNTS.alumnoUnitec, 'uvm'), 403, NO_ACCESS)
    await expectRefusal(await readCall(server, tokens.desconocido, ALUMNO), 404, 'Usuario no encontrado')
    expect((await readCall(server, null, ALUMNO)).status).toBe(401)
  })

  it('refuses a bad account number and unknown parameters in Spanish', async () => {
    await expectRefusal(await readCall(server, tokens.alumno, '12'), 400, /^El parámetro "accountNumber" no es válido/)
    const response = await fetch(`${server.url}/api/student/personalInformation?origin=student-web&portal=uvm&accountNumber=${ALUMNO}&extra=1`, {
      headers: { Authorization: `Bearer ${tokens.alumno}` },
    })
    await expectRefusal(response, 400, 'No se reconoce el parámetro "extra"')
  })
})

describe('the PDF', () => {
  it('holds the record with the brand, the names, the CURP and the marital status, in Spanish', async () => {
    const { record } = await mine()
    const response = await downloadCall(server, tokens.alumno, { accountNumber: ALUMNO })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="datos-personales-010245871\.pdf"/)
    const read = await readPdf(new Uint8Array(await response.arrayBuffer()))
    const text = read.text.flat().join(' ')
    for (const expected of ['UVM · Portal de alumnos', 'Datos personales', 'Valeria Hernández Ruiz', record.curp, 'Soltero/a', 'Ciudad de México', '14 de marzo de']) {
      expect(text).toContain(expected)
    }
    expect(read.language).toBe('es-MX')
  })

  it('is read by whoever may read the account, and no one else', async () => {
    expect((await downloadCall(server, tokens.tutor, { accountNumber: ACCOUNTS.tutoredUvm })).status).toBe(200)
    expect((await downloadCall(server, tokens.admin, { accountNumber: ALUMNO })).status).toBe(200)
    await expectRefusal(await downloadCall(server, tokens.tutor, { accountNumber: ACCOUNTS.tutoredUvmDisabled }), 403, NO_ACCESS)
    await expectRefusal(await downloadCall(server, tokens.alumno, { accountNumber: ACCOUNTS.tutoredUvm }), 403, NO_ACCESS)
    await expectRefusal(await downloadCall(server, tokens.alumno, {}), 400, 'Falta el campo "accountNumber"')
    await expectRefusal(await downloadCall(server, tokens.alumno, { accountNumber: ALUMNO, extra: true }), 400, 'No se reconoce el campo "extra"')
  })

  it('carries the UNITEC brand for a UNITEC account', async () => {
    const response = await downloadCall(server, tokens.alumno, { accountNumber: ACCOUNTS.alumnoUnitec }, 'unitec')
    const text = (await readPdf(new Uint8Array(await response.arrayBuffer()))).text.flat().join(' ')
    expect(text).toContain('UNITEC · Portal de alumnos')
  })
})

describe('who may ask for a change', () => {
  it('refuses a tutor, an administrative and a student writing for another account (403), and changes nothing', async () => {
    const married = { maritalStatus: 'CASADO' }
    const tutored = await fieldsWith(server, tokens.tutor, ACCOUNTS.tutoredUvm, married)
    await expectRefusal(await requestCall(server, tokens.tutor, tutored, pdf('acta.pdf')), 403, ONLY_THE_STUDENT)
    await expectRefusal(await requestCall(server, tokens.admin, await fieldsWith(server, tokens.admin, ALUMNO, married), pdf('acta.pdf')), 403, ONLY_THE_STUDENT)
    await expectRefusal(await requestCall(server, tokens.admin, await fieldsWith(server, tokens.admin, ACCOUNTS.adminUvm, married), pdf('acta.pdf')), 403, ONLY_THE_STUDENT)
    await expectRefusal(await requestCall(server, tokens.alumno, tutored, pdf('acta.pdf')), 403, OWN_ACCOUNTS_ONLY)
    expect((await personalOf(server, tokens.tutor, ACCOUNTS.tutoredUvm)).requests).toEqual([])
    expect((await mine()).requests).toHaveLength(1)
  })
})

describe('a change request', () => {
  it('needs the official document for a new marital status, then waits in review, one at a time, and applies once approved', async () => {
    await expectRefusal(await ask({ maritalStatus: 'CASADO' }), 400, DOCUMENT_REQUIRED)
    const sent = await okBody<PersonalInformation>(await ask({ maritalStatus: 'CASADO' }, pdf('Acta de matrimonio (copia).pdf')))
    expect(sent.record.maritalStatus).toBe('SOLTERO')
    expect(sent.requests[0]).toMatchObject({
      status: 'pending', changes: [{ field: 'maritalStatus', from: 'SOLTERO', to: 'CASADO' }], documentName: 'Acta de matrimonio _copia_.pdf', decidedAt: null,
    })
    await expectRefusal(await ask({ nationality: 'Española' }), 409, ONE_PENDING)

    const decided = await okBody<{ decided: { status: string } }>(await hook(server, 'decide', { accountNumber: ALUMNO }))
    expect(decided.decided.status).toBe('approved')
    const after = await mine()
    expect(after.record.maritalStatus).toBe('CASADO')
    expect(after.requests[0]).toMatchObject({ status: 'approved', reason: null })
    expect(after.requests[0]?.decidedAt).not.toBeNull()
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(sent.updatedAt))
  })

  it('takes a new nationality or place of birth without a document; an approved surname gives a new CURP', async () => {
    await okBody(await ask({ birthPlace: 'Jalisco', nationality: 'Mexicana' }))
    await okBody(await hook(server, 'decide', { accountNumber: ALUMNO, verdict: 'approve' }))
    const moved = (await mine()).record
    expect(moved.birthPlace).toBe('Jalisco')
    expect(moved.curp.slice(11, 13)).toBe('JC')

    await okBody(await ask({ paternalSurname: 'Fernández', maternalSurname: '' }, png('ine.png')))
    await okBody(await hook(server, 'decide', { accountNumber: ALUMNO }))
    const renamed = (await mine()).record
    expect(renamed).toMatchObject({ paternalSurname: 'Fernández', maternalSurname: null })
    expect(renamed.curp).toMatch(/^FEXV\d{6}MJCRXL[0A]\d$/)
    expect(v.safeParse(Curp, renamed.curp).success).toBe(true)
    // The account shows the new name wherever the portal names the student (selector, credential, search).
    const accountName = async () => {
      const user = await okBody<{ students: Array<{ accountNumber: string; fullName: string }> }>(
        await fetch(apiUrl(server.url, '/user/student'), { headers: { Authorization: `Bearer ${tokens.alumno}` } }),
      )
      return user.students.find((student) => student.accountNumber === ALUMNO)?.fullName
    }
    expect(await accountName()).toBe('Valeria Fernández')
    // Putting the seed back gives the account its seeded name again.
    await resetPersonal(server, ALUMNO)
    expect(await accountName()).toBe('Valeria Hernández Ruiz')
  })

  it('is turned down with its reason by the demo reviewer when the document says "rechazar", once it has waited', async () => {
    await okBody(await ask({ givenNames: 'Valeria Sofía' }, jpeg('acta-rechazar.jpg')))
    expect(server.backOffice.pass(new Date()).personal).toEqual([])
    const pass = server.backOffice.pass(new Date(Date.now() + server.options.demoReviewSeconds * 1000 + 1000))
    expect(pass.personal).toEqual([expect.objectContaining({ accountNumber: ALUMNO, status: 'rejected', reason: DOCUMENT_MISMATCH })])
    const after = await mine()
    expect(after.record.givenNames).toBe('Valeria')
    expect(after.requests[0]).toMatchObject({ status: 'rejected', reason: DOCUMENT_MISMATCH })
  })

  it('is decided by the hook with the verdict and reason given; the hook answers 409 with nothing pending', async () => {
    await okBody(await ask({ nationality: 'Española' }))
    const decided = await okBody<{ decided: { reason: string } }>(await hook(server, 'decide', { accountNumber: ALUMNO, verdict: 'reject', reason: 'Falta la carta de naturalización' }))
    expect(decided.decided.reason).toBe('Falta la carta de naturalización')
    expect((await hook(server, 'decide', { accountNumber: ALUMNO })).status).toBe(409)
    expect((await hook(server, 'reset', { accountNumber: '99999999' })).status).toBe(404)
  })

  it('refuses a request that changes nothing; spaces around or inside a name are not a change', async () => {
    await expectRefusal(await ask({}), 400, NOTHING_CHANGED)
    await expectRefusal(await ask({ givenNames: '  Valeria ', paternalSurname: 'Hernández  ' }), 400, NOTHING_CHANGED)
  })

  it('keeps the age between 10 and 120 years, with the rule’s sentence', async () => {
    await expectRefusal(await ask({ birthDate: yearsAgo(9) }), 400, PATTERN_MESSAGES_ES['age-min'])
    await expectRefusal(await ask({ birthDate: yearsAgo(121) }), 400, PATTERN_MESSAGES_ES['age-max'])
    await expectRefusal(await ask({ birthDate: '2001-02-30' }), 400, `El campo "birthDate" no es válido: ${PATTERN_MESSAGES_ES.date}`)
    const tenToday = await okBody<PersonalInformation>(await ask({ birthDate: yearsAgo(10) }))
    expect(tenToday.requests[0]?.changes).toEqual([{ field: 'birthDate', from: (await mine()).record.birthDate, to: yearsAgo(10) }])
  })

  it('checks every field with the shared patterns and answers in Spanish, never a crash', async () => {
    const invalid = (field: string, code: keyof typeof PATTERN_MESSAGES_ES) => `El campo "${field}" no es válido: ${PATTERN_MESSAGES_ES[code]}`
    await expectRefusal(await ask({ givenNames: 'Vale3ria' }), 400, invalid('givenNames', 'letters'))
    await expectRefusal(await ask({ paternalSurname: '   ' }), 400, invalid('paternalSurname', 'blank'))
    await expectRefusal(await ask({ nationality: '' }), 400, invalid('nationality', 'required'))
    await expectRefusal(await ask({ birthPlace: 'x'.repeat(251) }), 400, invalid('birthPlace', 'max-length').replace('{max}', '250'))
    await expectRefusal(await ask({ maritalStatus: 'COMPROMETIDO' }), 400, /^El campo "maritalStatus" no es válido: se esperaba "SOLTERO" o "CASADO"/)
    const fields = await fieldsWith(server, tokens.alumno, ALUMNO, {})
    const { birthPlace: _left, ...missing } = fields
    await expectRefusal(await requestCall(server, tokens.alumno, missing), 400, 'Falta el campo "birthPlace"')
    await expectRefusal(await requestCall(server, tokens.alumno, { ...fields, sex: 'H' }), 400, 'No se reconoce el campo "sex"')
    expect((await mine()).requests).toHaveLength(1)
  })

  it('takes a PDF, JPG or PNG document of at most 5 MB whose content is what its name says', async () => {
    const married = { maritalStatus: 'CASADO' }
    await expectRefusal(await ask(married, { ...png('acta.pdf') }), 400, 'El archivo no es del tipo que dice su nombre')
    await expectRefusal(await ask(married, { name: 'acta.docx', bytes: Buffer.from('PK\u0003\u0004 docx') }), 400, 'Archivo no soportado. Tipos válidos: pdf, jpg, jpeg, png')
    await expectRefusal(await ask(married, heavyPdf(5.1)), 400, 'El archivo no debe exceder 5 MB')
    expect((await mine()).requests).toHaveLength(1)
  })

  it('is sent once for one Idempotency-Key', async () => {
    const key = randomUUID()
    const fields = await fieldsWith(server, tokens.alumno, ALUMNO, { nationality: 'Española' })
    const first = await requestCall(server, tokens.alumno, fields, null, { key })
    const again = await requestCall(server, tokens.alumno, fields, null, { key })
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await mine()).requests.filter((r) => r.status === 'pending')).toHaveLength(1)
  })

  it('answers 404 for an account without a record', async () => {
    withDb(server, (db) => {
      db.prepare('DELETE FROM personal_requests WHERE account_number = ?').run(ALUMNO)
      db.prepare('DELETE FROM personal_information WHERE account_number = ?').run(ALUMNO)
    })
    await expectRefusal(await readCall(server, tokens.alumno, ALUMNO), 404, NO_RECORD)
    await expectRefusal(await downloadCall(server, tokens.alumno, { accountNumber: ALUMNO }), 404, NO_RECORD)
  })
})
