import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { PaymentStatus, ReferenceStatus } from '@/contract/payments'
import { PAYMENT_STATUS_LABEL, REFERENCE_STATUS_LABEL } from '../logic'

const REFERENCE_PALETTE: Readonly<Record<ReferenceStatus, string>> = { pending: 'orange', paid: 'green', expired: 'red', cancelled: 'gray' }

/** A reference's status in words (its colour only repeats them). */
export function ReferenceStatusBadge({ status }: { status: ReferenceStatus }) {
  const { t } = useLingui()
  return (
    <Badge colorPalette={REFERENCE_PALETTE[status]} variant="subtle" size="md">
      {t(REFERENCE_STATUS_LABEL[status])}
    </Badge>
  )
}

const PAYMENT_PALETTE: Readonly<Record<PaymentStatus, string>> = {
  'at-provider': 'gray',
  'awaiting-transfer': 'orange',
  pending: 'orange',
  paid: 'green',
  declined: 'red',
  expired: 'red',
  cancelled: 'gray',
}

/** A payment's status in words, as the reference's. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useLingui()
  return (
    <Badge colorPalette={PAYMENT_PALETTE[status]} variant="subtle" size="md">
      {t(PAYMENT_STATUS_LABEL[status])}
    </Badge>
  )
}
