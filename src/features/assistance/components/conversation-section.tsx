import { Box, Button, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { FileRule, Message, Ticket } from '@/contract/monitor'
import type * as v from 'valibot'
import { useOnline } from '@/shared/offline/use-online'
import { waitingForRefused } from '@/shared/sync/rules'
import { useOutbox } from '@/shared/sync/use-outbox'
import { QueryView } from '@/shared/ui/query-view'
import { FileViewer } from '@/shared/viewer'
import { CONVERSATION_POLL_MS, earlierFrom, MESSAGE_KIND, queuedMessages, shownFrom, unreadDeskIds } from '../logic'
import { useMarkMessagesRead } from '../mutations'
import { assistanceQueries } from '../queries'
import { Composer } from './composer'
import { MessageItem } from './message-item'
import { QueuedMessageItem } from './queued-message'
import { usePageVisible } from './use-page-visible'
import { useDelivering } from './use-delivering'
import { useTicketFile } from './use-ticket-file'

const NO_MESSAGES: Message[] = []

/**
 * The ticket's conversation: the server's messages in its order, then what this device still has
 * to send. A long one shows its newest messages, and earlier ones when asked. While the page is
 * visible and online it asks every few seconds for what is new, so a desk answer appears without
 * reloading; the desk's messages are marked read when the conversation is opened.
 */
export function ConversationSection({ ticket, chatRule }: { ticket: Ticket; chatRule: v.InferOutput<typeof FileRule> }) {
  const { t } = useLingui()
  const online = useOnline()
  const visible = usePageVisible()
  const queryClient = useQueryClient()
  const conversation = useQuery({ ...assistanceQueries.conversation(ticket.id), refetchInterval: online && visible ? CONVERSATION_POLL_MS : false })
  const messages = conversation.data?.messages ?? NO_MESSAGES
  const outbox = useOutbox(MESSAGE_KIND)
  const queued = useMemo(() => queuedMessages(outbox, ticket.id), [outbox, ticket.id])
  // The conversation is one ordered stream: what follows a refused message waits for the person's decision.
  const waiting = useMemo(() => waitingForRefused(queued.map((q) => q.item)), [queued])
  const { refetch: ask } = conversation
  const refetch = useCallback(() => void ask(), [ask])
  const { delivering, discard } = useDelivering(queued, messages, refetch)
  const files = useTicketFile()
  const markRead = useMarkMessagesRead()
  const asked = useRef(new Set<number>())
  const [announcement, setAnnouncement] = useState('')
  const seenDesk = useRef<number | null>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const [fromId, setFromId] = useState<number | null>(null)
  const start = shownFrom(messages, fromId)
  const shown = useMemo(() => (start === 0 ? messages : messages.slice(start)), [messages, start])
  // Earlier messages go above what the person was reading, which stays where it was on screen. The
  // list keeps it there itself: browsers that anchor scrolling do it differently, some not at all.
  const heightBefore = useRef<number | null>(null)
  const showEarlier = () => {
    heightBefore.current = scroller.current?.scrollHeight ?? null
    setFromId(earlierFrom(messages, start))
  }
  useLayoutEffect(() => {
    const box = scroller.current
    if (box && heightBefore.current !== null) box.scrollTop += box.scrollHeight - heightBefore.current
    heightBefore.current = null
  }, [start])

  // The desk moved the ticket (a resolution, a question, closed): its detail and steps are read again.
  const status = conversation.data?.status
  useEffect(() => {
    if (status && status !== ticket.status) {
      void queryClient.invalidateQueries({ queryKey: assistanceQueries.ticket(ticket.id).queryKey })
      void queryClient.invalidateQueries({ queryKey: assistanceQueries.tracking(ticket.id).queryKey })
    }
  }, [status, ticket.status, ticket.id, queryClient])

  // Desk messages on screen are read, by whoever may write on the ticket (a role that only reads
  // leaves them as they are); each is asked for once.
  const writable = ticket.canMessage || ticket.canDecideResolution || ticket.canAnswerClarification
  const unread = writable ? unreadDeskIds(messages).filter((id) => !asked.current.has(id)) : []
  useEffect(() => {
    if (!online || !visible || unread.length === 0) return
    for (const id of unread) asked.current.add(id)
    markRead.mutate({ ticketId: ticket.id, ids: unread })
  }, [online, visible, unread.join(','), ticket.id]) // eslint-disable-line react-hooks/exhaustive-deps

  // A new desk message is said to screen readers, and the list follows the newest message.
  const deskCount = messages.filter((m) => m.author === 'desk').length
  const rows = messages.length + delivering.length + queued.length
  useEffect(() => {
    if (conversation.data === undefined) return
    if (seenDesk.current !== null && deskCount > seenDesk.current) setAnnouncement(t`Nuevo mensaje del centro de ayuda`)
    seenDesk.current = deskCount
  }, [deskCount, conversation.data, t])
  useEffect(() => {
    const box = scroller.current
    if (box) box.scrollTop = box.scrollHeight
  }, [rows])

  return (
    <Stack as="section" aria-labelledby="conversation-title" gap="4">
      <Heading as="h2" size="lg" m="0" id="conversation-title">
        <Trans>Conversación</Trans>
      </Heading>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <QueryView
        query={conversation}
        notDownloaded={<Trans>Sin conexión. Esta conversación aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar la conversación.</Trans>}
      >
        {() =>
          rows === 0 ? (
            <Text m="0" color="fg.muted">
              <Trans>Aún no hay mensajes en este ticket.</Trans>
            </Text>
          ) : (
            <Stack gap="2">
              {start > 0 ? (
                <Button size="sm" variant="outline" alignSelf="center" onClick={showEarlier}>
                  <Plural value={start} one="Ver el mensaje anterior" other="Ver mensajes anteriores (# más)" />
                </Button>
              ) : null}
              <Box
                ref={scroller}
                role="region"
                aria-label={t`Mensajes del ticket`}
                tabIndex={0}
                maxH="60vh"
                overflowY="auto"
                css={{ overflowAnchor: 'none' }}
                borderWidth="1px"
                borderRadius="md"
                p="3"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              >
                <Stack as="ol" gap="3" m="0" p="0">
                  {shown.map((message) => (
                    <MessageItem key={message.id} message={message} opening={files.opening === message.attachment?.id} onOpenFile={files.open} />
                  ))}
                  {delivering.map((q) => (
                    <QueuedMessageItem key={q.item.id} queued={q} delivering onOpenLocal={files.showLocal} onDiscard={discard} />
                  ))}
                  {queued.map((q) => (
                    <QueuedMessageItem key={q.item.id} queued={q} waiting={waiting.has(q.item.id)} onOpenLocal={files.showLocal} onDiscard={discard} />
                  ))}
                </Stack>
              </Box>
            </Stack>
          )
        }
      </QueryView>
      {ticket.canMessage ? (
        <Composer ticket={ticket} fileRule={chatRule} />
      ) : (
        <Text m="0" color="fg.muted">
          {ticket.status === 'closed' ? (
            <Trans>Este ticket está cerrado: ya no recibe mensajes.</Trans>
          ) : (
            <Trans>Tu rol solo puede consultar este ticket.</Trans>
          )}
        </Text>
      )}
      <FileViewer file={files.shown} onClose={files.close} />
    </Stack>
  )
}
