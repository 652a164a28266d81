import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { TicketStatus } from '@/contract/monitor'
import { TICKET_STATUS_LOOK } from '../logic'

/** A ticket's state in words, its colour only repeating them. */
export function TicketStatusBadge({ status, id }: { status: TicketStatus; id?: string }) {
  const { i18n } = useLingui()
  const look = TICKET_STATUS_LOOK[status]
  return (
    <Badge id={id} colorPalette={look.tone} variant="subtle" size="md">
      {i18n._(look.label)}
    </Badge>
  )
}
