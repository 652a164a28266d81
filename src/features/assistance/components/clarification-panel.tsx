import { Field, HStack, Stack, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MESSAGE_MAX, type FileRule, type Ticket } from '@/contract/monitor'
import type * as v from 'valibot'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { useOnline } from '@/shared/offline/use-online'
import { ServerText } from '@/shared/ui/server-text'
import { showAlert } from '@/shared/ui/toaster'
import { evidenceRoom } from '../logic'
import { useAddEvidence, useAnswerClarification } from '../mutations'
import { refusalOf } from '@/shared/http/api-error'
import { TicketActionPanel } from './ticket-action-panel'
import { SendButton } from '@/shared/ui/send-button'

/**
 * Spec §4: the desk asked for a clarification. The student answers it and, only now, may add
 * evidence up to the form's limit (a sent ticket takes no more otherwise). Both need signal.
 */
export function ClarificationPanel({ ticket, evidenceRule }: { ticket: Ticket; evidenceRule: v.InferOutput<typeof FileRule> }) {
  const { t } = useLingui()
  const online = useOnline()
  const answer = useAnswerClarification()
  const addEvidence = useAddEvidence()
  const [text, setText] = useState('')
  const [file, setFile] = useState<PickedFile | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const question = ticket.clarification?.question ?? ''
  const room = evidenceRoom(ticket.evidence.length, ticket.maxEvidence)

  const upload = () => {
    if (!file) return
    setFailure(null)
    addEvidence.mutate(
      { ticketId: ticket.id, file },
      {
        onSuccess: () => {
          setFile(null)
          showAlert({ type: 'success', message: t`Evidencia agregada` })
        },
        onError: (error) => setFailure(refusalOf(error) ?? t`No se pudo agregar la evidencia. Inténtalo de nuevo.`),
      },
    )
  }

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
      offlineNote={<Trans>Necesitas conexión para enviar la aclaración o agregar evidencia.</Trans>}
      failure={failure}
    >
        {ticket.canAddEvidence && room.canAdd ? (
          <Stack gap="2">
            <FileInput
              label={t`Agregar evidencia a la aclaración`}
              limits={{ allowedExtensions: evidenceRule.allowedExtensions, maxSizeMb: evidenceRule.maxSizeMb, takenNames: ticket.evidence.map((e) => e.name) }}
              value={file}
              onChange={setFile}
            />
            {file ? (
              <SendButton alignSelf="end" size="sm" variant="outline" colorPalette="gray" disabled={!online} loading={addEvidence.isPending} onSend={upload}>
                <Trans>Subir evidencia</Trans>
              </SendButton>
            ) : null}
          </Stack>
        ) : null}
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
