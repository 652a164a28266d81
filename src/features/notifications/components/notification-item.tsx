import { Box, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Notification } from '@/contract/notification'
import { formatDate } from '@/shared/i18n/format'
import type { OutboxItem } from '@/shared/sync/outbox-item'
import { targetOf, type DayGroups } from '../logic'
import { formatRelative } from '@/shared/i18n/relative-time'
import { ServerText } from '@/shared/ui/server-text'
import { notificationTitle } from '../titles'
import { ExternalIcon } from './icons'
import { ReceiptStatus } from './receipt-status'

export interface NotificationItemProps {
  notification: Notification
  group: keyof DayGroups
  now: Date
  /** Its read receipt while it waits in the outbox. */
  receipt?: OutboxItem
  onOpen: (notification: Notification) => void
  onRetry: (id: string) => void
}

/** Unread is told three ways, never by colour alone: bold title, a dot, and the words "No leída". */
export function NotificationItem({ notification, group, now, receipt, onOpen, onRetry }: NotificationItemProps) {
  const { i18n } = useLingui()
  const unread = !notification.read
  const title = notificationTitle(notification, i18n)
  const external = targetOf(notification).kind === 'external'
  const created = new Date(notification.createdAt)
  const when =
    group === 'today'
      ? formatRelative(created.getTime(), now.getTime(), i18n.locale)
      : formatDate(created, i18n.locale, group === 'lastDay' ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' })

  return (
    <Box as="li" listStyleType="none" py="1" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <chakra.button
        type="button"
        onClick={() => onOpen(notification)}
        display="flex"
        gap="3"
        w="full"
        p="3"
        textAlign="start"
        bg="transparent"
        border="none"
        color="fg"
        font="inherit"
        borderRadius="l2"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Box as="span" aria-hidden="true" flexShrink={0} boxSize="2.5" mt="1.5" borderRadius="full" bg={unread ? 'brand.solid' : 'transparent'} />
        <Stack as="span" gap="1" flex="1" minW="0">
          <HStack as="span" gap="2" justify="space-between" align="start">
            <Text as="span" fontWeight={unread ? 'bold' : 'normal'}>
              {unread && (
                <VisuallyHidden>
                  <Trans>No leída</Trans>:{' '}
                </VisuallyHidden>
              )}
              {/* Its own element, so the title alone can be found by its text. */}
              {title.fromServer ? <ServerText>{title.text}</ServerText> : <span>{title.text}</span>}
            </Text>
            {external && (
              <Box as="span" color="fg.muted" flexShrink={0}>
                <ExternalIcon size={16} />
                <VisuallyHidden>
                  <Trans>(se abre en una ventana nueva)</Trans>
                </VisuallyHidden>
              </Box>
            )}
          </HStack>
          <Text as="span" fontSize="sm" color="fg.muted">
            <ServerText>{notification.body}</ServerText>
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            <time dateTime={notification.createdAt} title={formatDate(created, i18n.locale, { dateStyle: 'full', timeStyle: 'short' })}>
              {when}
            </time>
          </Text>
        </Stack>
      </chakra.button>
      {receipt && <ReceiptStatus receipt={receipt} title={title.text} onRetry={onRetry} />}
    </Box>
  )
}
