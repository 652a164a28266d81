import { Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Payment } from '@/contract/payments'
import { refusalOf } from '@/shared/http/api-error'
import { formatCents, formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { QrCode } from '@/shared/qr/qr-code'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { useNow } from '@/shared/ui/use-now'
import { renewCodi } from '../api'
import { formatCountdown, secondsLeft } from '../logic'
import { paymentQueries } from '../queries'
import { SendButton } from '@/shared/ui/send-button'

/**
 * A CoDi charge waiting for the person's bank (spec §4): the QR with its amount and a countdown;
 * once it expires the QR is withdrawn and a new code can be generated. Readable with no signal.
 */
export function CodiPanel({ payment }: { payment: Payment }) {
  const { t, i18n } = useLingui()
  const now = useNow(1000)
  const online = useOnline()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string | null>(null)
  const renew = useMutation({
    mutationFn: () => renewCodi(payment.id),
    meta: { silent: true },
    onSuccess: (renewed) => {
      queryClient.setQueryData(paymentQueries.payment(payment.id).queryKey, { data: renewed, savedAt: null })
      void queryClient.invalidateQueries({ queryKey: paymentQueries.all })
    },
    onError: (error) => setProblem(refusalOf(error) ?? t`No se pudo generar un nuevo código CoDi.`),
  })
  const code = payment.codi
  if (!code) return null
  const left = secondsLeft(code.expiresAt, now)
  const amount = formatCents(payment.totalCents, i18n.locale)
  const until = formatDate(code.expiresAt, i18n.locale, { timeStyle: 'short' })
  if (left === 0) {
    return (
      <Stack gap="3" align="flex-start">
        <Text m="0" role="status" fontWeight="semibold">
          <Trans>Este código CoDi venció a las {until}: tu banco ya no lo acepta.</Trans>
        </Text>
        <SendButton
          onSend={() => {
            setProblem(null)
            renew.mutate()
          }}
          loading={renew.isPending}
          disabled={!online}
        >
          <Trans>Generar nuevo código</Trans>
        </SendButton>
        {!online ? (
          <Text m="0">
            <Trans>Sin conexión: generar un código necesita internet.</Trans>
          </Text>
        ) : null}
        {problem ? <FailureAlert>{problem}</FailureAlert> : null}
      </Stack>
    )
  }
  return (
    <Stack gap="3" align="center" textAlign="center">
      <QrCode text={code.payload} label={t`Código QR de CoDi por ${amount}`} size="240px" />
      <Text m="0" fontSize="lg" fontWeight="semibold">
        {amount}
      </Text>
      {/* Read out when asked, not every second. */}
      <Text m="0" aria-live="off">
        <Trans>
          Vence en <time dateTime={`PT${left}S`}>{formatCountdown(left)}</time> (a las {until})
        </Trans>
      </Text>
      <Text m="0" fontSize="sm" color="fg.muted">
        <Trans>Abre la app de tu banco, elige CoDi y escanea el código. Te avisaremos cuando tu banco confirme el pago.</Trans>
      </Text>
    </Stack>
  )
}
