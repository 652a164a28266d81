import { endpoints } from '@/contract/endpoints'
import type { ViewedBody } from '@/contract/notification'
import type { SelectedStudent } from '@/contract/user'
import { requestWithAge, urlFor } from '@/shared/http/request'

/** The newest notifications fit one page; the API allows at most 100. */
export const NOTIFICATIONS_PAGE_SIZE = 50

export function fetchNotifications(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(endpoints.notifications, {
    query: {
      account: student.accountNumber,
      program: student.cvProgram,
      campus: student.campusCode,
      page: '0',
      size: String(NOTIFICATIONS_PAGE_SIZE),
    },
    signal,
  })
}

/** What the outbox sends later to mark one notification read (spec §7). */
export function markViewedRequest(student: SelectedStudent, notificationId: number) {
  const body: ViewedBody = {
    accountNumber: student.accountNumber,
    programCode: student.cvProgram,
    campusCode: student.campusCode,
    notificationId,
  }
  return { method: 'PATCH' as const, url: urlFor(endpoints.markViewed, {}), body }
}
