import { queryOptions } from '@tanstack/react-query'
import { fetchChatMaxMb, fetchConversation, fetchDeskConfig, fetchTicket, fetchTickets, fetchTracking } from './api'
import { mergeConversation } from './logic'

/** Keys are [domain, scope, params], built only here. */
export const assistanceQueries = {
  all: ['assistance'] as const,
  config: (accountNumber: string) =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'config', accountNumber] as const,
      queryFn: ({ signal }) => fetchDeskConfig(accountNumber, signal),
      staleTime: 60 * 60_000,
      meta: { silent: true },
    }),
  tickets: (accountNumber: string) =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'tickets', accountNumber] as const,
      queryFn: ({ signal }) => fetchTickets(accountNumber, signal),
      staleTime: 30_000,
      meta: { silent: true },
    }),
  ticket: (ticketId: number) =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'ticket', ticketId] as const,
      queryFn: ({ signal }) => fetchTicket(ticketId, signal),
      meta: { silent: true },
    }),
  tracking: (ticketId: number) =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'tracking', ticketId] as const,
      queryFn: ({ signal }) => fetchTracking(ticketId, signal),
      meta: { silent: true },
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
      meta: { silent: true },
    }),
  /** The largest chat attachment, in MB (parameter MAXFILECHAT); null when not configured. */
  chatMaxMb: () =>
    queryOptions({
      queryKey: [...assistanceQueries.all, 'parameter', 'MAXFILECHAT'] as const,
      queryFn: ({ signal }) => fetchChatMaxMb(signal),
      staleTime: 60 * 60_000,
      meta: { silent: true },
    }),
}
