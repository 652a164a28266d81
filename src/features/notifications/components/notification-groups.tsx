import { Heading, Stack } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Notification } from '@/contract/notification'
import type { OutboxItem } from '@/shared/sync/outbox-item'
import { groupByDay, type DayGroups } from '../logic'
import { NotificationItem } from './notification-item'

const GROUPS = [
  { key: 'today', title: msg`Hoy` },
  { key: 'lastDay', title: msg`Último día` },
  { key: 'previous', title: msg`Anteriores` },
] as const satisfies readonly { key: keyof DayGroups; title: unknown }[]

export interface NotificationGroupsProps {
  notifications: readonly Notification[]
  now: Date
  /** Queued read receipts by notification id. */
  receipts: ReadonlyMap<number, OutboxItem>
  onOpen: (notification: Notification) => void
  onRetry: (id: string) => void
}

/** Spec §2: today, last day and previous; a group without items is left out. */
export function NotificationGroups({ notifications, now, receipts, onOpen, onRetry }: NotificationGroupsProps) {
  const { i18n } = useLingui()
  const idPrefix = useId()
  const groups = groupByDay(notifications, now)

  return (
    <Stack gap="6">
      {GROUPS.filter(({ key }) => groups[key].length > 0).map(({ key, title }) => (
        <Stack as="section" key={key} gap="2" aria-labelledby={`${idPrefix}-${key}`}>
          <Heading as="h2" size="md" m="0" id={`${idPrefix}-${key}`}>
            {i18n._(title)}
          </Heading>
          <Stack as="ul" m="0" gap="0" bg="bg" borderWidth="1px" borderRadius="l3" px="2">
            {groups[key].map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                group={key}
                now={now}
                receipt={receipts.get(notification.id)}
                onOpen={onOpen}
                onRetry={onRetry}
              />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  )
}
