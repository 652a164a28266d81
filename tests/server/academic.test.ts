import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AcademicAdvance, AgendaEvent, AverageHistory, Credential, CredentialCode, CumulativeAverage, CycleAverage, CyclesOffered, Degree,
  Enrollment, ReportCardCycles, Subject, SubjectStrip,
} from '../../src/contract/academic.ts'
import { Menu } from '../../src/contract/user.ts'
import { verifyCredentialCode } from '../../server/data/academic-credentials.ts'
import { dayParts, instantAt, isoDay, localDay, parseIsoDay } from '../../server/data/academic-time.ts'
import { DATABASE_FILE } from '../../server/db/database.ts'
import { currentTerm, CLASS_WEEKS } from '../../server/seed/academic-terms.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { academicRequest, currentCycle, thisWeek, type AcademicEndpoint, type Extra, type Selection } from './academic-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer()
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())

const LPSI: Selection = { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18', campusId: 'COY', portal: 'uvm' }
const LPED: Selection = { ...LPSI, cvProgram: 'LPED-18' }
const MEDU: Selection = { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', campusId: 'ONL', portal: 'uvm' }
const ISC: Selection = { accountNumber: ACCOUNTS.alumnoUnitec, cvProgram: 'ISC-20', campusId: 'SUR', portal: 'unitec' }
const PREP: Selection = { accountNumber: ACCOUNTS.tutoredUvm2, cvProgram: 'PREP-UVM', campusId: 'COY', portal: 'uvm' }
const INACTIVE: Selection = { accountNumber: '010301003', cvProgram: 'LPSI-18', campusId: 'TLA', portal: 'uvm' }

async function call(name: AcademicEndpoint, selection: Selection, extra: Extra = {}, user: DemoUsername = 'alumno'): Promise<Response> {
  const request = academicRequest(name, selection, extra)
  return api(server.url, tokens[user], request.path, request.query)
}

async function get<S extends v.GenericSchema>(schema: S, name: AcademicEndpoint, selection: Selection, extra: Extra = {}, user: DemoUsername = 'alumno'): Promise<v.InferOutput<S>> {
  const response = await call(name, selection, extra, user)
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(200)
  return v.parse(schema, body)
}

async function expectNotFound(name: AcademicEndpoint, selection: Selection, user: DemoUsername = 'alumno'): Promise<string> {
  const response = await call(name, selection, {}, user)
  expect(response.status).toBe(404)
  const { message } = (await response.json()) as { message: string }
  expect(message).toEqual(expect.any(String))
  return message
}

const Events = v.array(AgendaEvent)
const Subjects = v.array(Subject)

function withDb<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE), { readOnly: true })
  try {
    return work(db)
  } finally {
    db.close()
  }
}

