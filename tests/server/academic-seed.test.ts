import { DatabaseSync } from 'node:sqlite'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AcademicAdvance, AgendaEvent, AverageHistory, Credential, CumulativeAverage, CycleAverage, CyclesOffered, Degree, Enrollment,
  ReportCardCycles, Subject, SubjectStrip,
} from '../../src/contract/academic.ts'
import { agendaEventsOf } from '../../server/data/academic-agenda.ts'
import { credentialOf } from '../../server/data/academic-credentials.ts'
import {
  academicAdvanceOf, averageHistoryOf, cumulativeAverageOf, cycleAverageOf, degreeOf, enrollmentOf, reportCardCyclesOf,
} from '../../server/data/academic-progress.ts'
import { reportCardOf } from '../../server/data/academic-report.ts'
import { subjectStripOf, subjectsOf, cyclesOfferedOf } from '../../server/data/academic-subjects.ts'
import { isoDay, localDay, mondayOf } from '../../server/data/academic-time.ts'
import { SCHEMAS } from '../../server/db/schemas.ts'
import { reportCardPdf } from '../../server/pdf/report-card.ts'
import { currentTerm, termCode, CLASS_WEEKS } from '../../server/seed/academic-terms.ts'
import { runSeeds } from '../../server/seed/index.ts'
import { ACCOUNTS, SEED_STUDENTS } from '../../server/seed/students.ts'
import { readPdf } from './pdf-reader.ts'

const ACADEMIC_TABLES = ['academic_careers', 'plan_subjects', 'academic_terms', 'student_subjects', 'subject_activities', 'credentials', 'agenda_events']

function seeded(now: Date): DatabaseSync {
  const db = new DatabaseSync(':memory:')
  for (const schema of SCHEMAS) db.exec(schema)
  runSeeds(db, { now, timeZone: 'America/Mexico_City' })
  return db
}

const dump = (db: DatabaseSync) => Object.fromEntries(ACADEMIC_TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]))

const CAREERS = SEED_STUDENTS.flatMap((s) => s.careers.map((c) => ({ accountNumber: s.accountNumber, cvProgram: c.cvProgram, enrolled: c.enrolled })))

/** Every answer the academic calls give for one career, checked against the contract. */
function answers(db: DatabaseSync, accountNumber: string, cvProgram: string, now: Date) {
  const monday = mondayOf(localDay(now))
  const parse = <S extends v.GenericSchema>(schema: S, value: unknown) => v.parse(schema, value)
  return {
    credential: parse(Credential, credentialOf(db, accountNumber, cvProgram, now)),
    enrolled: parse(v.array(Subject), subjectsOf(db, accountNumber, cvProgram, 'enrolled')),
    history: parse(v.array(Subject), subjectsOf(db, accountNumber, cvProgram, 'history')),
    plan: parse(CyclesOffered, cyclesOfferedOf(db, accountNumber, cvProgram)),
    advance: parse(AcademicAdvance, academicAdvanceOf(db, accountNumber, cvProgram)),
    cycleAverage: parse(v.optional(CycleAverage), cycleAverageOf(db, accountNumber, cvProgram)),
    averageHistory: parse(AverageHistory, averageHistoryOf(db, accountNumber, cvProgram)),
    average: parse(v.optional(CumulativeAverage), cumulativeAverageOf(db, accountNumber, cvProgram)),
    degree: parse(Degree, degreeOf(db, accountNumber, cvProgram)),
    enrollment: parse(Enrollment, enrollmentOf(db, accountNumber, cvProgram)),
    reportCards: parse(ReportCardCycles, reportCardCyclesOf(db, accountNumber, cvProgram)),
    strip: parse(SubjectStrip, subjectStripOf(db, accountNumber, cvProgram)),
    week: parse(v.array(AgendaEvent), agendaEventsOf(db, accountNumber, cvProgram, monday, monday + 6, 'classes')),
  }
}

describe('the academic seed is deterministic', () => {
  const now = new Date('2026-03-18T17:25:00Z')

  it('gives the same rows, answers and documents for the same creation time', async () => {
    const first = seeded(now)
    const second = seeded(now)
    expect(dump(second)).toEqual(dump(first))
    for (const career of CAREERS.slice(0, 8)) {
      expect(answers(second, career.accountNumber, career.cvProgram, now)).toEqual(answers(first, career.accountNumber, career.cvProgram, now))
    }
    const card = (db: DatabaseSync) => reportCardOf(db, ACCOUNTS.alumnoUvm, 'LPSI-18', '2025-2')
    const generatedAt = new Date('2026-03-19T10:00:00Z')
    const [a, b] = [card(first), card(second)]
    if (!a || !b) throw new Error('report card 2025-2 missing')
    expect((await reportCardPdf(b, generatedAt)).equals(await reportCardPdf(a, generatedAt))).toBe(true)
    // The code secret is per database, on purpose.
    const secret = (db: DatabaseSync) => db.prepare("SELECT value FROM meta WHERE key LIKE 'academic:%'").get()
    expect(secret(first)).not.toEqual(secret(second))
  })

  it('moves with the creation time', () => {
    const later = seeded(new Date('2026-09-10T17:25:00Z'))
    expect(answers(later, ACCOUNTS.alumnoUvm, 'LPSI-18', now).enrollment.cycle).toBe('2026-2')
    expect(answers(seeded(now), ACCOUNTS.alumnoUvm, 'LPSI-18', now).enrollment.cycle).toBe('2026-1')
  })
})

