import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { memo, type ReactNode } from 'react'
import type { Message, MonitorFile } from '@/contract/monitor'
import { formatDate, formatFileSize } from '@/shared/i18n/format'
import { ServerText } from '@/shared/ui/server-text'

/** A speech bubble: the student's own on the right in the brand's tint, the desk's on the left. */
export function Bubble({ mine, children }: { mine: boolean; children: ReactNode }) {
  return (
    <Box as="li" listStyleType="none" display="flex" justifyContent={mine ? 'flex-end' : 'flex-start'}>
      <Stack
        gap="1"
        maxW={{ base: '90%', md: '75%' }}
        px="3"
        py="2"
        borderRadius="lg"
        bg={mine ? 'brand.subtle' : 'bg.muted'}
        color="fg"
        borderWidth="1px"
        borderColor={mine ? 'brand.muted' : 'border'}
      >
        {children}
      </Stack>
    </Box>
  )
}

export function AttachmentButton({ file, opening, onOpen }: { file: Pick<MonitorFile, 'name' | 'size'>; opening: boolean; onOpen: () => void }) {
  const { i18n } = useLingui()
  const name = file.name
  const size = formatFileSize(file.size, i18n.locale)
  return (
    <Button size="xs" variant="outline" alignSelf="start" loading={opening} onClick={onOpen}>
      <Trans>
        Abrir archivo {name} ({size})
      </Trans>
    </Button>
  )
}

/**
 * One message of the conversation that the server holds; drawn again only when it changes (a
 * poll's merge keeps the same object for a message it did not change).
 */
export const MessageItem = memo(function MessageItem({
  message,
  opening,
  onOpenFile,
}: {
  message: Message
  opening: boolean
  onOpenFile: (file: MonitorFile) => void
}) {
  const { i18n } = useLingui()
  const mine = message.author === 'student'
  const attachment = message.attachment
  return (
    <Bubble mine={mine}>
      <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
        <Text as="span" m="0" fontWeight="semibold" color="fg">
          {mine ? <Trans>Tú</Trans> : message.authorName}
        </Text>
        <time dateTime={message.sentAt}>{formatDate(message.sentAt, i18n.locale, { dateStyle: 'short', timeStyle: 'short' })}</time>
      </HStack>
      {message.text ? (
        <Text m="0" whiteSpace="pre-wrap" overflowWrap="anywhere">
          <ServerText>{message.text}</ServerText>
        </Text>
      ) : null}
      {attachment ? <AttachmentButton file={attachment} opening={opening} onOpen={() => onOpenFile(attachment)} /> : null}
      {mine ? (
        <Text m="0" fontSize="xs" color="fg.muted" alignSelf="end">
          {message.read ? <Trans>Leído por el centro de ayuda</Trans> : <Trans>Enviado</Trans>}
        </Text>
      ) : null}
    </Bubble>
  )
})
