import { Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Notification } from '@/contract/notification'
import type { SelectedStudent } from '@/contract/user'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { useOutbox } from '@/shared/sync/use-outbox'
import { EmptyData } from '@/shared/ui/empty-data'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { useNow } from '@/shared/ui/use-now'
import { READ_RECEIPT_KIND, targetOf, withLocalReads } from '../logic'
import { useMarkRead, useRetryItem } from '../mutations'
import { notificationQueries } from '../queries'
import { NotificationGroups } from './notification-groups'

/** The four states of the list: data, loading, offline without data, error. */
export function NotificationsContent({ student }: { student: SelectedStudent }) {
  const now = useNow()
  const navigate = useNavigate()
  const query = useQuery(notificationQueries.list(student))
  const queued = useOutbox(READ_RECEIPT_KIND)
  const markRead = useMarkRead()
  const retry = useRetryItem()
  // Spec §6: a read receipt changes the notification, so it needs Editar (students have it; a
  // tutor or an administrative user reads a student's list without marking it).
  const actions = useServiceActions('/notifications')
  const mayMarkRead = actions?.Editar === true
  const receipts = useMemo(() => new Map(queued.map((item) => [Number(item.meta.notificationId), item])), [queued])

  const open = async (notification: Notification) => {
    const target = targetOf(notification)
    const saveReceipt = () => (!notification.read && mayMarkRead ? markRead.mutateAsync({ notification, student }).catch(() => undefined) : undefined)
    if (target.kind === 'external') {
      // Opened within the tap itself: browsers (Safari most strictly) let a page open a window only
      // right after a person's gesture, not once a save has been awaited. The portal stays open
      // behind the new window, so the receipt is saved next.
      window.open(target.url, '_blank', 'noopener')
      await saveReceipt()
      return
    }
    // The receipt is saved before leaving: closing the tab right after the tap must not lose it.
    await saveReceipt()
    // Spec §4 targets this version may not have yet are answered by the catch-all route.
    void navigate({ to: target.to as '/', search: target.search as never })
  }

  return (
    <SnapshotView
      query={query}
      notDownloaded={<Trans>Sin conexión. Estas notificaciones aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar las notificaciones.</Trans>}
      loading={<SkeletonList rows={5} withAvatar />}
    >
      {(data) => {
        const page = withLocalReads(data, queued)
        return page.content.length === 0 ? (
          <EmptyData text={<Trans>No tienes notificaciones.</Trans>} />
        ) : (
          <Stack gap="4">
            {actions && !mayMarkRead && (
              <Text color="fg.muted">
                <Trans>Consultas las notificaciones del alumno: abrirlas no las marca como leídas.</Trans>
              </Text>
            )}
            <NotificationGroups notifications={page.content} now={now} receipts={receipts} onOpen={open} onRetry={(id) => retry.mutate(id)} />
          </Stack>
        )
      }}
    </SnapshotView>
  )
}
