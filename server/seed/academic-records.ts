import type { Enrollment, SubjectDisplayStatus } from '../../src/contract/academic.ts'
import type { Career } from '../../src/contract/user.ts'
import { gradeSubject, type ActivityRecord } from './academic-grades.ts'
import { ONLINE_CLASSROOM, classroomFor, groupFor, onlineClassroomUrl, teacherFor, timetable, type Shift } from './academic-people.ts'
import { isMasculine, planFor, type PlanDef, type PlanSubjectDef } from './academic-plans.ts'
import { between, indexFor, unit } from './academic-random.ts'
import { standingOf, type Standing } from './academic-standing.ts'
import { currentTerm, EXAM_WEEKS, nominalStart, PERIODS, shiftTerm, termCode, type CurrentTerm, type Period, type Term } from './academic-terms.ts'
import type { WeeklySession } from '../data/academic-subjects.ts'
import { isoDay, type Day } from '../data/academic-time.ts'
import type { SeedStudent } from './students.ts'

export type AttendanceLevel = 'excellent' | 'medium' | 'warning' | 'failed' | 'overdue'

export interface SubjectRecord extends PlanSubjectDef {
  planCycle: number
  status: SubjectDisplayStatus
  group: string
  teacher: string
  classroom: string | null
  onlineUrl: string | null
  sessions: WeeklySession[]
  activities: ActivityRecord[]
  grades: ReturnType<typeof gradeSubject>['grades']
  finalGrade: number | null
  /** Enrolled subjects: how absent the student should be; `low` is a few absences at most. */
  attendanceLevel: AttendanceLevel | 'low' | null
  attendance: { sessions: number; absences: number; maxAbsences: number } | null
}

export interface TermRecord {
  term: Term
  planCycle: number
  current: boolean
  /** Monday of the first class week. */
  start: Day
  subjects: SubjectRecord[]
}

export interface CareerRecord {
  student: SeedStudent
  career: Career
  plan: PlanDef
  standing: Standing
  school: CurrentTerm
  startTerm: Term
  terms: TermRecord[]
  /** Plan cycle the student is in (or was last in, or would start in). */
  currentCycle: number
  enrollment: Enrollment
}

// Careers without listed failures fail about one subject in twenty.
const RANDOM_FAIL_RATE = 0.05

interface CurrentPlan {
  status: 'CURSANDO' | 'INSCRITA' | 'BAJA'
  level: AttendanceLevel | null
  online?: boolean
  struggling?: boolean
}

/** Enrolled subjects of a showcase career, by position in the plan cycle. */
const SHOWCASE: CurrentPlan[] = [
  { status: 'CURSANDO', level: 'excellent' },
  { status: 'INSCRITA', level: 'medium', online: true },
  { status: 'CURSANDO', level: 'failed' },
  { status: 'BAJA', level: null },
  { status: 'CURSANDO', level: 'overdue', struggling: true },
  { status: 'INSCRITA', level: 'warning' },
]

function agreed(status: 'APROBADA' | 'REPROBADA' | 'INSCRITA', name: string): SubjectDisplayStatus {
  if (!isMasculine(name)) return status
  return status === 'APROBADA' ? 'APROBADO' : status === 'REPROBADA' ? 'REPROBADO' : 'INSCRITO'
}

const shiftOf = (career: Career): Shift =>
  career.modality === 'Presencial' && career.level !== 'Maestría' ? 'morning' : 'evening'

interface Taken {
  subject: PlanSubjectDef
  planCycle: number
  slot: number
  retake: boolean
}

function failsAt(standing: Standing, key: string, cycle: number, slot: number): 'next' | 'later' | null {
  if (standing.failures) return standing.failures.find((f) => f.cycle === cycle && f.slot === slot)?.retake ?? null
  return unit(`${key}:fail`) < RANDOM_FAIL_RATE ? 'next' : null
}

interface TermContext {
  student: SeedStudent
  career: Career
  standing: Standing
  careerKey: string
  ability: number
  /** Online programs: every class in the online classroom, weekly activities. */
  online: boolean
  school: CurrentTerm
  term: Term
  planCycle: number
  start: Day
}

function subjectBase(c: TermContext, t: Taken) {
  const key = `${c.careerKey}:${termCode(c.term)}:${t.subject.code}`
  const group = groupFor(c.career.campusCode, t.planCycle, `${key}:group`)
  return { key, group, teacher: teacherFor(`${c.career.campusCode}:${t.subject.code}`) }
}

/** A subject of a finished cycle: graded in full, passed or failed (and then maybe retaken). */
function pastSubject(c: TermContext, t: Taken, retakes: Taken[]): SubjectRecord {
  const { key, group, teacher } = subjectBase(c, t)
  const fails = t.retake ? null : failsAt(c.standing, key, c.planCycle, t.slot)
  if (fails === 'next') retakes.push({ ...t, retake: true })
  return {
    ...t.subject, planCycle: t.planCycle, status: agreed(fails ? 'REPROBADA' : 'APROBADA', t.subject.name),
    group, teacher, classroom: null, onlineUrl: null, sessions: [],
    ...gradeSubject(key, fails === null, c.ability, PERIODS, c.online, c.start),
    attendanceLevel: null, attendance: null,
  }
}

