import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { SelectedStudent } from '@/contract/user'
import { useOnline } from '@/shared/offline/use-online'
import type { MonthKey } from './dates'
import { AGENDA_SOURCES, mergeItems, oldestSavedAt, partState, type AgendaItem, type AgendaSource, type PartFacts, type PartState } from './logic'
import { agendaQueries, type AgendaMonth } from './queries'

export interface AgendaPart {
  source: AgendaSource
  month: MonthKey
  state: PartState
}

export interface AgendaMonths {
  /** Events of every month that has an answer, each once. */
  items: AgendaItem[]
  parts: AgendaPart[]
  /** Oldest offline copy among the answers; null when every answer is fresh from the server. */
  savedAt: number | null
  /** Asks again for the months that failed. */
  retry: () => void
  retrying: boolean
}

// Module level so TanStack Query reuses the combined value while no answer changes.
function combineMonths(results: UseQueryResult<AgendaMonth>[]) {
  return {
    items: mergeItems(results.map((result) => result.data?.items)),
    facts: results.map(
      (result): PartFacts & { savedAt: number | null } => ({
        hasData: result.data !== undefined,
        isError: result.isError,
        isFetching: result.isFetching,
        fetchStatus: result.fetchStatus,
        savedAt: result.data?.savedAt ?? null,
      }),
    ),
    refetch: results.map((result) => result.refetch),
  }
}

/**
 * The months a view needs, one query per month and call, asked in parallel. A screen that shows
 * only one call (the online classes read the schedule alone) names it in `sources`; the queries
 * are the agenda's own, so their cache and the worker's saved copies are shared.
 */
export function useAgendaMonths(
  student: SelectedStudent,
  months: readonly MonthKey[],
  sources: readonly AgendaSource[] = AGENDA_SOURCES,
): AgendaMonths {
  const online = useOnline()
  const keys = useMemo(() => months.flatMap((month) => sources.map((source) => ({ source, month }))), [months, sources])
  const combined = useQueries({
    queries: keys.map(({ source, month }) => agendaQueries.month(source, student, month)),
    combine: combineMonths,
  })
  const parts = useMemo(
    () => keys.map((key, index): AgendaPart => ({ ...key, state: combined.facts[index] ? partState(combined.facts[index], online) : 'loading' })),
    [keys, combined.facts, online],
  )
  const { refetch, facts } = combined
  const retry = useCallback(() => {
    parts.forEach((part, index) => {
      if (part.state === 'failed') void refetch[index]?.()
    })
  }, [parts, refetch])
  return {
    items: combined.items,
    parts,
    savedAt: oldestSavedAt(facts.map((fact) => fact.savedAt)),
    retry,
    retrying: parts.some((part, index) => part.state === 'failed' && facts[index]?.isFetching),
  }
}
