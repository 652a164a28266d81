import { Badge } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useSessionMode } from '@/shared/auth/session-mode'
import { useOnline } from '@/shared/offline/use-online'

/** Says plainly that the portal is showing saved data, in words and not only colour. */
export function OfflineChip() {
  const online = useOnline()
  const mode = useSessionMode()
  // A start being confirmed takes a moment and is no loss of signal: nothing to say yet.
  if (online && (mode === 'online' || mode === 'checking')) return null
  return (
    <Badge role="status" colorPalette="orange" variant="solid" size="lg">
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.2-1.7M12 20h.01" />
      </svg>
      {online ? <Trans>Reconectando…</Trans> : <Trans>Sin conexión</Trans>}
    </Badge>
  )
}
