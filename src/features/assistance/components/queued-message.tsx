import { Button, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useOnline } from '@/shared/offline/use-online'
import { retryItem } from '@/shared/sync/outbox'
import type { QueuedMessage } from '../logic'
import { AttachmentButton, Bubble } from './message-item'

interface QueuedMessageItemProps {
  queued: QueuedMessage
  /** Sent a moment ago: on its way into the conversation the server answers. */
  delivering?: boolean
  /** An earlier message of the conversation was refused: this one waits until it is retried or discarded. */
  waiting?: boolean
  onOpenLocal: (blob: Blob, name: string) => void
  onDiscard: (id: string) => void
}

/**
 * A message written on this device that the server does not have yet: pending (with no signal,
 * or waiting its turn), on its way, refused with the server's reason (to retry or discard), or
 * held behind an earlier refused one.
 */
export function QueuedMessageItem({ queued, delivering = false, waiting = false, onOpenLocal, onDiscard }: QueuedMessageItemProps) {
  const { t } = useLingui()
  const online = useOnline()
  const { item } = queued
  const failed = !delivering && item.status === 'failed'
  const reason = item.lastError ?? ''
  const file = item.files?.[0]
  return (
    <Bubble mine>
      <Text as="span" m="0" fontSize="sm" fontWeight="semibold">
        <Trans>Tú</Trans>
      </Text>
      {queued.text ? (
        <Text m="0" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {queued.text}
        </Text>
      ) : null}
      {file ? <AttachmentButton file={{ name: file.name, size: file.blob.size }} opening={false} onOpen={() => onOpenLocal(file.blob, file.name)} /> : null}
      {failed ? (
        <>
          <Text m="0" fontSize="sm" color="fg.error" fontWeight="medium">
            <Trans>No se pudo enviar el mensaje: {reason}</Trans>
          </Text>
          <HStack gap="2" alignSelf="end">
            <Button size="xs" colorPalette="brand" aria-label={t`Reintentar el envío del mensaje`} onClick={() => void retryItem(item.id)}>
              <Trans>Reintentar</Trans>
            </Button>
            <Button size="xs" variant="outline" aria-label={t`Descartar el mensaje`} onClick={() => onDiscard(item.id)}>
              <Trans>Descartar</Trans>
            </Button>
          </HStack>
        </>
      ) : (
        <Text m="0" fontSize="xs" color="fg.muted" alignSelf="end">
          {delivering || item.status === 'sending' ? (
            <Trans>Enviando…</Trans>
          ) : waiting ? (
            <Trans>En espera · se enviará después del mensaje anterior, que no se pudo enviar</Trans>
          ) : online ? (
            <Trans>Pendiente · en cola para enviarse</Trans>
          ) : (
            <Trans>Pendiente · se enviará cuando haya conexión</Trans>
          )}
        </Text>
      )}
    </Bubble>
  )
}
