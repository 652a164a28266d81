import { Badge } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

/** Today is written, not only coloured. */
export function TodayBadge() {
  return (
    <Badge size="sm" variant="solid" colorPalette="brand" ms="2" verticalAlign="middle">
      <Trans>Hoy</Trans>
    </Badge>
  )
}
