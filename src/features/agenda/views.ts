import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  endOfWeek,
  endOfYear,
  firstDayOfMonth,
  monthOf,
  parseDayKey,
  startOfMonth,
  startOfWeek,
  startOfYear,
  type DayKey,
  type MonthKey,
} from './dates'

export { AGENDA_VIEWS, DEFAULT_VIEW, type AgendaView } from './search'
import type { AgendaView } from './search'

/** Both ends included. */
export interface DayRange {
  from: DayKey
  to: DayKey
}

/** Weeks of seven days, Monday to Sunday, that cover the month (with the neighbours' days). */
export function monthGrid(month: MonthKey): DayKey[][] {
  const first = startOfWeek(firstDayOfMonth(month))
  const last = endOfWeek(endOfMonth(firstDayOfMonth(month)))
  const weeks: DayKey[][] = []
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)))
  }
  return weeks
}

/** A month grid where the neighbours' days are blank: the year view's mini months. */
export const miniMonth = (month: MonthKey): (DayKey | null)[][] =>
  monthGrid(month).map((week) => week.map((day) => (monthOf(day) === month ? day : null)))

export const monthsOfYear = (year: number): MonthKey[] =>
  Array.from({ length: 12 }, (_, index) => `${String(year).padStart(4, '0')}-${String(index + 1).padStart(2, '0')}`)

/** The days a view shows around its anchor day. */
export function viewRange(view: AgendaView, anchor: DayKey): DayRange {
  switch (view) {
    case 'day':
      return { from: anchor, to: anchor }
    case 'week':
      return { from: startOfWeek(anchor), to: endOfWeek(anchor) }
    case 'month': {
      const grid = monthGrid(monthOf(anchor))
      return { from: grid[0]?.[0] ?? startOfMonth(anchor), to: grid.at(-1)?.[6] ?? endOfMonth(anchor) }
    }
    case 'year':
      return { from: startOfYear(anchor), to: endOfYear(anchor) }
  }
}

/** One step back (-1) or forward (+1) in the unit of the view. */
export function shiftAnchor(view: AgendaView, anchor: DayKey, step: number): DayKey {
  switch (view) {
    case 'day':
      return addDays(anchor, step)
    case 'week':
      return addDays(anchor, 7 * step)
    case 'month':
      return addMonths(anchor, step)
    case 'year':
      return addYears(anchor, step)
  }
}

/** The months a range touches, in order: the agenda downloads whole months. */
export function monthsInRange({ from, to }: DayRange): MonthKey[] {
  const months: MonthKey[] = []
  for (let day = startOfMonth(from); day <= to; day = addMonths(day, 1)) months.push(monthOf(day))
  return months
}

/** The request window of a month: its first and last local day. */
export const monthWindow = (month: MonthKey): DayRange => ({ from: firstDayOfMonth(month), to: endOfMonth(firstDayOfMonth(month)) })

export const yearOf = (key: DayKey) => parseDayKey(key).year
