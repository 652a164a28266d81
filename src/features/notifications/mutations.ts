import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Notification, PendingCount } from '@/contract/notification'
import type { SelectedStudent } from '@/contract/user'
import { isQuotaError } from '@/shared/offline/storage'
import { sessionQueries } from '@/shared/session/queries'
import { discardItem, enqueue, retryItem } from '@/shared/sync/outbox'
import type { OutboxItem } from '@/shared/sync/outbox-item'
import { markViewedRequest } from './api'
import { READ_RECEIPT_KIND, setRead } from './logic'
import { markReadInSnapshots, undoReadInSnapshots } from './offline'
import { notificationQueries, type NotificationsAnswer } from './queries'
import { notificationTitle } from './titles'

interface MarkReadInput {
  notification: Notification
  student: SelectedStudent
}

const shiftCount = (delta: number) => (old: PendingCount | undefined) =>
  old && { ...old, totalPendingRead: Math.max(0, old.totalPendingRead + delta) }

/** Shows a read mark at once in every cached list, and moves the unread count with it. */
function applyReadInCache(queryClient: QueryClient, notificationId: number, accountNumber: string, read: boolean) {
  let flipped = false
  queryClient.setQueriesData<NotificationsAnswer>({ queryKey: notificationQueries.all }, (old) => {
    if (!old) return old
    const data = setRead(old.data, notificationId, read)
    if (data === old.data) return old
    flipped = true
    return { ...old, data }
  })
  if (flipped) queryClient.setQueryData(sessionQueries.pending(accountNumber).queryKey, shiftCount(read ? -1 : +1))
}

/**
 * Spec §4: an unread notification is marked read. The receipt goes to the outbox (sent once,
 * later if offline) and the screen changes now; this never calls the API itself.
 */
export function useMarkRead() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ notification, student }: MarkReadInput) => {
      if (notification.read) return false
      // The title the person saw on the list, in the language they saw it in.
      const title = notificationTitle(notification, i18n).text
      try {
        await enqueue(
          {
            kind: READ_RECEIPT_KIND,
            ...markViewedRequest(student, notification.id),
            meta: { notificationId: notification.id, accountNumber: student.accountNumber },
            label: t`Notificación leída: ${title}`,
          },
          () => markReadInSnapshots(notification.id, student.accountNumber),
        )
      } catch (error) {
        // enqueue has already told the person the device is full; one message is enough.
        if (isQuotaError(error)) return false
        throw error
      }
      return true
    },
    networkMode: 'always',
    onSuccess: (queued, { notification, student }) => {
      if (queued) applyReadInCache(queryClient, notification.id, student.accountNumber, true)
    },
  })
}

/** Puts a refused item back in line. */
export function useRetryItem() {
  return useMutation({ mutationFn: (id: string) => retryItem(id), networkMode: 'always' })
}

/** Drops queued items the person chose not to send; a dropped read receipt leaves it unread again. */
export function useDiscardItems() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (items: readonly OutboxItem[]) => {
      for (const item of items) {
        const isReceipt = item.kind === READ_RECEIPT_KIND
        await discardItem(item.id, isReceipt ? (discarded) => undoReadInSnapshots(discarded) : undefined)
        if (isReceipt) applyReadInCache(queryClient, Number(item.meta.notificationId), String(item.meta.accountNumber), false)
      }
    },
    networkMode: 'always',
  })
}
