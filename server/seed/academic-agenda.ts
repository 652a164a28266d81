import type { AgendaCalendar } from '../../src/contract/academic.ts'
import { holidaysOf, reenrollmentDeadline, SCHOOL_EVENTS, tuitionDeadlines } from './academic-calendar.ts'
import { indexFor } from './academic-random.ts'
import type { AttendanceLevel, CareerRecord, SubjectRecord } from './academic-records.ts'
import { CLASS_WEEKS, EXAM_WEEKS, PERIODS, type Period } from './academic-terms.ts'
import { instantAt, minutesOf, type Day } from '../data/academic-time.ts'

export interface EventRecord {
  id: string
  calendar: AgendaCalendar
  title: string
  description: string | null
  start: string
  end: string
  allDay: boolean
  location: string | null
  teacher: string | null
  subjectCode: string | null
  onlineUrl: string | null
}

// Absences allowed: a fifth of the cycle's class sessions.
const MAX_ABSENCE_SHARE = 0.2

function absencesFor(level: AttendanceLevel | 'low', max: number, key: string): number {
  switch (level) {
    case 'excellent': return 0
    case 'medium': return Math.max(1, Math.round(max * 0.4))
    case 'warning': return max - 1
    case 'failed': return max
    case 'overdue': return max + 2
    case 'low': return indexFor(key, Math.floor(max / 3) + 1)
  }
}

const examTitle = (period: Period, subject: string) =>
  period === 'Final' ? `Examen final: ${subject}` : `Examen ${period.toLowerCase()}: ${subject}`

class Events {
  readonly list: EventRecord[] = []
  readonly #prefix: string

  constructor(prefix: string) {
    this.#prefix = prefix
  }

  add(event: Omit<EventRecord, 'id' | 'location' | 'teacher' | 'subjectCode' | 'onlineUrl'> & Partial<EventRecord>): void {
    this.list.push({ location: null, teacher: null, subjectCode: null, onlineUrl: null, ...event, id: `${this.#prefix}-${this.list.length + 1}` })
  }

  allDay(calendar: AgendaCalendar, first: Day, last: Day, title: string, description: string, location: string | null = null): void {
    this.add({
      calendar, title, description, location, allDay: true,
      start: instantAt(first, 0).toISOString(), end: instantAt(last + 1, 0).toISOString(),
    })
  }
}

/** Classes and exams of one enrolled subject; also settles its attendance as of `now`. */
function subjectEvents(events: Events, subject: SubjectRecord, termStart: Day, holidays: Set<Day>, now: Date): void {
  let total = 0
  let held = 0
  for (let week = 0; week < CLASS_WEEKS; week++) {
    const examIndex = EXAM_WEEKS.indexOf(week as (typeof EXAM_WEEKS)[number])
    let examPending = examIndex >= 0
    for (const session of subject.sessions) {
      const day = termStart + week * 7 + session.weekday - 1
      if (holidays.has(day)) continue
      const start = instantAt(day, minutesOf(session.start))
      const end = instantAt(day, minutesOf(session.end))
      const shared = { start: start.toISOString(), end: end.toISOString(), allDay: false, location: subject.classroom, teacher: subject.teacher, subjectCode: subject.code }
      if (examPending) {
        examPending = false
        const period = PERIODS[examIndex] ?? 'Final'
        events.add({ ...shared, calendar: 'exams', title: examTitle(period, subject.name), description: `Grupo ${subject.group}. Llega 10 minutos antes con tu credencial.`, onlineUrl: subject.onlineUrl })
        continue
      }
      total++
      if (end.getTime() <= now.getTime()) held++
      events.add({ ...shared, calendar: 'classes', title: subject.name, description: `Grupo ${subject.group}`, onlineUrl: subject.onlineUrl })
    }
  }
  if (subject.attendanceLevel) {
    const maxAbsences = Math.max(1, Math.round(total * MAX_ABSENCE_SHARE))
    const absences = Math.min(absencesFor(subject.attendanceLevel, maxAbsences, `${subject.code}:${subject.group}:absences`), held)
    subject.attendance = { sessions: held, absences, maxAbsences }
  }
}

/**
 * The agenda of one career: holidays of three years and the school's events of the current
 * cycle for everyone; classes, exams and payment deadlines for an enrolled student.
 */
export function agendaOf(record: CareerRecord, now: Date): EventRecord[] {
  const { student, career, school } = record
  const events = new Events(`${student.accountNumber}-${career.cvProgram}`)
  const holidays = new Set<Day>()
  for (const year of [school.term.year - 1, school.term.year, school.term.year + 1]) {
    for (const h of holidaysOf(year)) {
      for (let day = h.first; day <= h.last; day++) holidays.add(day)
      events.allDay('holidays', h.first, h.last, h.title, h.description)
    }
  }
  const onCampus = career.modality !== 'En línea'
  for (const e of SCHOOL_EVENTS) {
    const day = school.start + e.offset
    const location = e.place && onCampus ? `${e.place}, ${career.campusName}` : null
    if (e.days) {
      events.allDay('school', day, day + e.days - 1, e.title, e.description, location)
    } else {
      events.add({
        calendar: 'school', title: e.title, description: e.description, allDay: false, location,
        start: instantAt(day, minutesOf(e.start ?? '00:00')).toISOString(), end: instantAt(day, minutesOf(e.end ?? '00:00')).toISOString(),
      })
    }
  }
  const current = record.terms.find((t) => t.current)
  if (!current) return events.list
  for (const subject of current.subjects) subjectEvents(events, subject, current.start, holidays, now)
  for (const p of [...tuitionDeadlines(school.term.year), reenrollmentDeadline(current.start)]) {
    events.allDay('payments', p.day, p.day, p.title, p.description)
  }
  return events.list
}
