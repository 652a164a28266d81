import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { DeskConfig, Ticket } from '@/contract/monitor'
import { isApiError } from '@/shared/http/api-error'
import { DEFAULT_UPLOAD_MAX_MB } from '@/shared/ui/constants'
import { EmptyData } from '@/shared/ui/empty-data'
import { QueryView } from '@/shared/ui/query-view'
import { FileViewer } from '@/shared/viewer'
import { assistanceQueries } from '../queries'
import { BackToTickets } from './back-to-tickets'
import { ClarificationPanel } from './clarification-panel'
import { ConversationSection } from './conversation-section'
import { ResolutionPanel } from './resolution-panel'
import { TicketDetails } from './ticket-details'
import { TrackingDialog } from './tracking-dialog'
import { SavedAge } from '@/shared/ui/saved-age'
import { useTicketFile } from './use-ticket-file'

/** What the desk takes when its configuration has not been read on this device (the reference desk's rules). */
const FALLBACK_CHAT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png']

function useFileRules(accountNumber: string): { chat: DeskConfig['chatFile']; evidence: DeskConfig['evidence'] } {
  const config = useQuery(assistanceQueries.config(accountNumber))
  const chatMaxMb = useQuery(assistanceQueries.chatMaxMb()).data
  const chat = config.data?.chatFile ?? { allowedExtensions: FALLBACK_CHAT_EXTENSIONS, maxSizeMb: DEFAULT_UPLOAD_MAX_MB }
  const evidence = config.data?.evidence ?? { allowedExtensions: FALLBACK_CHAT_EXTENSIONS, maxSizeMb: DEFAULT_UPLOAD_MAX_MB }
  // Spec §9: the chat file maximum is the parameter MAXFILECHAT.
  return { chat: { ...chat, maxSizeMb: chatMaxMb ?? chat.maxSizeMb }, evidence }
}

function TicketView({ ticket }: { ticket: Ticket }) {
  const [tracking, setTracking] = useState(false)
  const files = useTicketFile()
  const rules = useFileRules(ticket.accountNumber)
  return (
    <Stack gap="6">
      <TicketDetails ticket={ticket} opening={files.opening} onOpenFile={files.open} onTracking={() => setTracking(true)} />
      {ticket.status === 'resolution-proposed' && ticket.canDecideResolution ? <ResolutionPanel ticket={ticket} /> : null}
      {ticket.status === 'clarification-requested' && ticket.canAnswerClarification ? <ClarificationPanel ticket={ticket} /> : null}
      <ConversationSection ticket={ticket} chatRule={rules.chat} />
      <TrackingDialog ticketId={ticket.id} folio={ticket.folio} open={tracking} onClose={() => setTracking(false)} />
      <FileViewer file={files.shown} onClose={files.close} />
    </Stack>
  )
}

function TicketContent({ ticketId }: { ticketId: number }) {
  const ticket = useQuery({ ...assistanceQueries.ticket(ticketId), retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2 })
  if (isApiError(ticket.error) && ticket.error.status === 404 && !ticket.data) {
    return <EmptyData text={<Trans>No encontramos este ticket.</Trans>} />
  }
  return (
    <QueryView
      query={ticket}
      notDownloaded={<Trans>Sin conexión. Este ticket aún no se ha descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudo cargar el ticket.</Trans>}
    >
      {(data) => (
        <Stack gap="4">
          <SavedAge updatedAt={ticket.dataUpdatedAt} />
          <TicketView ticket={data} />
        </Stack>
      )}
    </QueryView>
  )
}

/** Spec §2 "conversation": one ticket, its detail, what the student may do now, and its messages. */
export function ConversationScreen({ ticketId }: { ticketId: number | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const folio = useQuery({ ...assistanceQueries.ticket(ticketId ?? 0), enabled: false }).data?.folio
  return (
    <Stack gap="6" maxW="4xl">
      <BackToTickets />
      <Heading as="h1" size="2xl" m="0">
        {folio ? t`Ticket ${folio}` : t`Ticket`}
      </Heading>
      {ticketId ? (
        <TicketContent ticketId={ticketId} />
      ) : (
        <EmptyData
          text={t`Elige un ticket de tu lista para ver su conversación.`}
          actionLabel={t`Ir a mis tickets`}
          onAction={() => void navigate({ to: '/assistance' })}
          canAct
        />
      )}
    </Stack>
  )
}