describe('credential', () => {
  it('is valid for alumno, with the approved photo and the selected career', async () => {
    const card = await get(Credential, 'credential', LPSI)
    expect(card).toMatchObject({
      status: 'VIGENTE', accountNumber: ACCOUNTS.alumnoUvm, fullName: 'Valeria Hernández Ruiz', businessLine: 'UVM Licenciatura',
      campusCode: 'COY', campusName: 'Campus Coyoacán', programName: 'Licenciatura en Psicología',
    })
    expect(card.photo).toMatch(/^data:image\//)
    expect(card.expirationDate >= isoDay(localDay(new Date()))).toBe(true)
    // The UNITEC account's photo was rejected: the card shows initials.
    expect((await get(Credential, 'credential', ISC)).photo).toBeNull()
  })

  it('is expired (VENCIDA) for the online master\'s degree account and has no QR code', async () => {
    const card = await get(Credential, 'credential', MEDU)
    expect(card.status).toBe('VENCIDA')
    expect(card.expirationDate < isoDay(localDay(new Date()))).toBe(true)
    expect(await expectNotFound('credentialCode', MEDU)).toMatch(/no está vigente/)
  })

  it('is inactive (INACTIVA) for an account with no enrolled career', async () => {
    expect((await get(Credential, 'credential', INACTIVE, {}, 'admin')).status).toBe('INACTIVA')
    expect(await expectNotFound('credentialCode', INACTIVE, 'admin')).toMatch(/INACTIVA/)
  })

  it('gives the same signed QR code until the expiration day ends', async () => {
    const first = await get(CredentialCode, 'credentialCode', LPSI)
    const second = await get(CredentialCode, 'credentialCode', LPSI)
    expect(second).toEqual(first)
    const card = await get(Credential, 'credential', LPSI)
    expect(first.expiresAt).toBe(instantAt((parseIsoDay(card.expirationDate) ?? 0) + 1, 0).toISOString())
    withDb((db) => {
      expect(verifyCredentialCode(db, first.code, new Date())).toBe(ACCOUNTS.alumnoUvm)
      expect(verifyCredentialCode(db, first.code, new Date(Date.parse(first.expiresAt) + 1000))).toBeNull()
      const [version, payload, signature = ''] = first.code.split('.')
      const forged = Buffer.from(`${ACCOUNTS.adminUvm}.${Date.parse(first.expiresAt) / 1000}`).toString('base64url')
      expect(verifyCredentialCode(db, `${version}.${forged}.${signature}`, new Date())).toBeNull()
      expect(verifyCredentialCode(db, `${version}.${payload}.${signature.slice(1)}x`, new Date())).toBeNull()
    })
  })
})

describe('agenda', () => {
  it('has this week\'s classes in the schedule and the other calendars in the calendar', async () => {
    const classes = await get(Events, 'schedule', LPSI)
    const others = await get(Events, 'calendar', LPSI)
    expect(classes.length).toBeGreaterThan(10)
    expect(new Set(classes.map((e) => e.calendar))).toEqual(new Set(['classes']))
    expect(others.every((e) => e.calendar !== 'classes')).toBe(true)
    for (const e of classes) {
      expect(e.allDay).toBe(false)
      expect(e.teacher).toBeTruthy()
      expect(e.location).toBeTruthy()
      expect(e.subjectCode).toMatch(/^PSI-\d{3}$/)
    }
  })

  it('meets Neuropsicología (PSI-602) in an online classroom', async () => {
    const online = (await get(Events, 'schedule', LPSI)).filter((e) => e.onlineClassroomUrl !== null)
    expect(online.length).toBeGreaterThan(0)
    for (const e of online) {
      expect(e.subjectCode).toBe('PSI-602')
      expect(e.title).toBe('Neuropsicología')
      expect(e.location).toBe('Aula virtual')
      expect(new URL(e.onlineClassroomUrl ?? '').protocol).toBe('https:')
    }
  })

  it('fills a whole semester with a few hundred events of every calendar', async () => {
    const { start } = currentTerm(localDay(new Date()))
    const range = { from: isoDay(start - 21), to: isoDay(start + CLASS_WEEKS * 7 + 6) }
    const classes = await get(Events, 'schedule', LPSI, range)
    const others = await get(Events, 'calendar', LPSI, range)
    expect(classes.length + others.length).toBeGreaterThanOrEqual(300)
    const calendars = new Set(others.map((e) => e.calendar))
    for (const calendar of ['exams', 'school', 'holidays', 'payments']) expect(calendars).toContain(calendar)
    const exams = others.filter((e) => e.calendar === 'exams')
    expect(exams.map((e) => e.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^Examen parcial 1: /), expect.stringMatching(/^Examen final: /)]))
  })

  it('answers only events that overlap the requested days, sorted by start', async () => {
    const week = thisWeek()
    const rangeStart = instantAt(parseIsoDay(week.from) ?? 0, 0).getTime()
    const rangeEnd = instantAt((parseIsoDay(week.to) ?? 0) + 1, 0).getTime()
    for (const events of [await get(Events, 'schedule', ISC), await get(Events, 'calendar', LPSI)]) {
      for (const e of events) {
        expect(Date.parse(e.start)).toBeLessThan(rangeEnd)
        expect(Date.parse(e.end)).toBeGreaterThan(rangeStart)
        expect(Date.parse(e.end)).toBeGreaterThan(Date.parse(e.start))
      }
      const starts = events.map((e) => Date.parse(e.start))
      expect(starts).toEqual([...starts].sort((a, b) => a - b))
    }
    const day = week.from
    const oneDay = await get(Events, 'schedule', LPSI, { from: day, to: day })
    for (const e of oneDay) expect(isoDay(localDay(new Date(e.start)))).toBe(day)
  })

  it('has the holidays and tuition deadlines of the whole year, as all-day events from midnight in Mexico City', async () => {
    const { year } = dayParts(localDay(new Date()))
    const events = await get(Events, 'calendar', LPSI, { from: `${year}-01-01`, to: `${year}-12-31` })
    const holidays = events.filter((e) => e.calendar === 'holidays')
    expect(holidays.map((e) => e.title)).toEqual(expect.arrayContaining(['Año Nuevo', 'Día de la Independencia', 'Navidad']))
    expect(events.filter((e) => e.calendar === 'payments' && e.title.startsWith('Colegiatura'))).toHaveLength(12)
    for (const e of events.filter((e) => e.allDay)) {
      const first = localDay(new Date(e.start))
      expect(instantAt(first, 0).toISOString()).toBe(e.start)
      expect(instantAt(localDay(new Date(e.end)), 0).toISOString()).toBe(e.end)
    }
    const newYear = holidays.find((e) => e.title === 'Año Nuevo')
    expect(newYear).toMatchObject({ start: instantAt(parseIsoDay(`${year}-01-01`) ?? 0, 0).toISOString(), allDay: true })
  })

  it('has no classes for a career the student is not enrolled in, but still the school calendar', async () => {
    const { start } = currentTerm(localDay(new Date()))
    const range = { from: isoDay(start), to: isoDay(start + CLASS_WEEKS * 7) }
    expect(await get(Events, 'schedule', LPED, range)).toEqual([])
    const calendars = new Set((await get(Events, 'calendar', LPED, range)).map((e) => e.calendar))
    expect(calendars).toContain('school')
    expect(calendars).not.toContain('payments')
  })

  it('gives a tutor the classes of a linked student', async () => {
    const tutored: Selection = { accountNumber: ACCOUNTS.tutoredUvm, cvProgram: 'IIS-19', campusId: 'SRA', portal: 'uvm' }
    expect((await get(Events, 'schedule', tutored, {}, 'tutor')).length).toBeGreaterThan(0)
  })
})

