import { Alert, Button, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueuedFiles } from './queued-file'
import { useOnline } from '../offline/use-online'
import { discardItem, retryItem } from '../sync/outbox'
import type { OutboxItem } from '../sync/outbox-item'

/** An upload still in the outbox (a document, a photo): waiting for signal, on its way, or refused with the server's reason. */
export function QueuedUpload({ item, documentName }: { item: OutboxItem; documentName: string }) {
  const { t } = useLingui()
  const online = useOnline()
  const failed = item.status === 'failed'
  const reason = item.lastError ?? ''
  return (
    <Alert.Root status={failed ? 'error' : 'info'} variant="subtle" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>
          {failed ? (
            <Trans>No enviado: {reason}</Trans>
          ) : item.status === 'sending' ? (
            <Trans>Enviando…</Trans>
          ) : online ? (
            <Trans>En cola para enviarse</Trans>
          ) : (
            <Trans>Pendiente de envío: se enviará cuando haya conexión</Trans>
          )}
        </Alert.Title>
        <QueuedFiles item={item} />
        {failed ? (
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" aria-label={t`Reintentar envío de ${documentName}`} onClick={() => void retryItem(item.id)}>
              <Trans>Reintentar</Trans>
            </Button>
            <Button size="sm" variant="outline" aria-label={t`Descartar envío de ${documentName}`} onClick={() => void discardItem(item.id)}>
              <Trans>Descartar</Trans>
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Alert.Root>
  )
}