// Parcial 2 is graded once its exam week is over.
const SECOND_GRADED_FROM_WEEK = (EXAM_WEEKS[1] ?? 0) + 1

/** A subject of the current cycle: graded so far, with its classroom and how absent the student is. */
function currentSubject(c: TermContext, t: Taken, index: number, onlineIndex: number): SubjectRecord {
  const { key, group, teacher } = subjectBase(c, t)
  const intent: CurrentPlan = t.retake
    ? { status: 'CURSANDO', level: c.standing.showcase ? 'excellent' : null }
    : c.standing.showcase
      ? SHOWCASE[t.slot] ?? { status: 'CURSANDO', level: 'excellent' }
      : { status: index % 2 === 0 ? 'CURSANDO' : 'INSCRITA', level: null, online: index === onlineIndex }
  const meetsOnline = c.online || intent.online === true
  const dropped = intent.status === 'BAJA'
  const graded: Period[] = dropped ? [] : c.school.week >= SECOND_GRADED_FROM_WEEK ? ['Parcial 1', 'Parcial 2'] : ['Parcial 1']
  return {
    ...t.subject,
    planCycle: t.planCycle,
    status: intent.status === 'INSCRITA' ? agreed('INSCRITA', t.subject.name) : intent.status,
    group,
    teacher,
    classroom: meetsOnline ? ONLINE_CLASSROOM : classroomFor(`${c.career.campusCode}:${t.subject.code}:${group}`),
    onlineUrl: meetsOnline ? onlineClassroomUrl(c.student.portal, t.subject.code, group) : null,
    sessions: [],
    ...gradeSubject(key, intent.struggling !== true, c.ability, graded, c.online, c.start),
    attendanceLevel: dropped ? null : intent.level ?? 'low',
    attendance: null,
  }
}

/** Everything seeded about one career, from its standing and the seed day. */
export function careerRecord(student: SeedStudent, career: Career, today: Day): CareerRecord {
  const plan = planFor(career.cvProgram)
  const total = plan.cycles.length
  const standing = standingOf(student.accountNumber, career.cvProgram, career.enrolled, total)
  const school = currentTerm(today)
  const studying = career.enrolled
  const done = Math.min(standing.cyclesDone, studying ? total - 1 : total)
  const studied = done + (studying ? 1 : 0)
  const lastTerm = studying ? school.term : shiftTerm(school.term, -standing.endedTermsAgo)
  const startTerm = shiftTerm(lastTerm, 1 - studied)
  const careerKey = `${student.accountNumber}:${career.cvProgram}`
  const shared = { student, career, standing, careerKey, school, ability: between(`${careerKey}:ability`, 7.2, 9.3), online: career.modality === 'En línea' }

  const terms: TermRecord[] = []
  let retakes: Taken[] = []
  for (let k = 1; k <= studied; k++) {
    const term = shiftTerm(startTerm, k - 1)
    const current = studying && k === studied
    const c: TermContext = { ...shared, term, planCycle: k, start: current ? school.start : nominalStart(term) }
    const taken = [...(plan.cycles[k - 1] ?? []).map((subject, slot) => ({ subject, planCycle: k, slot, retake: false })), ...retakes]
    retakes = []
    const onlineIndex = indexFor(`${careerKey}:online`, taken.length)
    const subjects = taken.map((t, index) => (current ? currentSubject(c, t, index, onlineIndex) : pastSubject(c, t, retakes)))
    if (current) assignTimetable(subjects, career, careerKey)
    terms.push({ term, planCycle: k, current, start: c.start, subjects })
  }

  return {
    student, career, plan, standing, school, startTerm, terms,
    currentCycle: studying ? studied : Math.max(done, 1),
    enrollment: enrollmentOf(studying, done, total, school, lastTerm),
  }
}

function assignTimetable(records: SubjectRecord[], career: Career, careerKey: string): void {
  const shift = shiftOf(career)
  const meeting = records.filter((r) => r.status !== 'BAJA')
  const weekly = timetable(shift, meeting.map(() => (shift === 'morning' ? 3 : 2)), careerKey)
  meeting.forEach((record, i) => { record.sessions = weekly[i] ?? [] })
}

function enrollmentOf(studying: boolean, done: number, total: number, school: CurrentTerm, lastTerm: Term): Enrollment {
  if (studying) return { status: 'INSCRITO', cycle: termCode(school.term), enrolledAt: isoDay(school.start - 10) }
  if (done >= total) return { status: 'EGRESADO', cycle: termCode(lastTerm), enrolledAt: null }
  if (done > 0) return { status: 'BAJA_TEMPORAL', cycle: termCode(lastTerm), enrolledAt: null }
  return { status: 'NO_INSCRITO', cycle: termCode(school.term), enrolledAt: null }
}