// Around the turns of the cycles and the year, in Mexico City, and a leap day.
const MOMENTS = [
  '2026-01-01T06:30:00Z', '2026-01-07T18:00:00Z', '2026-05-31T23:00:00Z', '2026-06-30T23:59:00Z', '2026-07-01T06:00:00Z',
  '2026-08-03T15:00:00Z', '2026-12-24T20:00:00Z', '2028-02-29T12:00:00Z', '2025-08-18T15:00:00Z',
]

describe.each(MOMENTS)('seeded at %s', (iso) => {
  const now = new Date(iso)
  const cycle = termCode(currentTerm(localDay(now)).term)
  let db: DatabaseSync
  beforeAll(() => {
    db = seeded(now)
  })
  afterAll(() => db.close())

  it('answers every career within the contract, with this week\'s classes for the enrolled ones', () => {
    for (const career of CAREERS) {
      const a = answers(db, career.accountNumber, career.cvProgram, now)
      expect(a.advance.approvedSubjects + a.advance.studyingSubjects + a.advance.failedSubjects + a.advance.pendingSubjects).toBe(a.advance.totalSubjects)
      if (career.enrolled) {
        expect(a.week.length, `${career.accountNumber} ${career.cvProgram}`).toBeGreaterThan(0)
        expect(a.enrolled.every((s) => s.cycle === cycle)).toBe(true)
        expect(a.strip.cycle).toBe(cycle)
        expect(a.reportCards[0]?.cycle).toBe(cycle)
      } else {
        expect(a.week).toEqual([])
        expect(a.enrolled).toEqual([])
        expect(a.enrollment.status).not.toBe('INSCRITO')
      }
    }
  })

  it('keeps the documented cases', () => {
    const lpsi = answers(db, ACCOUNTS.alumnoUvm, 'LPSI-18', now)
    expect(new Set(lpsi.enrolled.map((s) => s.status))).toEqual(new Set(['CURSANDO', 'INSCRITA', 'INSCRITO', 'BAJA']))
    const absences = lpsi.enrolled.flatMap((s) => (s.attendance ? [s.attendance.absences - s.attendance.maxAbsences] : []))
    expect(absences).toEqual(expect.arrayContaining([-1, 0, 2]))
    expect(lpsi.week.some((e) => e.subjectCode === 'PSI-602' && e.onlineClassroomUrl?.startsWith('https://'))).toBe(true)
    expect(lpsi.credential.status).toBe('VIGENTE')
    expect(answers(db, ACCOUNTS.alumnoUvm2, 'MEDU-22', now).credential.status).toBe('VENCIDA')
    expect(answers(db, '010301003', 'LPSI-18', now).credential.status).toBe('INACTIVA')
    const lped = answers(db, ACCOUNTS.alumnoUvm, 'LPED-18', now)
    expect([lped.cycleAverage, lped.average]).toEqual([undefined, undefined])
    expect(answers(db, ACCOUNTS.tutoredUvm2, 'PREP-UVM', now).average).toBeUndefined()
  })

  it('fills the semester with a few hundred events', () => {
    const { start } = currentTerm(localDay(now))
    const count = (part: 'classes' | 'others') => agendaEventsOf(db, ACCOUNTS.alumnoUvm, 'LPSI-18', start - 21, start + CLASS_WEEKS * 7 + 6, part).length
    expect(count('classes') + count('others')).toBeGreaterThanOrEqual(300)
    expect(isoDay(start) <= isoDay(localDay(now))).toBe(true)
  })

  it('renders the master\'s degree report card of the last completed cycle past ten pages', async () => {
    const previous = reportCardCyclesOf(db, ACCOUNTS.alumnoUvm2, 'MEDU-22')[1]
    const card = previous && reportCardOf(db, ACCOUNTS.alumnoUvm2, 'MEDU-22', previous.cycle)
    if (!card) throw new Error('no completed cycle')
    const read = await readPdf(await reportCardPdf(card, now))
    expect(read.pages).toBeGreaterThanOrEqual(10)
  })
})
