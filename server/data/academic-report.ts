import type { PeriodGrade, SubjectDisplayStatus } from '../../src/contract/academic.ts'
import type { Portal } from '../../src/contract/common.ts'
import { all, one, type Db } from '../db/sql.ts'
import { termSummaries } from './academic-progress.ts'
import { gradesOf, subjectRows } from './academic-subjects.ts'

/** Who a document is about. */
export interface DocumentStudent {
  portal: Portal
  accountNumber: string
  fullName: string
  programName: string
  campusCode: string
  campusName: string
}

export function documentStudent(db: Db, accountNumber: string, cvProgram: string): DocumentStudent | undefined {
  const row = one<{ portal: Portal; full_name: string; program_name: string; campus_code: string; campus_name: string }>(
    db,
    `SELECT a.portal, a.full_name, k.program_name, k.campus_code, k.campus_name
     FROM student_accounts a JOIN careers k ON k.account_number = a.account_number WHERE a.account_number = ? AND k.cv_program = ?`,
    accountNumber, cvProgram,
  )
  return row && {
    portal: row.portal, accountNumber, fullName: row.full_name, programName: row.program_name, campusCode: row.campus_code, campusName: row.campus_name,
  }
}

export interface ReportActivity {
  period: string
  week: number
  name: string
  dueDate: string
  weight: number
  grade: number
}

export interface ReportSubject {
  code: string
  name: string
  group: string | null
  teacher: string | null
  status: SubjectDisplayStatus
  grades: PeriodGrade[]
  finalGrade: number | null
  activities: ReportActivity[]
}

export interface ReportCard {
  student: DocumentStudent
  cycle: string
  cycleName: string
  average: number | null
  subjects: ReportSubject[]
}

interface ActivityRow {
  subject_id: number
  period: string
  week: number
  name: string
  due_date: string
  weight: number
  grade: number
}

/** The graded activities of every subject of one cycle, by subject id, each in its order. */
function activitiesOf(db: Db, accountNumber: string, cvProgram: string, cycle: string): Map<number, ReportActivity[]> {
  const bySubject = new Map<number, ReportActivity[]>()
  const rows = all<ActivityRow>(
    db,
    `SELECT a.subject_id, a.period, a.week, a.name, a.due_date, a.weight, a.grade
     FROM subject_activities a JOIN student_subjects s ON s.id = a.subject_id
     WHERE s.account_number = ? AND s.cv_program = ? AND s.cycle = ?
     ORDER BY a.subject_id, a.position`,
    accountNumber, cvProgram, cycle,
  )
  for (const a of rows) {
    const activity = { period: a.period, week: a.week, name: a.name, dueDate: a.due_date, weight: a.weight, grade: a.grade }
    const list = bySubject.get(a.subject_id)
    if (list) list.push(activity)
    else bySubject.set(a.subject_id, [activity])
  }
  return bySubject
}

/** The report card of one cycle the student has taken; undefined for any other cycle. */
export function reportCardOf(db: Db, accountNumber: string, cvProgram: string, cycle: string): ReportCard | undefined {
  const student = documentStudent(db, accountNumber, cvProgram)
  if (!student) return undefined
  const rows = subjectRows(db, accountNumber, cvProgram)
  const term = termSummaries(db, accountNumber, cvProgram, rows).find((t) => t.cycle === cycle)
  if (!term) return undefined
  const activities = activitiesOf(db, accountNumber, cvProgram, cycle)
  const subjects = rows.filter((r) => r.cycle === cycle).map((r) => ({
    code: r.code,
    name: r.name,
    group: r.group_code,
    teacher: r.teacher,
    status: r.status,
    grades: gradesOf(r),
    finalGrade: r.final_grade,
    activities: activities.get(r.id) ?? [],
  }))
  return { student, cycle: term.cycle, cycleName: term.name, average: term.average, subjects }
}
