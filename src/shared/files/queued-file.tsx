import { HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatFileSize, formatNumber } from '../i18n/format'
import type { OutboxItem } from '../sync/outbox-item'
import { useSendProgress } from '../sync/send-progress'

/**
 * The files of a queued write: name, size and, while the page sends it, how far it has gone.
 * Shared by the "Pendientes de envío" list and every screen that shows its own uploads.
 */
export function QueuedFiles({ item }: { item: OutboxItem }) {
  const { t, i18n } = useLingui()
  const progress = useSendProgress(item.id)
  if (!item.files?.length) return null
  const share = progress && progress.total > 0 ? progress.sent / progress.total : undefined
  const percent = share === undefined ? '' : formatNumber(share, i18n.locale, { style: 'percent', maximumFractionDigits: 0 })
  return (
    <Stack gap="1">
      {item.files.map((file) => (
        <HStack key={file.name} gap="2" fontSize="sm" color="fg.muted">
          <Text m="0" truncate title={file.name}>
            {file.name}
          </Text>
          <Text m="0" flexShrink={0}>
            {formatFileSize(file.blob.size, i18n.locale)}
          </Text>
        </HStack>
      ))}
      {item.status === 'sending' && share !== undefined ? (
        <Stack gap="1">
          <Progress.Root value={Math.round(share * 100)} size="sm" colorPalette="brand" aria-label={t`Avance del envío`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text m="0" fontSize="sm">
            <Trans>Enviado {percent}</Trans>
          </Text>
        </Stack>
      ) : null}
    </Stack>
  )
}
