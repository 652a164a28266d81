import type { AgendaCalendar, AgendaEvent } from '../../src/contract/academic.ts'
import { all, bool, type Db } from '../db/sql.ts'
import { instantAt, type Day } from './academic-time.ts'

interface EventRow {
  id: string
  calendar: AgendaCalendar
  title: string
  description: string | null
  starts_at: string
  ends_at: string
  all_day: number
  location: string | null
  teacher: string | null
  subject_code: string | null
  online_url: string | null
}

/**
 * Events that overlap the days `from`–`to` (both included, Mexico City days): the class
 * sessions (`/student/planner/schedule`) or everything else (`/student/calendar`).
 */
export function agendaEventsOf(db: Db, accountNumber: string, cvProgram: string, from: Day, to: Day, part: 'classes' | 'others'): AgendaEvent[] {
  const start = instantAt(from, 0).toISOString()
  const end = instantAt(to + 1, 0).toISOString()
  return all<EventRow>(
    db,
    `SELECT id, calendar, title, description, starts_at, ends_at, all_day, location, teacher, subject_code, online_url
     FROM agenda_events
     WHERE account_number = ? AND cv_program = ? AND starts_at < ? AND ends_at > ? AND (calendar = 'classes') = ?
     ORDER BY starts_at, ends_at, id`,
    accountNumber, cvProgram, end, start, part === 'classes' ? 1 : 0,
  ).map((row) => ({
    id: row.id,
    calendar: row.calendar,
    title: row.title,
    description: row.description,
    start: row.starts_at,
    end: row.ends_at,
    allDay: bool(row.all_day),
    location: row.location,
    teacher: row.teacher,
    subjectCode: row.subject_code,
    onlineClassroomUrl: row.online_url,
  }))
}
