import type { PeriodGrade } from '../../src/contract/academic.ts'
import { between, round1 } from './academic-random.ts'
import { CLASS_WEEKS, EXAM_WEEKS, PERIODS, examWeek, type Period } from './academic-terms.ts'
import type { Day } from '../data/academic-time.ts'

/** One graded piece of work; a period's grade is the weighted mean of its activities. */
export interface ActivityRecord {
  period: Period
  /** Class week (0-based) it belongs to. */
  week: number
  name: string
  dueDate: Day
  /** Percentage of the period grade. */
  weight: number
  grade: number
}

export interface GradedSubject {
  activities: ActivityRecord[]
  grades: PeriodGrade[]
  /** Only once every period has its grade. */
  finalGrade: number | null
}

// Classroom courses: a few pieces of work per period.
const CLASSROOM_WORK: Record<Period, Array<[name: string, weight: number]>> = {
  'Parcial 1': [['Tareas', 30], ['Participación', 20], ['Examen parcial', 50]],
  'Parcial 2': [['Tareas', 30], ['Participación', 20], ['Examen parcial', 50]],
  'Final': [['Proyecto final', 40], ['Examen final', 60]],
}

// Online courses: the same five activities every week of the period.
const WEEKLY_WORK = ['Lectura comentada', 'Foro de discusión', 'Tarea', 'Cuestionario', 'Sesión en vivo']

const PERIOD_WEIGHTS: Record<Period, number> = { 'Parcial 1': 0.3, 'Parcial 2': 0.3, 'Final': 0.4 }

function weeksOf(period: Period): number[] {
  const last = examWeek(period)
  const index = PERIODS.indexOf(period)
  const first = index === 0 ? 0 : (EXAM_WEEKS[index - 1] ?? 0) + 1
  return Array.from({ length: Math.min(last, CLASS_WEEKS - 1) - first + 1 }, (_, i) => first + i)
}

function activitiesOf(period: Period, online: boolean, termStart: Day): Array<Omit<ActivityRecord, 'grade'>> {
  if (!online) {
    const week = examWeek(period)
    return CLASSROOM_WORK[period].map(([name, weight], i) => ({ period, week, name, dueDate: termStart + week * 7 + Math.min(i + 2, 5), weight }))
  }
  const weeks = weeksOf(period)
  const weight = Math.round((100 / (weeks.length * WEEKLY_WORK.length)) * 100) / 100
  return weeks.flatMap((week) => WEEKLY_WORK.map((work, i) => ({
    period, week, name: `Semana ${week + 1}: ${work}`, dueDate: termStart + week * 7 + Math.min(i + 1, 6), weight,
  })))
}

/**
 * Grades for the periods already graded. A passing subject's work stays at 6.0 or more and a
 * failing one's at 5.8 or less, so the final grade always agrees with the subject's status.
 */
export function gradeSubject(key: string, passing: boolean, ability: number, graded: readonly Period[], online: boolean, termStart: Day): GradedSubject {
  const level = passing ? Math.min(Math.max(ability + between(`${key}:level`, -0.9, 0.9), 6.8), 9.8) : between(`${key}:level`, 3.2, 5)
  const activities: ActivityRecord[] = []
  const grades: PeriodGrade[] = PERIODS.map((period) => {
    if (!graded.includes(period)) return { period, grade: null }
    const work = activitiesOf(period, online, termStart).map((activity, i) => ({
      ...activity,
      grade: Math.min(10, round1(level + between(`${key}:${period}:${i}`, -0.8, 0.8))),
    }))
    activities.push(...work)
    const weights = work.reduce((sum, a) => sum + a.weight, 0)
    return { period, grade: round1(work.reduce((sum, a) => sum + a.weight * a.grade, 0) / weights) }
  })
  const complete = grades.every((g) => g.grade !== null)
  const finalGrade = complete ? round1(grades.reduce((sum, g) => sum + (g.grade ?? 0) * PERIOD_WEIGHTS[g.period as Period], 0)) : null
  return { activities, grades, finalGrade }
}
