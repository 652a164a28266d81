import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { brandOffers } from '@/contract/payment-offer'
import type { Payment } from '@/contract/payments'
import { formatCents, formatDate } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { useNow } from '@/shared/ui/use-now'
import { codiValid, METHOD_LABEL, paymentStatusOn } from '../logic'
import { paymentQueries } from '../queries'
import { useBrand } from '../use-brand'
import { PaymentStatusBadge } from './reference-status'

function PaymentNote({ payment, now, codi }: { payment: Payment; now: Date; codi: boolean }) {
  const { i18n } = useLingui()
  const status = paymentStatusOn(payment, now)
  // Where the brand has no CoDi, a code is neither offered nor to be renewed: the payment shows its day.
  if (status === 'awaiting-transfer' && payment.codi && codi) {
    const until = formatDate(payment.codi.expiresAt, i18n.locale, { timeStyle: 'short' })
    return codiValid(payment, now) ? <Trans>Código CoDi vigente hasta las {until}</Trans> : <Trans>El código CoDi venció: genera uno nuevo</Trans>
  }
  if (status === 'pending' && payment.deadline) {
    const deadline = formatDate(payment.deadline, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
    return <Trans>Pagar en tienda a más tardar el {deadline}</Trans>
  }
  if (status === 'paid' && payment.folio) return <Trans>Folio {payment.folio}</Trans>
  if (status === 'cancelled') return <Trans>Se canceló sin cobrarte: lo que cubría ya se pagó de otra forma</Trans>
  return <>{formatDate(payment.createdAt, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}</>
}

/**
 * The payments started here, newest first: CoDi codes and cash payments still to make are kept
 * on this device (the pay-later kit), each opening its result with the QR, deadline or receipt.
 */
export const OnlinePaymentsSection = memo(function OnlinePaymentsSection({ accountNumber }: { accountNumber: string }) {
  const { t, i18n } = useLingui()
  const payments = useQuery(paymentQueries.payments(accountNumber))
  const now = useNow()
  const codi = brandOffers(useBrand(), 'codi')
  return (
    <SectionCard title={<Trans>Mis pagos en línea</Trans>}>
      <SnapshotView
        query={payments}
        notDownloaded={<Trans>Sin conexión. Tus pagos en línea aún no se han descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudieron cargar tus pagos en línea.</Trans>}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyData text={<Trans>Aún no has pagado en línea.</Trans>} />
          ) : (
            <Stack as="ul" gap="3" m="0" p="0" listStyleType="none">
              {list.map((payment) => {
                const total = formatCents(payment.totalCents, i18n.locale)
                const method = t(METHOD_LABEL[payment.method])
                return (
                  <Stack as="li" key={payment.id} gap="1" p="3" borderWidth="1px" borderRadius="l2">
                    <HStack justify="space-between" flexWrap="wrap" gap="2">
                      <ChakraLink asChild fontWeight="semibold" colorPalette="brand">
                        <Link to="/payments/result" search={{ id: payment.id }}>
                          <Trans>
                            {method} por {total}
                          </Trans>
                        </Link>
                      </ChakraLink>
                      <PaymentStatusBadge status={paymentStatusOn(payment, now)} />
                    </HStack>
                    <Text m="0" fontSize="sm" color="fg.muted">
                      <PaymentNote payment={payment} now={now} codi={codi} />
                    </Text>
                  </Stack>
                )
              })}
            </Stack>
          )
        }
      </SnapshotView>
    </SectionCard>
  )
})
