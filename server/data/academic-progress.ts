import type {
  AcademicAdvance, AverageHistory, CumulativeAverage, CycleAverage, Degree, Enrollment, ReportCardCycle,
} from '../../src/contract/academic.ts'
import { all, bool, one, type Db } from '../db/sql.ts'
import { APPROVED, FAILED, STUDYING, gradesOf, planEntries, subjectRows, type SubjectRow } from './academic-subjects.ts'

const round1 = (value: number) => Math.round(value * 10) / 10
const round2 = (value: number) => Math.round(value * 100) / 100
const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length)

export function academicAdvanceOf(db: Db, accountNumber: string, cvProgram: string): AcademicAdvance | undefined {
  const plan = planEntries(db, accountNumber, cvProgram)
  if (!plan) return undefined
  const count = (statuses: readonly string[]) => plan.entries.filter((e) => statuses.includes(e.status)).length
  const totalCredits = plan.entries.reduce((sum, e) => sum + e.credits, 0)
  const earnedCredits = plan.entries.filter((e) => APPROVED.includes(e.status)).reduce((sum, e) => sum + e.credits, 0)
  const approvedSubjects = count(APPROVED)
  const studyingSubjects = count(STUDYING)
  const failedSubjects = count(FAILED)
  return {
    totalCredits,
    earnedCredits,
    percentage: totalCredits === 0 ? 0 : round1((earnedCredits / totalCredits) * 100),
    totalSubjects: plan.entries.length,
    approvedSubjects,
    studyingSubjects,
    failedSubjects,
    // Not yet taken, or dropped this cycle: still to be taken.
    pendingSubjects: plan.entries.length - approvedSubjects - studyingSubjects - failedSubjects,
  }
}

/** A finished cycle: the mean of its final grades. The current one: the mean of the grades so far. */
function termAverage(rows: SubjectRow[], current: boolean): number | null {
  if (!current) return mean(rows.flatMap((r) => (r.final_grade === null ? [] : [r.final_grade])))
  const perSubject = rows.flatMap((r) => {
    const graded = gradesOf(r).flatMap((g) => (g.grade === null ? [] : [g.grade]))
    const average = mean(graded)
    return r.status === 'BAJA' || average === null ? [] : [average]
  })
  return mean(perSubject)
}

export interface TermSummary {
  cycle: string
  name: string
  current: boolean
  average: number | null
}

/** Every cycle the student has taken, oldest first; `rows` when the caller has read them already. */
export function termSummaries(db: Db, accountNumber: string, cvProgram: string, rows = subjectRows(db, accountNumber, cvProgram)): TermSummary[] {
  return all<{ cycle: string; name: string; current: number }>(
    db, 'SELECT cycle, name, current FROM academic_terms WHERE account_number = ? AND cv_program = ? ORDER BY position', accountNumber, cvProgram,
  ).map((t) => {
    const average = termAverage(rows.filter((r) => r.cycle === t.cycle), bool(t.current))
    return { cycle: t.cycle, name: t.name, current: bool(t.current), average: average === null ? null : round2(average) }
  })
}

/** Undefined when there is no average yet (the API answers 404). */
export function cycleAverageOf(db: Db, accountNumber: string, cvProgram: string): CycleAverage | undefined {
  const current = termSummaries(db, accountNumber, cvProgram).find((t) => t.current)
  return current && current.average !== null ? { cycle: current.cycle, average: current.average } : undefined
}

/** Oldest cycle first. */
export function averageHistoryOf(db: Db, accountNumber: string, cvProgram: string): AverageHistory {
  return termSummaries(db, accountNumber, cvProgram).map(({ cycle, average }) => ({ cycle, average }))
}

/** Mean final grade of the approved subjects of the plan; undefined before the first one. */
export function cumulativeAverageOf(db: Db, accountNumber: string, cvProgram: string): CumulativeAverage | undefined {
  const approved = planEntries(db, accountNumber, cvProgram)?.entries.filter((e) => APPROVED.includes(e.status) && e.finalGrade !== null) ?? []
  const average = mean(approved.map((e) => e.finalGrade ?? 0))
  return average === null ? undefined : { average: round2(average), approvedSubjects: approved.length }
}

/** Newest cycle first: the current one (if any) and every finished one. */
export function reportCardCyclesOf(db: Db, accountNumber: string, cvProgram: string): ReportCardCycle[] {
  return termSummaries(db, accountNumber, cvProgram).reverse().map(({ cycle, name, average }) => ({ cycle, name, average }))
}

interface CareerRow {
  plan_code: string
  start_cycle: string
  expected_end_cycle: string
  total_cycles: number
  current_cycle: number
  enrollment_status: Enrollment['status']
  enrollment_cycle: string
  enrolled_at: string | null
  program_name: string
  level: string
  modality: string
}

function careerRow(db: Db, accountNumber: string, cvProgram: string): CareerRow | undefined {
  return one<CareerRow>(
    db,
    `SELECT a.plan_code, a.start_cycle, a.expected_end_cycle, a.total_cycles, a.current_cycle, a.enrollment_status,
       a.enrollment_cycle, a.enrolled_at, k.program_name, k.level, k.modality
     FROM academic_careers a JOIN careers k ON k.account_number = a.account_number AND k.cv_program = a.cv_program
     WHERE a.account_number = ? AND a.cv_program = ?`,
    accountNumber, cvProgram,
  )
}

export function degreeOf(db: Db, accountNumber: string, cvProgram: string): Degree | undefined {
  const row = careerRow(db, accountNumber, cvProgram)
  return row && {
    programName: row.program_name,
    planCode: row.plan_code,
    level: row.level,
    modality: row.modality,
    startCycle: row.start_cycle,
    expectedEndCycle: row.expected_end_cycle,
    totalCycles: row.total_cycles,
    currentCycle: row.current_cycle,
  }
}

export function enrollmentOf(db: Db, accountNumber: string, cvProgram: string): Enrollment | undefined {
  const row = careerRow(db, accountNumber, cvProgram)
  return row && { status: row.enrollment_status, cycle: row.enrollment_cycle, enrolledAt: row.enrolled_at }
}
