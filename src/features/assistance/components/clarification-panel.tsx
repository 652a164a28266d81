import { Field, HStack, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MESSAGE_MAX, type Ticket } from '@/contract/monitor'
import { refusalOf } from '@/shared/http/api-error'
import { useOnline } from '@/shared/offline/use-online'
import { SendButton } from '@/shared/ui/send-button'
import { ServerText } from '@/shared/ui/server-text'
import { useAnswerClarification } from '../mutations'
import { TicketActionPanel } from './ticket-action-panel'

/**
 * Spec §4: the desk asked for a clarification. The student answers it here; a sent ticket takes
 * no more evidence, so a file the desk asks for goes as an attachment of a message in the
 * conversation. Answering needs signal.
 */
export function ClarificationPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui()
  const online = useOnline()
  const answer = useAnswerClarification()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const question = ticket.clarification?.question ?? ''

  const send = () => {
    const trimmed = text.trim()
    if (!trimmed) return setProblem(t`Escribe tu aclaración.`)
    setProblem(null)
    setFailure(null)
    answer.mutate(
      { ticketId: ticket.id, text: trimmed },
      { onSuccess: () => setText(''), onError: (error) => setFailure(refusalOf(error) ?? t`No se pudo enviar tu aclaración. Inténtalo de nuevo.`) },
    )
  }

  return (
    <TicketActionPanel
      status="warning"
      title={<Trans>El centro de ayuda necesita una aclaración</Trans>}
      description={<ServerText>{question}</ServerText>}
      offlineNote={<Trans>Necesitas conexión para enviar la aclaración.</Trans>}
      failure={failure}
    >
      <Text m="0" fontSize="sm">
        <Trans>Si te piden un archivo, adjúntalo a un mensaje de la conversación: una solicitud enviada ya no admite más evidencia.</Trans>
      </Text>
      <Field.Root invalid={problem !== null} required>
        <Field.Label>
          <Trans>Tu aclaración</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={text} maxLength={MESSAGE_MAX} rows={3} onChange={(event) => setText(event.target.value)} />
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
      <HStack justify="flex-end">
        <SendButton size="sm" disabled={!online} loading={answer.isPending} onSend={send}>
          <Trans>Enviar aclaración</Trans>
        </SendButton>
      </HStack>
    </TicketActionPanel>
  )
}
