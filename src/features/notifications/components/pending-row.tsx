import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueuedFiles } from '@/shared/files/queued-file'
import { formatDate } from '@/shared/i18n/format'
import type { OutboxItem } from '@/shared/sync/outbox-item'

interface PendingRowProps {
  item: OutboxItem
  /** An earlier item of its stream (a conversation) was refused: this one waits for the person's decision on it. */
  held?: boolean
  onRetry: (item: OutboxItem) => void
  onDiscard: (item: OutboxItem) => void
}

function StateText({ item, held }: { item: OutboxItem; held: boolean }) {
  if (item.status === 'sending') return <Trans>Enviando…</Trans>
  if (held) return <Trans>En espera · se enviará después del envío anterior, que no se pudo enviar</Trans>
  if (item.status === 'pending') return <Trans>Pendiente</Trans>
  const message = item.lastError ?? ''
  return <Trans>No enviado: {message}</Trans>
}

/** One queued write: what it is, since when, how it goes, and what the person may do with it. */
export function PendingRow({ item, held = false, onRetry, onDiscard }: PendingRowProps) {
  const { t, i18n } = useLingui()
  const created = new Date(item.createdAt)
  const { attempts, label } = item

  return (
    <Stack as="li" listStyleType="none" gap="2" p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Text m="0" fontWeight="semibold">{label}</Text>
      <QueuedFiles item={item} />
      <Text m="0" fontSize="sm" color="fg.muted">
        <time dateTime={created.toISOString()}>{formatDate(created, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        {' · '}
        <Trans>Intentos: {attempts}</Trans>
      </Text>
      <Text m="0" fontSize="sm" color={item.status === 'failed' ? 'fg.error' : 'fg'}>
        <StateText item={item} held={held} />
      </Text>
      <HStack gap="2">
        {item.status === 'failed' && (
          <Button size="sm" colorPalette="brand" aria-label={t`Reintentar: ${label}`} onClick={() => onRetry(item)}>
            <Trans>Reintentar</Trans>
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          aria-label={t`Descartar: ${label}`}
          onClick={() => onDiscard(item)}
        >
          <Trans>Descartar</Trans>
        </Button>
      </HStack>
    </Stack>
  )
}
