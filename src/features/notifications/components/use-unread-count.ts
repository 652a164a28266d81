import { useQuery } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { sessionQueries } from '@/shared/session/queries'
import { useOutbox } from '@/shared/sync/use-outbox'
import { pendingCountAfter, READ_RECEIPT_KIND } from '../logic'
import { notificationQueries } from '../queries'

/** The selected student's unread count, with read receipts still in the outbox taken off. */
export function useUnreadCount(student: SelectedStudent): number | undefined {
  const pending = useQuery(sessionQueries.pending(student.accountNumber))
  // Only what the list screen already loaded: the header must not fetch 50 notifications.
  const list = useQuery({ ...notificationQueries.list(student), enabled: false })
  const queued = useOutbox(READ_RECEIPT_KIND)
  if (!pending.data) return undefined
  return pendingCountAfter(pending.data.totalPendingRead, list.data?.data, queued)
}
