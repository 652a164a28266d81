import { academicEndpoints } from '@/contract/academic-endpoints'
import type { SelectedStudent } from '@/contract/user'
import { requestWithAge } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'
import type { MonthKey } from './dates'
import type { AgendaSource } from './logic'
import { monthWindow } from './views'

/** One month of one call, from its first to its last local day (the API allows up to 366 days). */
export function fetchAgendaMonth(source: AgendaSource, student: SelectedStudent, month: MonthKey, signal?: AbortSignal) {
  const query = { ...careerQuery(student), ...monthWindow(month) }
  return source === 'calendar'
    ? requestWithAge(academicEndpoints.calendar, { query, signal })
    : requestWithAge(academicEndpoints.schedule, { query, signal })
}
