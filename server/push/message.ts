import type { PushNotice } from '../data/push-queue.ts'

/**
 * A data-only FCM message: no `notification` part, so Firebase never shows one itself and the
 * portal's worker (sw/push.ts) draws the lock-screen notice from the type code, translated and
 * without personal data. `title` and `body` serve the foreground toast of an open portal.
 */
export interface PushMessage {
  /** Every value a string, as FCM requires. */
  data: Record<string, string>
  webpush: { headers: Record<string, string> }
}

/**
 * The message for a notification. The account, career and campus are the ones the worker sends
 * back with `PATCH /notification/sending/viewed` when the notice is tapped; `portal` is the brand.
 */
export function pushMessage(notice: PushNotice): PushMessage {
  const data: Record<string, string> = {
    clave: notice.clave,
    title: notice.title,
    body: notice.body,
    notificationId: String(notice.notificationId),
    accountNumber: notice.accountNumber,
    programCode: notice.programCode,
    campusCode: notice.campusCode,
    portal: notice.portal,
  }
  if (notice.docId !== null) data.docId = notice.docId
  if (notice.link !== null) data.link = notice.link
  // High urgency: a phone in battery saving still wakes the worker for it.
  return { data, webpush: { headers: { Urgency: 'high' } } }
}
