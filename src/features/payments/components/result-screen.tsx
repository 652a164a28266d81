import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { brandOffers } from '@/contract/payment-offer'
import type { Payment } from '@/contract/payments'
import { formatCents, formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { StudentScreen } from '@/shared/session/student-screen'
import { EmptyData } from '@/shared/ui/empty-data'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { useNow } from '@/shared/ui/use-now'
import { CARD_BRAND_NAME, METHOD_LABEL, paymentStatusOn, withoutFinalPeriod } from '../logic'
import { paymentQueries } from '../queries'
import { useBrand } from '../use-brand'
import { BackToPayments } from './back-to-payments'
import { CancellationNote } from './cancellation-note'
import { CodiPanel } from './codi-panel'
import { PayAgain } from './pay-again'
import { ReceiptButton } from './receipt-dialog'
import { PaymentStatusBadge } from './reference-status'
import { SummaryLines } from './summary-lines'

function StatusText({ payment, status }: { payment: Payment; status: ReturnType<typeof paymentStatusOn> }) {
  const { i18n } = useLingui()
  switch (status) {
    case 'paid':
      return <Trans>Pago realizado con el folio {payment.folio}. Ya se aplicó a tu estado de cuenta.</Trans>
    case 'declined': {
      const reason = withoutFinalPeriod(payment.declineReason ?? '')
      return <Trans>El pago no se realizó: {reason}. No se hizo ningún cargo.</Trans>
    }
    case 'at-provider':
      // Only the person who started it is given the bank's page.
      return payment.providerUrl ? (
        <Trans>Aún no terminas este pago en la página del banco.</Trans>
      ) : (
        <Trans>Este pago sigue abierto en la página del banco: solo quien lo inició puede continuarlo.</Trans>
      )
    case 'awaiting-transfer':
      return payment.codi ? (
        <Trans>Esperamos la confirmación de tu banco.</Trans>
      ) : (
        <Trans>Esperamos la transferencia CoDi: solo quien inició este pago tiene su código.</Trans>
      )
    case 'pending': {
      // The deadline ends with the time ("11:59 p.m."), so it never closes a sentence.
      const deadline = payment.deadline ? formatDate(payment.deadline, i18n.locale, { dateStyle: 'long', timeStyle: 'short' }) : ''
      return <Trans>Mercado Pago registró tu pago en efectivo: tienes hasta el {deadline} para pagarlo en la tienda. Se reflejará cuando la tienda lo confirme.</Trans>
    }
    case 'expired':
      return <Trans>La fecha límite pasó sin que se recibiera el pago. Si aún debes, inicia un pago nuevo.</Trans>
    case 'cancelled':
      return <Trans>Se canceló sin cobrarte: parte de lo que cubría ya se pagó de otra forma.</Trans>
  }
}

function PaymentDetail({ payment }: { payment: Payment }) {
  const { t, i18n } = useLingui()
  const now = useNow()
  const online = useOnline()
  const brand = useBrand()
  const status = paymentStatusOn(payment, now)
  const card = payment.card
  // A payment still open with a way to pay the brand no longer offers (its flags changed since):
  // no code to scan or renew and no provider's page, only the way to pay what it carried otherwise.
  const offered = brandOffers(brand, payment.method)
  const stalled = !offered && (status === 'awaiting-transfer' || status === 'at-provider')
  const method = t(METHOD_LABEL[payment.method])
  return (
    <Stack gap="6">
      <SectionCard title={<Trans>Estado</Trans>}>
        <HStack gap="3" flexWrap="wrap">
          <PaymentStatusBadge status={status} />
          <Text m="0" fontWeight="semibold">
            {formatCents(payment.totalCents, i18n.locale)} · {method}
            {card ? ` · ${t`${CARD_BRAND_NAME[card.brand]} terminada en ${card.last4}`}` : ''}
          </Text>
        </HStack>
        {status === 'cancelled' && payment.cancellation ? (
          <CancellationNote cancellation={payment.cancellation} intro={<StatusText payment={payment} status={status} />} />
        ) : (
          <Text m="0" role="status">
            <StatusText payment={payment} status={status} />
          </Text>
        )}
        {status === 'awaiting-transfer' && offered ? <CodiPanel payment={payment} /> : null}
        {stalled ? (
          <Text m="0">
            <Trans>
              {method} no se ofrece en tu universidad: este pago no se puede continuar desde el portal. Si ya lo pagaste, se reflejará cuando se
              confirme; si no, paga lo pendiente de otra forma.
            </Trans>
          </Text>
        ) : null}
        <HStack gap="3" flexWrap="wrap">
          {status === 'paid' && payment.folio ? <ReceiptButton accountNumber={payment.accountNumber} folio={payment.folio} size="md" /> : null}
          {status === 'at-provider' && payment.providerUrl && online && offered ? (
            <Button asChild colorPalette="brand">
              <a href={payment.providerUrl}>
                <Trans>Continuar en el banco</Trans>
              </a>
            </Button>
          ) : null}
          {status === 'declined' || status === 'expired' ? (
            <PayAgain>
              <Trans>Intentar de nuevo</Trans>
            </PayAgain>
          ) : null}
          {stalled ? (
            <PayAgain>
              <Trans>Pagar de otra forma</Trans>
            </PayAgain>
          ) : null}
        </HStack>
      </SectionCard>
      <SectionCard title={<Trans>Qué pagas</Trans>}>
        <SummaryLines lines={payment.lines} totalCents={payment.totalCents} />
        <Text m="0" fontSize="sm" color="fg.muted">
          <Trans>Iniciado el {formatDate(payment.createdAt, i18n.locale, { dateStyle: 'long', timeStyle: 'short' })}</Trans>
        </Text>
      </SectionCard>
      <ChakraLink asChild colorPalette="brand">
        <Link to="/payments">
          <Trans>Ver mi estado de cuenta</Trans>
        </Link>
      </ChakraLink>
    </Stack>
  )
}

function ResultContent({ paymentId }: { paymentId?: number }) {
  const payment = useQuery({ ...paymentQueries.payment(paymentId ?? 0), enabled: paymentId !== undefined })
  if (paymentId === undefined) return <EmptyData text={<Trans>No encontramos este pago.</Trans>} />
  return (
    <SnapshotView
      query={payment}
      notDownloaded={<Trans>Sin conexión. Este pago aún no se ha descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudo cargar este pago.</Trans>}
    >
      {(data) => <PaymentDetail payment={data} />}
    </SnapshotView>
  )
}

/** Where the bank and the marketplace bring the person back, and where a CoDi code shows (spec §2 "QR page"). */
export function PaymentResultScreen({ paymentId }: { paymentId?: number }) {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Tu pago</Trans>} back={<BackToPayments />} needsStudent={t`Elige un alumno y su carrera para ver sus pagos.`}>
      {() => <ResultContent paymentId={paymentId} />}
    </StudentScreen>
  )
}
