import { Badge, Box, Button, Card, Heading, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { forwardRef } from 'react'
import type { FileDocument } from '@/contract/digital-file'
import { beforePeriod, formatDate, formatDay, formatFileSize } from '@/shared/i18n/format'
import type { OutboxItem } from '@/shared/sync/outbox-item'
import { daysUntil, NEXT_STEP, showsCountdown, STATUS_LOOK } from '../logic'
import { QueuedUpload } from '@/shared/files/queued-upload'
import { ServerText } from '@/shared/ui/server-text'

export interface DocumentActions {
  onUpload: (document: FileDocument) => void
  onHistory: (document: FileDocument) => void
  onView: (document: FileDocument) => void
  onExtension: (document: FileDocument) => void
  /** Where the commitment letter can be read and signed. */
  onLetter?: (document: FileDocument) => void
}

interface DocumentCardProps extends DocumentActions {
  document: FileDocument
  queued: OutboxItem | undefined
  now: Date
  nearExpiryDays: number
  /** The role may upload and ask for extensions (action "Crear" of the section). */
  canWrite: boolean
  /** Opened from a notification about this document. */
  highlighted: boolean
  viewing: boolean
}

/** One required document: its status in words, what to do next, its dates, its file and its actions. */
export const DocumentCard = forwardRef<HTMLHeadingElement, DocumentCardProps>(function DocumentCard(
  { document, queued, now, nearExpiryDays, canWrite, highlighted, viewing, onUpload, onHistory, onView, onExtension, onLetter },
  headingRef,
) {
  const { t, i18n } = useLingui()
  const look = STATUS_LOOK[document.status]
  const next = NEXT_STEP[document.status]
  const name = document.name
  const days = document.dueDate ? daysUntil(document.dueDate, now) : null
  const reason = document.rejectionReason
  const physical = document.physical
  const extension = document.extension
  const statusId = `document-${document.documentDeliveredId}-status`

  return (
    <Card.Root
      as="li"
      listStyleType="none"
      variant="outline"
      borderColor={highlighted ? 'brand.solid' : undefined}
      borderWidth={highlighted ? '2px' : undefined}
      aria-labelledby={`document-${document.documentDeliveredId}-name`}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Heading
            as="h3"
            size="md"
            m="0"
            id={`document-${document.documentDeliveredId}-name`}
            ref={headingRef}
            tabIndex={highlighted ? -1 : undefined}
          >
            <ServerText>{name}</ServerText>
          </Heading>
          <Badge id={statusId} colorPalette={look.tone} variant="subtle" size="md">
            {i18n._(look.label)}
          </Badge>
        </HStack>
        {document.description ? (
          <Text m="0" color="fg.muted" fontSize="sm">
            <ServerText>{document.description}</ServerText>
          </Text>
        ) : null}
        {next && !queued ? <Text m="0">{i18n._(next)}</Text> : null}
        {reason && document.status === 'rejected' ? (
          <Text m="0" color="fg.error">
            <Trans>
              Motivo del rechazo: <ServerText>{reason}</ServerText>
            </Trans>
          </Text>
        ) : null}
        {document.dueDate && days !== null ? (
          <Text m="0" fontSize="sm">
            <Trans>Fecha límite: {formatDay(document.dueDate, i18n.locale)}</Trans>
            {showsCountdown(document, now, nearExpiryDays) ? (
              <Box as="strong" ms="2" color="fg.warning">
                {days === 0 ? <Trans>Vence hoy</Trans> : days === 1 ? <Trans>Vence mañana</Trans> : <Trans>Vence en {days} días</Trans>}
              </Box>
            ) : null}
          </Text>
        ) : null}
        {physical ? (
          <Text m="0" fontSize="sm">
            {physical.deliveredAt ? (
              <Trans>Original entregado en papel el {formatDate(physical.deliveredAt, i18n.locale)}.</Trans>
            ) : (
              <Trans>
                Entrega el original en <ServerText>{physical.place}</ServerText> a más tardar el {formatDay(physical.until, i18n.locale)}.
              </Trans>
            )}
          </Text>
        ) : null}
        {extension && extension.status !== 'approved' && document.status.startsWith('extension') ? (
          <Text m="0" fontSize="sm">
            {extension.status === 'pending-approval' ? (
              <Trans>
                Prórroga solicitada: <ServerText>{beforePeriod(extension.typeName)}</ServerText>.
              </Trans>
            ) : (
              <Trans>
                Prórroga rechazada: <ServerText>{beforePeriod(extension.decisionReason ?? extension.typeName)}</ServerText>.
              </Trans>
            )}
          </Text>
        ) : null}
        {document.file ? (
          <Text m="0" fontSize="sm" color="fg.muted">
            <Trans>
              Archivo: <ServerText>{document.file.name}</ServerText> · {formatFileSize(document.file.size, i18n.locale)}
            </Trans>
          </Text>
        ) : null}
        {queued ? <QueuedUpload item={queued} documentName={name} /> : null}
        <HStack gap="2" flexWrap="wrap">
          {document.status === 'letter-unsigned' && onLetter ? (
            <Button size="sm" colorPalette="brand" aria-label={t`Leer y firmar la carta de ${name}`} onClick={() => onLetter(document)}>
              <Trans>Leer y firmar la carta</Trans>
            </Button>
          ) : null}
          {canWrite && document.canUpload && !queued ? (
            <Button
              size="sm"
              colorPalette="brand"
              aria-label={document.file ? t`Subir de nuevo ${name}` : t`Subir documento ${name}`}
              aria-describedby={statusId}
              onClick={() => onUpload(document)}
            >
              {document.file ? <Trans>Subir de nuevo</Trans> : <Trans>Subir documento</Trans>}
            </Button>
          ) : null}
          {document.file ? (
            <Button size="sm" variant="outline" loading={viewing} aria-label={t`Ver archivo de ${name}`} onClick={() => onView(document)}>
              <Trans>Ver archivo</Trans>
            </Button>
          ) : null}
          {canWrite && document.canRequestExtension ? (
            <Button size="sm" variant="outline" aria-label={t`Solicitar prórroga de ${name}`} onClick={() => onExtension(document)}>
              <Trans>Solicitar prórroga</Trans>
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" aria-label={t`Historial de ${name}`} onClick={() => onHistory(document)}>
            <Trans>Historial</Trans>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
})
