import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Ticket } from '@/contract/monitor'
import type { PickedFile } from '@/shared/files/file-input'
import { isQuotaError } from '@/shared/offline/storage'
import { enqueue } from '@/shared/sync/outbox'
import { answerClarification, decideResolution, markMessagesRead, messageRequest } from './api'
import { conversationStream, MESSAGE_KIND } from './logic'
import { nextClientSequence } from './offline'
import { assistanceQueries } from './queries'

interface QueueMessageInput {
  ticket: Pick<Ticket, 'id' | 'folio'>
  text: string
  file: PickedFile | null
}

/**
 * A chat message goes to the outbox (architecture §7) with the time it was written and this
 * device's next sequence number: shown at once as pending, sent now when there is signal, later
 * when there is not, once and in the order written. Resolves false when the device had no room
 * (the person has been told), so the composer keeps what was typed.
 */
export function useQueueMessage() {
  const { t } = useLingui()
  return useMutation({
    mutationFn: async ({ ticket, text, file }: QueueMessageInput) => {
      const folio = ticket.folio
      try {
        const draft = { ticketId: ticket.id, text, clientCreatedAt: new Date().toISOString(), clientSequence: await nextClientSequence() }
        await enqueue({
          kind: MESSAGE_KIND,
          stream: conversationStream(ticket.id),
          ...messageRequest(draft, file !== null),
          files: file ? [{ field: 'file', name: file.name, blob: file.blob }] : undefined,
          meta: { domain: 'assistance', ticketId: ticket.id, text, clientCreatedAt: draft.clientCreatedAt, clientSequence: draft.clientSequence },
          label: t`Mensaje del ticket ${folio}`,
        })
      } catch (error) {
        if (isQuotaError(error)) return false
        throw error
      }
      return true
    },
    networkMode: 'always',
  })
}

/** After a write the desk must see, the ticket, its steps, its conversation and the list are read again. */
function useRefreshTicket() {
  const queryClient = useQueryClient()
  return (ticket: Ticket) => {
    queryClient.setQueryData(assistanceQueries.ticket(ticket.id).queryKey, ticket)
    void queryClient.invalidateQueries({ queryKey: assistanceQueries.tracking(ticket.id).queryKey })
    void queryClient.invalidateQueries({ queryKey: assistanceQueries.conversation(ticket.id).queryKey })
    void queryClient.invalidateQueries({ queryKey: [...assistanceQueries.all, 'tickets'] })
  }
}

/** Accept the desk's resolution (the ticket closes) or reject it with a reason. Online only: it decides now. */
export function useDecideResolution() {
  const refresh = useRefreshTicket()
  return useMutation({
    mutationFn: decideResolution,
    networkMode: 'always',
    meta: { silent: true },
    onSuccess: refresh,
  })
}

export function useAnswerClarification() {
  const refresh = useRefreshTicket()
  return useMutation({
    mutationFn: ({ ticketId, text }: { ticketId: number; text: string }) => answerClarification(ticketId, text),
    networkMode: 'always',
    meta: { silent: true },
    onSuccess: refresh,
  })
}

/** Desk messages on screen are marked read; a failure only means they stay unread until next time. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ticketId, ids }: { ticketId: number; ids: number[] }) => markMessagesRead(ticketId, ids),
    networkMode: 'online',
    meta: { silent: true },
    onSuccess: (_answer, { ticketId }) => {
      void queryClient.invalidateQueries({ queryKey: assistanceQueries.conversation(ticketId).queryKey })
      void queryClient.invalidateQueries({ queryKey: [...assistanceQueries.all, 'tickets'] })
    },
  })
}
