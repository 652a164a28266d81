import { Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Cancellation } from '@/contract/payments'
import { formatCents, formatDay } from '@/shared/i18n/format'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { PAID_WITH_LABEL } from '../logic'
import { PayAgain } from './pay-again'
import { SummaryLines } from './summary-lines'

function SettledItem({ settled }: { settled: Cancellation['settled'][number] }) {
  const { t, i18n } = useLingui()
  const label = settled.label
  const day = formatDay(settled.paidOn, i18n.locale, { dateStyle: 'long' })
  const how = settled.method ? t(PAID_WITH_LABEL[settled.method]) : t`de otra forma`
  const folio = settled.folio
  return (
    <Text as="li" m="0">
      {folio ? (
        <Trans>
          «{label}» se pagó el {day} {how} (folio {folio})
        </Trans>
      ) : (
        <Trans>
          «{label}» se pagó el {day} {how}
        </Trans>
      )}
    </Text>
  )
}

/**
 * Why a reference or a payment can no longer be paid, in words: `intro` says what became of it,
 * then each order settled meanwhile (how, when, its folio), and what of it is still owed, with
 * the way to pay it for whoever may pay.
 */
export function CancellationNote({ cancellation, intro }: { cancellation: Cancellation; intro: ReactNode }) {
  const { i18n } = useLingui()
  const actions = useServiceActions('/payments')
  const { stillDue } = cancellation
  const owed = formatCents(stillDue.totalCents, i18n.locale)
  return (
    <Stack gap="3">
      <Text m="0" role="status" fontWeight="semibold">
        {intro}
      </Text>
      <Stack as="ul" gap="1" m="0" ps="5">
        {cancellation.settled.map((settled) => (
          <SettledItem key={`${settled.label}-${settled.folio ?? settled.paidOn}`} settled={settled} />
        ))}
      </Stack>
      {stillDue.lines.length === 0 ? (
        <Text m="0">
          <Trans>Todo lo que cubría ya está pagado: no debes nada de esto.</Trans>
        </Text>
      ) : (
        <Stack gap="2">
          <Text m="0" fontWeight="semibold">
            <Trans>Sigue pendiente: {owed}</Trans>
          </Text>
          <SummaryLines lines={stillDue.lines} totalCents={stillDue.totalCents} />
          {actions?.Ejecutar ? (
            <PayAgain>
              <Trans>Pagar lo pendiente</Trans>
            </PayAgain>
          ) : null}
        </Stack>
      )}
    </Stack>
  )
}
