import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Ticket } from '@/contract/monitor'
import { useOnline } from '@/shared/offline/use-online'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { useDecideResolution } from '../mutations'
import { refusalOf } from '@/shared/http/api-error'
import { TicketActionPanel } from './ticket-action-panel'
import { SendButton } from '@/shared/ui/send-button'
import { ServerText } from '@/shared/ui/server-text'

const REASON_MAX = 500

/**
 * Spec §4: the desk proposed a resolution; the student accepts it (the ticket closes) or rejects
 * it with a reason, which is required. Deciding needs signal: it changes the ticket now.
 */
export function ResolutionPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui()
  const online = useOnline()
  const decide = useDecideResolution()
  const [confirming, setConfirming] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const proposal = ticket.resolution?.text ?? ''

  const run = (body: Parameters<typeof decide.mutate>[0]) => {
    setFailure(null)
    decide.mutate(body, {
      onSuccess: () => {
        setConfirming(false)
        setRejecting(false)
        setReason('')
      },
      onError: (error) => {
        setConfirming(false)
        setFailure(refusalOf(error) ?? t`No se pudo enviar tu respuesta. Inténtalo de nuevo.`)
      },
    })
  }

  const reject = () => {
    const text = reason.trim()
    if (!text) return setProblem(t`Escribe el motivo del rechazo.`)
    setProblem(null)
    run({ ticketId: ticket.id, decision: 'reject', reason: text })
  }

  return (
    <TicketActionPanel
      status="info"
      title={<Trans>El centro de ayuda propone una solución</Trans>}
      description={<ServerText>{proposal}</ServerText>}
      offlineNote={<Trans>Necesitas conexión para aceptar o rechazar la solución.</Trans>}
      failure={failure}
    >
        {rejecting ? (
          <Stack gap="2">
            <Field.Root invalid={problem !== null} required>
              <Field.Label>
                <Trans>Motivo del rechazo</Trans>
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea value={reason} maxLength={REASON_MAX} rows={3} onChange={(event) => setReason(event.target.value)} />
              {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
            </Field.Root>
            <HStack gap="2" justify="flex-end">
              <Button variant="outline" size="sm" onClick={() => setRejecting(false)}>
                <Trans>Cancelar</Trans>
              </Button>
              <SendButton colorPalette="red" size="sm" disabled={!online} loading={decide.isPending} onSend={reject}>
                <Trans>Enviar rechazo</Trans>
              </SendButton>
            </HStack>
          </Stack>
        ) : (
          <HStack gap="2" flexWrap="wrap">
            <Button colorPalette="brand" size="sm" disabled={!online} onClick={() => setConfirming(true)}>
              <Trans>Aceptar solución</Trans>
            </Button>
            <Button variant="outline" size="sm" disabled={!online} onClick={() => setRejecting(true)}>
              <Trans>Rechazar solución</Trans>
            </Button>
          </HStack>
        )}
      <ConfirmDialog
        open={confirming}
        title={<Trans>¿Aceptar la solución?</Trans>}
        description={<Trans>El ticket se cerrará y ya no podrás escribir en él.</Trans>}
        confirmLabel={t`Aceptar solución`}
        loading={decide.isPending}
        onConfirm={() => run({ ticketId: ticket.id, decision: 'accept' })}
        onCancel={() => setConfirming(false)}
      />
    </TicketActionPanel>
  )
}
