import { Button, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OutboxItem } from '@/shared/sync/outbox-item'

interface ReceiptStatusProps {
  receipt: OutboxItem
  /** The notification's title, so each retry button has its own name. */
  title: string
  onRetry: (id: string) => void
}

/** Architecture §7: each screen shows its own queued writes inline. */
export function ReceiptStatus({ receipt, title, onRetry }: ReceiptStatusProps) {
  const { t } = useLingui()
  if (receipt.status !== 'failed') {
    return (
      <Text m="0" fontSize="xs" color="fg.muted" ps="8">
        {receipt.status === 'sending' ? <Trans>Enviando…</Trans> : <Trans>Pendiente de envío</Trans>}
      </Text>
    )
  }
  return (
    <HStack gap="1" ps="8" fontSize="xs" color="fg.error">
      <Text m="0" title={receipt.lastError}>
        <Trans>No enviado</Trans> ·
      </Text>
      <Button size="xs" variant="plain" colorPalette="red" px="0" textDecoration="underline" aria-label={t`Reintentar: ${title}`} onClick={() => onRetry(receipt.id)}>
        <Trans>Reintentar</Trans>
      </Button>
    </HStack>
  )
}
