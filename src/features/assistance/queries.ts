import { queryOptions } from '@tanstack/react-query'
import { fetchActivities, fetchChatMaxMb, fetchConversation, fetchDeskConfig, fetchTicket, fetchTickets, fetchTracking } from './api'
import { mergeConversation } from './logic'
import { PERSISTED_GC_TIME_MS } from '@/shared/offline/query-persistence'

/**
 * The help center is read with no signal from the saved query cache (README "What works
 * offline"): each query stays in it for the cache's whole life, not 5 minutes after its screen.
 */
const kept = { gcTime: PERSISTED_GC_TIME_MS, meta: { silent: true } } as const

/** Keys are [domain, scope, params], built only here. */
export const assistanceQueries = {
  all: ['assistance'] as const,
  config: (accountNumber: string) =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'config', accountNumber] as const,
      queryFn: ({ signal }) => fetchDeskConfig(accountNumber, signal),
      staleTime: 60 * 60_000,
      ...kept,
    }),
  /**
   * The options of a form's catalog field, read when a reason that has one is chosen, so an option
   * the university added or withdrew since `/cnf` was read shows; until it answers (or with no
   * signal) the form offers the copy that came with `/cnf`.
   */
  activities: (catalogId: number) =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'activities', catalogId] as const,
      queryFn: ({ signal }) => fetchActivities(catalogId, signal),
      select: (page) => page.options.map(({ id, name }) => ({ id, name })),
      staleTime: 60_000,
      ...kept,
    }),
  tickets: (accountNumber: string) =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'tickets', accountNumber] as const,
      queryFn: ({ signal }) => fetchTickets(accountNumber, signal),
      staleTime: 30_000,
      ...kept,
    }),
  ticket: (ticketId: number) =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'ticket', ticketId] as const,
      queryFn: ({ signal }) => fetchTicket(ticketId, signal),
      ...kept,
    }),
  tracking: (ticketId: number) =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'tracking', ticketId] as const,
      queryFn: ({ signal }) => fetchTracking(ticketId, signal),
      ...kept,
    }),
  /**
   * The conversation: the first call reads all of it, every later one only what is new since the
   * last answer's cursor, merged into what is shown.
   */
  conversation: (ticketId: number) =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'conversation', ticketId] as const,
      queryFn: async ({ signal, client, queryKey }) => {
        const previous = client.getQueryData<Awaited<ReturnType<typeof fetchConversation>>>(queryKey)
        return mergeConversation(previous, await fetchConversation(ticketId, previous?.cursor, signal))
      },
      ...kept,
    }),
  /** The largest chat attachment, in MB (parameter MAXFILECHAT); null when not configured. */
  chatMaxMb: () =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'parameter', 'MAXFILECHAT'] as const,
      queryFn: ({ signal }) => fetchChatMaxMb(signal),
      staleTime: 60 * 60_000,
      ...kept,
    }),
}
