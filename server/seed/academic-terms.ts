import { dayOf, mondayOf, termOfDay, type Day, type Term } from '../data/academic-time.ts'

// The school cycles are the API's too (the student's standing, the next cycle): written once, in the data's time module.
export { shiftTerm, termCode, termName, termOfDay, type Term } from '../data/academic-time.ts'


/** Weeks of classes in a cycle (about four months and a half). */
export const CLASS_WEEKS = 18

/** Class weeks that end each grading period: Parcial 1, Parcial 2, Final. */
export const EXAM_WEEKS = [5, 11, CLASS_WEEKS - 1] as const
export const PERIODS = ['Parcial 1', 'Parcial 2', 'Final'] as const
export type Period = (typeof PERIODS)[number]

// The current cycle is placed so that today is past the first partial and before the final:
// enrolled subjects then always have some grades, some still to come, and classes this week.
const FIRST_CURRENT_WEEK = EXAM_WEEKS[0] + 2
const LAST_CURRENT_WEEK = CLASS_WEEKS - 2


/** Monday of the first class week as the school calendar has it. */
export function nominalStart(term: Term): Day {
  const anchor = term.half === 1 ? dayOf(term.year, 1, 8) : dayOf(term.year, 8, 4)
  const monday = mondayOf(anchor)
  return monday < anchor ? monday + 7 : monday
}

export interface CurrentTerm {
  term: Term
  /** Monday of the first class week. */
  start: Day
  /** Class week (0-based) that contains today. */
  week: number
}

export function currentTerm(today: Day): CurrentTerm {
  const term = termOfDay(today)
  const monday = mondayOf(today)
  const nominalWeek = Math.floor((monday - nominalStart(term)) / 7)
  const week = Math.min(Math.max(nominalWeek, FIRST_CURRENT_WEEK), LAST_CURRENT_WEEK)
  return { term, start: monday - week * 7, week }
}

/** Exam week of a grading period. */
export const examWeek = (period: Period): number => EXAM_WEEKS[PERIODS.indexOf(period)] ?? CLASS_WEEKS - 1
