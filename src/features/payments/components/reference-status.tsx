import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReferenceStatus } from '@/contract/payments'
import { REFERENCE_STATUS_LABEL } from '../logic'

const PALETTE: Readonly<Record<ReferenceStatus, string>> = { pending: 'orange', paid: 'green', expired: 'red' }

/** A reference's status in words (its colour only repeats them). */
export function ReferenceStatusBadge({ status }: { status: ReferenceStatus }) {
  const { t } = useLingui()
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="md">
      {t(REFERENCE_STATUS_LABEL[status])}
    </Badge>
  )
}
