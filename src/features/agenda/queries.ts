import { queryOptions } from '@tanstack/react-query'
import type { AgendaEvent } from '@/contract/academic'
import type { SelectedStudent } from '@/contract/user'
import type { WithAge } from '@/shared/http/request'
import { careerScope } from '@/shared/session/selection'
import { fetchAgendaMonth } from './api'
import type { MonthKey } from './dates'
import { toItems, type AgendaItem, type AgendaSource } from './logic'

export type AgendaAnswer = WithAge<AgendaEvent[]>
/** What a month query gives the screen: its events with their local days computed once. */
export interface AgendaMonth {
  items: AgendaItem[]
  savedAt: number | null
}

// Stable functions: TanStack Query reruns `select` only when the answer itself changes.
const selectors: Record<AgendaSource, (answer: AgendaAnswer) => AgendaMonth> = {
  calendar: (answer) => ({ items: toItems('calendar', answer.data), savedAt: answer.savedAt }),
  schedule: (answer) => ({ items: toItems('schedule', answer.data), savedAt: answer.savedAt }),
}

/** Keys are [domain, scope, params], built only here. */
export const agendaQueries = {
  all: ['agenda'] as const,
  month: (source: AgendaSource, student: SelectedStudent, month: MonthKey) =>
    queryOptions({
      queryKey: [...agendaQueries.all, source, { ...careerScope(student), month }] as const,
      queryFn: ({ signal }): Promise<AgendaAnswer> => fetchAgendaMonth(source, student, month, signal),
      select: selectors[source],
      staleTime: 5 * 60_000,
      // The worker keeps each month's answer per user (snapshot); the screen shows its own errors.
      meta: { snapshot: true, silent: true },
    }),
}
