import { Badge, Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useOutboxCounts } from '@/shared/sync/use-outbox'
import { UploadQueueIcon } from './icons'

/** Header link to "Pendientes de envío", shown only while something waits to be sent. */
export function OutboxBadge() {
  const { t } = useLingui()
  const { total: count, failed } = useOutboxCounts()
  if (count === 0) return null
  const label = failed > 0 ? t`Pendientes de envío: ${count} · con error: ${failed}` : t`Pendientes de envío: ${count}`

  return (
    <Button asChild data-live-only="" variant="outline" size="sm" colorPalette={failed > 0 ? 'red' : 'gray'} gap="1.5" px="2">
      <Link to="/pending" aria-label={label} title={label}>
        <UploadQueueIcon size={18} />
        <Badge aria-hidden="true" variant="subtle" colorPalette={failed > 0 ? 'red' : 'gray'}>
          {failed > 0 ? `${count} · !` : count}
        </Badge>
      </Link>
    </Button>
  )
}
