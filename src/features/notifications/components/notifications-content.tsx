import { Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Notification } from '@/contract/notification'
import type { SelectedStudent } from '@/contract/user'
import { useOnline } from '@/shared/offline/use-online'
import { useOutbox } from '@/shared/sync/use-outbox'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { READ_RECEIPT_KIND, targetOf, withLocalReads } from '../logic'
import { useMarkRead, useRetryItem } from '../mutations'
import { notificationQueries } from '../queries'
import { LoadFailed, NoNotifications, NotDownloaded } from './load-states'
import { NotificationGroups } from './notification-groups'
import { OfflineAge } from '@/shared/ui/offline-age'
import { useNow } from '@/shared/ui/use-now'

/** The four states of the list: data, loading, offline without data, error. */
export function NotificationsContent({ student }: { student: SelectedStudent }) {
  const online = useOnline()
  const now = useNow()
  const navigate = useNavigate()
  const query = useQuery(notificationQueries.list(student))
  const queued = useOutbox(READ_RECEIPT_KIND)
  const markRead = useMarkRead()
  const retry = useRetryItem()
  const receipts = useMemo(() => new Map(queued.map((item) => [Number(item.meta.notificationId), item])), [queued])

  const open = async (notification: Notification) => {
    // The receipt is saved before leaving: closing the tab right after the tap must not lose it.
    if (!notification.read) await markRead.mutateAsync({ notification, student }).catch(() => undefined)
    const target = targetOf(notification)
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener')
    // Spec §4 targets this version may not have yet are answered by the catch-all route.
    else void navigate({ to: target.to as '/' })
  }

  const answer = query.data
  if (!answer) {
    if (query.fetchStatus === 'paused' || (!online && (query.isError || !query.isFetching))) return <NotDownloaded />
    if (query.isError) return <LoadFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />
    return <SkeletonList rows={5} withAvatar />
  }

  const page = withLocalReads(answer.data, queued)
  return (
    <Stack gap="4">
      {answer.savedAt !== null && <OfflineAge savedAt={answer.savedAt} now={now} />}
      {page.content.length === 0 ? (
        <NoNotifications />
      ) : (
        <NotificationGroups notifications={page.content} now={now} receipts={receipts} onOpen={open} onRetry={(id) => retry.mutate(id)} />
      )}
    </Stack>
  )
}
