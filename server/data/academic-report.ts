import type { PeriodGrade, SubjectDisplayStatus } from '../../src/contract/academic.ts'
import type { Portal } from '../../src/contract/common.ts'
import { all, one, type Db } from '../db/sql.ts'
import { reportCardCyclesOf } from './academic-progress.ts'
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

/** The report card of one cycle the student has taken; undefined for any other cycle. */
export function reportCardOf(db: Db, accountNumber: string, cvProgram: string, cycle: string): ReportCard | undefined {
  const student = documentStudent(db, accountNumber, cvProgram)
  const term = reportCardCyclesOf(db, accountNumber, cvProgram).find((c) => c.cycle === cycle)
  if (!student || !term) return undefined
  const subjects = subjectRows(db, accountNumber, cvProgram).filter((r) => r.cycle === cycle).map((r) => ({
    code: r.code,
    name: r.name,
    group: r.group_code,
    teacher: r.teacher,
    status: r.status,
    grades: gradesOf(r),
    finalGrade: r.final_grade,
    activities: all<{ period: string; week: number; name: string; due_date: string; weight: number; grade: number }>(
      db, 'SELECT period, week, name, due_date, weight, grade FROM subject_activities WHERE subject_id = ? ORDER BY position', r.id,
    ).map((a) => ({ period: a.period, week: a.week, name: a.name, dueDate: a.due_date, weight: a.weight, grade: a.grade })),
  }))
  return { student, cycle: term.cycle, cycleName: term.name, average: term.average, subjects }
}
