import type { CyclesOffered, PeriodGrade, Subject, SubjectDisplayStatus, SubjectStrip } from '../../src/contract/academic.ts'
import { all, bool, one, type Db } from '../db/sql.ts'

export interface SubjectRow {
  id: number
  cycle: string
  code: string
  name: string
  credits: number
  status: SubjectDisplayStatus
  group_code: string | null
  teacher: string | null
  classroom: string | null
  grades: string
  final_grade: number | null
  sessions: string
  attended_sessions: number | null
  absences: number | null
  max_absences: number | null
  term_position: number
  current: number
}

/** A class meeting of every week, as the seed stores it in `student_subjects.sessions`. */
export interface WeeklySession {
  /** ISO weekday, 1 = Monday. */
  weekday: number
  start: string
  end: string
}

const SUBJECT_COLUMNS = `s.id, s.cycle, s.code, s.name, s.credits, s.status, s.group_code, s.teacher, s.classroom, s.grades,
  s.final_grade, s.sessions, s.attended_sessions, s.absences, s.max_absences, t.position AS term_position, t.current`

/** Every subject the student has taken in the career, oldest cycle first. */
export function subjectRows(db: Db, accountNumber: string, cvProgram: string): SubjectRow[] {
  return all<SubjectRow>(
    db,
    `SELECT ${SUBJECT_COLUMNS} FROM student_subjects s
     JOIN academic_terms t ON t.account_number = s.account_number AND t.cv_program = s.cv_program AND t.cycle = s.cycle
     WHERE s.account_number = ? AND s.cv_program = ? ORDER BY t.position, s.position`,
    accountNumber, cvProgram,
  )
}

export const gradesOf = (row: SubjectRow): PeriodGrade[] => JSON.parse(row.grades) as PeriodGrade[]
export const sessionsOf = (row: SubjectRow): WeeklySession[] => JSON.parse(row.sessions) as WeeklySession[]

function toSubject(row: SubjectRow): Subject {
  const attended = row.attended_sessions
  return {
    code: row.code,
    name: row.name,
    credits: row.credits,
    cycle: row.cycle,
    status: row.status,
    group: row.group_code,
    teacher: row.teacher,
    grades: gradesOf(row),
    finalGrade: row.final_grade,
    attendance: attended === null ? null : { sessions: attended, absences: row.absences ?? 0, maxAbsences: row.max_absences ?? 1 },
  }
}

/** `enrolled`: the current cycle's subjects (dropped ones too); `history`: earlier cycles, newest first. */
export function subjectsOf(db: Db, accountNumber: string, cvProgram: string, type: 'enrolled' | 'history'): Subject[] {
  const rows = subjectRows(db, accountNumber, cvProgram)
  if (type === 'enrolled') return rows.filter((r) => bool(r.current)).map(toSubject)
  return rows.filter((r) => !bool(r.current)).sort((a, b) => b.term_position - a.term_position).map(toSubject)
}

export const APPROVED: readonly SubjectDisplayStatus[] = ['APROBADA', 'APROBADO']
export const FAILED: readonly SubjectDisplayStatus[] = ['REPROBADA', 'REPROBADO']
export const STUDYING: readonly SubjectDisplayStatus[] = ['CURSANDO', 'INSCRITA', 'INSCRITO']

interface PlanRow {
  cycle_number: number
  code: string
  name: string
  credits: number
}

export interface PlanEntry extends PlanRow {
  status: SubjectDisplayStatus
  finalGrade: number | null
}

const NUMBERED = /^(.*) (II|III|IV|V|VI|VII|VIII|IX|X)$/
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']

/** The curriculum with the latest attempt at each subject; a later level waits for the earlier one. */
export function planEntries(db: Db, accountNumber: string, cvProgram: string): { planCode: string; entries: PlanEntry[] } | undefined {
  const career = one<{ plan_code: string }>(db, 'SELECT plan_code FROM academic_careers WHERE account_number = ? AND cv_program = ?', accountNumber, cvProgram)
  if (!career) return undefined
  const plan = all<PlanRow>(db, 'SELECT cycle_number, code, name, credits FROM plan_subjects WHERE plan_code = ? ORDER BY cycle_number, position', career.plan_code)
  const latest = new Map<string, SubjectRow>()
  for (const row of subjectRows(db, accountNumber, cvProgram)) latest.set(row.code, row)
  const approvedNames = new Set(plan.filter((p) => APPROVED.includes(latest.get(p.code)?.status ?? 'PENDIENTE')).map((p) => p.name))
  const entries = plan.map((p): PlanEntry => {
    const attempt = latest.get(p.code)
    if (attempt) return { ...p, status: attempt.status, finalGrade: attempt.final_grade }
    const numbered = NUMBERED.exec(p.name)
    const previous = numbered ? `${numbered[1]} ${ROMAN[ROMAN.indexOf(numbered[2] ?? '') - 1]}` : null
    const locked = previous !== null && !approvedNames.has(previous)
    return { ...p, status: locked ? 'PENDIENTE_SUBJECT' : 'PENDIENTE', finalGrade: null }
  })
  return { planCode: career.plan_code, entries }
}

const ORDINALS = ['Primer', 'Segundo', 'Tercer', 'Cuarto', 'Quinto', 'Sexto', 'Séptimo', 'Octavo', 'Noveno', 'Décimo']

export function cyclesOfferedOf(db: Db, accountNumber: string, cvProgram: string): CyclesOffered | undefined {
  const plan = planEntries(db, accountNumber, cvProgram)
  if (!plan) return undefined
  const cycles: CyclesOffered['cycles'] = []
  for (const entry of plan.entries) {
    let cycle = cycles.find((c) => c.number === entry.cycle_number)
    if (!cycle) {
      cycle = { number: entry.cycle_number, name: `${ORDINALS[entry.cycle_number - 1] ?? `${entry.cycle_number}.º`} ciclo`, subjects: [] }
      cycles.push(cycle)
    }
    cycle.subjects.push({ code: entry.code, name: entry.name, credits: entry.credits, status: entry.status, finalGrade: entry.finalGrade })
  }
  return { planCode: plan.planCode, cycles }
}

/** The current cycle's subjects with their timetable (dropped ones are not on the strip). */
export function subjectStripOf(db: Db, accountNumber: string, cvProgram: string): SubjectStrip | undefined {
  const career = one<{ school_cycle: string; school_cycle_name: string }>(
    db, 'SELECT school_cycle, school_cycle_name FROM academic_careers WHERE account_number = ? AND cv_program = ?', accountNumber, cvProgram,
  )
  if (!career) return undefined
  const subjects = subjectRows(db, accountNumber, cvProgram)
    .filter((r) => bool(r.current) && r.status !== 'BAJA')
    .map((r) => ({
      code: r.code,
      name: r.name,
      group: r.group_code ?? '',
      teacher: r.teacher ?? '',
      credits: r.credits,
      classroom: r.classroom ?? '',
      sessions: sessionsOf(r),
    }))
  return { cycle: career.school_cycle, cycleName: career.school_cycle_name, subjects }
}