/** Attendance level as spec §4 names them, by absences against the maximum allowed. */
function level({ absences, maxAbsences }: { absences: number; maxAbsences: number }): string {
  if (absences > maxAbsences) return 'overdue'
  if (absences === maxAbsences) return 'failed'
  if (absences === maxAbsences - 1) return 'warning'
  return absences === 0 ? 'excellent' : 'medium'
}

describe('subjects', () => {
  it.each([['UVM', LPSI], ['UNITEC', ISC]] as const)('shows every enrolled status and attendance level (%s)', async (_brand, selection) => {
    const enrolled = await get(Subjects, 'subjects', selection)
    expect(new Set(enrolled.map((s) => s.status))).toEqual(new Set(['CURSANDO', 'INSCRITA', 'INSCRITO', 'BAJA']))
    expect(enrolled.every((s) => s.cycle === currentCycle())).toBe(true)
    const attended = enrolled.filter((s) => s.status !== 'BAJA')
    expect(new Set(attended.map((s) => level(s.attendance ?? { absences: -1, maxAbsences: 0 })))).toEqual(new Set(['excellent', 'medium', 'warning', 'failed', 'overdue']))
    for (const s of attended) {
      expect(s.grades.map((g) => g.period)).toEqual(['Parcial 1', 'Parcial 2', 'Final'])
      expect(s.grades[0]?.grade).toEqual(expect.any(Number))
      expect(s.grades[2]?.grade).toBeNull()
      expect(s.finalGrade).toBeNull()
      expect(s.attendance?.absences).toBeLessThanOrEqual(s.attendance?.sessions ?? 0)
    }
    expect(enrolled.find((s) => s.status === 'BAJA')?.attendance).toBeNull()
  })

  it('keeps the history of earlier cycles with final grades, passed and failed', async () => {
    const history = await get(Subjects, 'subjects', LPSI, { type: 'history' })
    expect(new Set(history.map((s) => s.status))).toEqual(new Set(['APROBADA', 'APROBADO', 'REPROBADA', 'REPROBADO']))
    for (const s of history) {
      expect(s.finalGrade).toEqual(expect.any(Number))
      expect(s.cycle < currentCycle()).toBe(true)
      expect((s.finalGrade ?? 0) >= 6).toBe(s.status.startsWith('APROBAD'))
      expect(s.attendance).toBeNull()
    }
    const cycles = history.map((s) => s.cycle)
    expect(cycles).toEqual([...cycles].sort().reverse())
  })

  it('lays the plan out in nine cycles, agreeing with the subject lists', async () => {
    const plan = await get(CyclesOffered, 'cyclesOffered', LPSI)
    expect(plan.planCode).toBe('LPSI-2018')
    expect(plan.cycles.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    const statuses = new Set(plan.cycles.flatMap((c) => c.subjects.map((s) => s.status)))
    for (const status of ['APROBADA', 'APROBADO', 'REPROBADA', 'CURSANDO', 'INSCRITA', 'INSCRITO', 'BAJA', 'PENDIENTE', 'PENDIENTE_SUBJECT']) {
      expect(statuses).toContain(status)
    }
    const enrolled = await get(Subjects, 'subjects', LPSI)
    const inPlan = new Map(plan.cycles.flatMap((c) => c.subjects.map((s) => [s.code, s.status] as const)))
    for (const s of enrolled) expect(inPlan.get(s.code)).toBe(s.status)
  })

  it('has a strip of the current cycle without the dropped subject', async () => {
    const strip = await get(SubjectStrip, 'subjectStrip', LPSI)
    const enrolled = await get(Subjects, 'subjects', LPSI)
    expect(strip.cycle).toBe(currentCycle())
    expect(strip.subjects.map((s) => s.code).sort()).toEqual(enrolled.filter((s) => s.status !== 'BAJA').map((s) => s.code).sort())
    for (const s of strip.subjects) {
      expect(s.sessions.length).toBeGreaterThan(0)
      for (const session of s.sessions) expect(session.weekday).toBeLessThanOrEqual(6)
    }
    const none = await get(SubjectStrip, 'subjectStrip', LPED)
    expect(none.subjects).toEqual([])
    expect(await expectNotFound('subjectStripPdf', LPED)).toMatch(/materias inscritas/)
  })
})

describe('academic progress', () => {
  it('counts credits and subjects consistently with the plan', async () => {
    const advance = await get(AcademicAdvance, 'academicAdvance', LPSI)
    const plan = await get(CyclesOffered, 'cyclesOffered', LPSI)
    const subjects = plan.cycles.flatMap((c) => c.subjects)
    const approved = subjects.filter((s) => s.status === 'APROBADA' || s.status === 'APROBADO')
    expect(advance.totalSubjects).toBe(subjects.length)
    expect(advance.approvedSubjects).toBe(approved.length)
    expect(advance.failedSubjects).toBe(1)
    expect(advance.approvedSubjects + advance.studyingSubjects + advance.failedSubjects + advance.pendingSubjects).toBe(advance.totalSubjects)
    expect(advance.earnedCredits).toBe(approved.reduce((sum, s) => sum + s.credits, 0))
    expect(advance.percentage).toBeCloseTo((advance.earnedCredits / advance.totalCredits) * 100, 1)
    const average = await get(CumulativeAverage, 'average', LPSI)
    expect(average.approvedSubjects).toBe(advance.approvedSubjects)
  })

  it('averages the current cycle and each earlier one', async () => {
    const current = await get(CycleAverage, 'advanceAverage', LPSI)
    expect(current.cycle).toBe(currentCycle())
    const history = await get(AverageHistory, 'averageHistory', LPSI)
    expect(history.at(-1)).toEqual(current)
    expect(history).toHaveLength(6)
    const cycles = history.map((h) => h.cycle)
    expect(cycles).toEqual([...cycles].sort())
  })

  it('answers 404 with a message while there is no average yet', async () => {
    expect(await expectNotFound('advanceAverage', LPED)).toMatch(/promedio/)
    expect(await expectNotFound('average', LPED)).toMatch(/promedio/)
    expect(await get(AverageHistory, 'averageHistory', LPED)).toEqual([])
    // A first-cycle student: a running average, no cumulative one.
    expect((await get(CycleAverage, 'advanceAverage', PREP, {}, 'tutor')).cycle).toBe(currentCycle())
    expect(await expectNotFound('average', PREP, 'tutor')).toMatch(/promedio/)
  })

  it('describes the degree and the enrollment', async () => {
    expect(await get(Degree, 'degree', LPSI)).toMatchObject({
      programName: 'Licenciatura en Psicología', planCode: 'LPSI-2018', level: 'Licenciatura', modality: 'Presencial', totalCycles: 9, currentCycle: 6,
    })
    const enrollment = await get(Enrollment, 'enrollment', LPSI)
    expect(enrollment).toMatchObject({ status: 'INSCRITO', cycle: currentCycle() })
    expect(enrollment.enrolledAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(await get(Enrollment, 'enrollment', LPED)).toEqual({ status: 'NO_INSCRITO', cycle: currentCycle(), enrolledAt: null })
  })
})

describe('report cards', () => {
  it('lists the current cycle and every completed one, newest first', async () => {
    const cycles = await get(ReportCardCycles, 'reportCardCycles', LPSI)
    expect(cycles[0]?.cycle).toBe(currentCycle())
    expect(cycles).toHaveLength(6)
    expect(cycles.map((c) => c.cycle)).toEqual([...cycles.map((c) => c.cycle)].sort().reverse())
    expect(cycles.every((c) => /^(Enero–junio|Julio–diciembre) \d{4}$/.test(c.name))).toBe(true)
  })

  it('answers 404 for a cycle the student has no report card for', async () => {
    const response = await call('reportCardPdf', LPSI, { cycle: '2001-1' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'No hay boleta del ciclo 2001-1 para esta carrera' })
    expect((await call('reportCardPdf', LPED)).status).toBe(404)
  })
})

describe('menus of the academic screens', () => {
  const routes = async (user: DemoUsername) => v.parse(Menu, await (await api(server.url, tokens[user], '/user/menu/email')).json())

  it('gives the tutor and the administrative the academic entries, in order', async () => {
    const tutor = await routes('tutor')
    expect(tutor.map((m) => m.route)).toEqual(expect.arrayContaining(['/agenda', '/subjects', '/credential', '/subject-strip', '/academic-progress', '/report-card']))
    const admin = await routes('admin')
    expect(admin.map((m) => m.name)).toEqual(expect.arrayContaining(['Avance académico', 'Agenda', 'Materias', 'Boleta', 'Credencial digital', 'Tira de materias']))
    expect(admin[1]?.route).toBe('/find-student')
    for (const menu of [tutor, admin]) expect(menu.map((m) => m.order)).toEqual([...menu.map((m) => m.order)].sort((a, b) => a - b))
  })

  it('lets the administrative read the academic services', async () => {
    for (const serviceId of ['2', '3', '4', '5', '13', '14']) {
      const actions = await (await api(server.url, tokens.admin, '/catalogs/service/action', { serviceId })).json()
      expect(actions).toMatchObject({ Lectura: true, Editar: false })
    }
  })
})
