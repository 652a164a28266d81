import { randomBytes } from 'node:crypto'
import { CREDENTIAL_SECRET_KEY } from '../data/academic-credentials.ts'
import { insert, one, type Db } from '../db/sql.ts'
import { agendaOf, type EventRecord } from './academic-agenda.ts'
import { planFor } from './academic-plans.ts'
import { careerRecord, type CareerRecord } from './academic-records.ts'
import { shiftTerm, termCode, termName, type Term } from './academic-terms.ts'
import { dayOf, isoDay, localDay } from '../data/academic-time.ts'
import type { SeedContext } from './context.ts'
import { SEED_STUDENTS } from './students.ts'

function writePlan(db: Db, cvProgram: string): void {
  const plan = planFor(cvProgram)
  if (one(db, 'SELECT 1 AS found FROM plan_subjects WHERE plan_code = ?', plan.planCode)) return
  plan.cycles.forEach((cycle, c) => cycle.forEach((subject, position) => {
    insert(db, 'plan_subjects', { plan_code: plan.planCode, cycle_number: c + 1, position, ...subject })
  }))
}

function writeCareer(db: Db, record: CareerRecord): void {
  const { student, career, plan, terms, school, enrollment } = record
  const keys = { account_number: student.accountNumber, cv_program: career.cvProgram }
  insert(db, 'academic_careers', {
    ...keys,
    plan_code: plan.planCode,
    start_cycle: termCode(record.startTerm),
    expected_end_cycle: termCode(shiftTerm(record.startTerm, plan.cycles.length - 1)),
    total_cycles: plan.cycles.length,
    current_cycle: record.currentCycle,
    enrollment_status: enrollment.status,
    enrollment_cycle: enrollment.cycle,
    enrolled_at: enrollment.enrolledAt,
    school_cycle: termCode(school.term),
    school_cycle_name: termName(school.term),
  })
  terms.forEach((t, position) => {
    const cycle = termCode(t.term)
    insert(db, 'academic_terms', { ...keys, cycle, name: termName(t.term), position, plan_cycle: t.planCycle, current: t.current ? 1 : 0 })
    t.subjects.forEach((s, index) => {
      const id = insert(db, 'student_subjects', {
        ...keys, cycle, position: index, code: s.code, name: s.name, credits: s.credits, status: s.status,
        group_code: s.group, teacher: s.teacher, classroom: s.classroom, grades: JSON.stringify(s.grades), final_grade: s.finalGrade,
        sessions: JSON.stringify(s.sessions), online_url: s.onlineUrl,
        attended_sessions: s.attendance?.sessions ?? null, absences: s.attendance?.absences ?? null, max_absences: s.attendance?.maxAbsences ?? null,
      })
      s.activities.forEach((a, i) => insert(db, 'subject_activities', {
        subject_id: id, position: i, period: a.period, week: a.week, name: a.name, due_date: isoDay(a.dueDate), weight: a.weight, grade: a.grade,
      }))
    })
  })
}

function writeEvents(db: Db, record: CareerRecord, events: EventRecord[]): void {
  for (const e of events) {
    insert(db, 'agenda_events', {
      id: e.id, account_number: record.student.accountNumber, cv_program: record.career.cvProgram, calendar: e.calendar,
      title: e.title, description: e.description, starts_at: e.start, ends_at: e.end, all_day: e.allDay ? 1 : 0,
      location: e.location, teacher: e.teacher, subject_code: e.subjectCode, online_url: e.onlineUrl,
    })
  }
}

const lastDayOf = (term: Term) => (term.half === 1 ? dayOf(term.year, 6, 30) : dayOf(term.year, 12, 31))

/**
 * A valid credential lasts a month past the end of the current cycle; an expired one ended with
 * the previous cycle; an account with no enrolled career keeps the date of its last cycle.
 */
function expirationOf(records: CareerRecord[]): string | null {
  const [first] = records
  if (!first) return null
  const school = first.school.term
  if (records.some((r) => r.career.enrolled)) {
    if (records.some((r) => r.standing.credentialExpired)) return isoDay(lastDayOf(shiftTerm(school, -1)))
    return isoDay(school.half === 1 ? dayOf(school.year, 7, 31) : dayOf(school.year + 1, 1, 31))
  }
  const studied = records.flatMap((r) => r.terms.map((t) => t.term)).sort((a, b) => a.year * 2 + a.half - (b.year * 2 + b.half))
  return isoDay(lastDayOf(studied.at(-1) ?? shiftTerm(school, -1)))
}

/** Plans, cycles, subjects, grades, agenda and credentials of every seeded student account. */
export function seedAcademic(db: Db, { now }: SeedContext): void {
  const today = localDay(now)
  for (const student of SEED_STUDENTS) {
    const records = student.careers.map((career) => careerRecord(student, career, today))
    for (const record of records) {
      writePlan(db, record.career.cvProgram)
      // The agenda settles attendance (sessions held so far), so it comes before the subjects.
      const events = agendaOf(record, now)
      writeCareer(db, record)
      writeEvents(db, record, events)
    }
    const expiration = expirationOf(records)
    if (expiration) insert(db, 'credentials', { account_number: student.accountNumber, expiration_date: expiration })
  }
  if (!one(db, 'SELECT value FROM meta WHERE key = ?', CREDENTIAL_SECRET_KEY)) {
    insert(db, 'meta', { key: CREDENTIAL_SECRET_KEY, value: randomBytes(32).toString('base64url') })
  }
}
