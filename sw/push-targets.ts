import { ORIGIN } from '../src/contract/common'
import { NOTIFICATION_CODES, type NotificationCode } from '../src/contract/notification'
import type { UserDb } from '../src/shared/db/user-db'
import { targetOf, type NotificationTarget } from '../src/features/notifications/logic'
import { withStudent } from '../src/shared/session/student-link'
import { drainOutbox } from '../src/shared/sync/drain'
import { cachedConfig } from './config-route'
import { lastToken } from './session'

const isCode = (value: string | undefined): value is NotificationCode => NOTIFICATION_CODES.includes(value as NotificationCode)

/**
 * Where a clicked system notification leads: the same table the notifications screen uses, with
 * the brand's flags of the last configuration, on the student and career the notice is about (a
 * person with two accounts may be looking at the other).
 */
export async function targetFor(data: Record<string, string>): Promise<NotificationTarget> {
  const notice = { clave: isCode(data.clave) ? data.clave : 'ASIGEXP', link: data.link ?? null, docId: data.docId ?? null }
  const target = targetOf(notice, (await cachedConfig()) ?? undefined)
  if (target.kind === 'external') return target
  return { ...target, href: withStudent(target.href, { accountNumber: data.accountNumber, cvProgram: data.programCode }) }
}

/**
 * A click marks the notification read through the outbox, like a click in the portal:
 * queued with its idempotency key, then sent now if the worker holds a token.
 */
export async function markReadFromWorker(db: UserDb, data: Record<string, string>) {
  const notificationId = Number(data.notificationId)
  const config = await cachedConfig()
  if (!config || !Number.isInteger(notificationId) || !data.accountNumber || !data.programCode || !data.campusCode) return
  const url = `${config.apiBase}/notification/sending/viewed?${new URLSearchParams({ origin: ORIGIN, portal: config.portal })}`
  const now = Date.now()
  await db.outbox.add({
    id: crypto.randomUUID(),
    kind: 'notification-read',
    method: 'PATCH',
    url,
    body: { accountNumber: data.accountNumber, programCode: data.programCode, campusCode: data.campusCode, notificationId },
    meta: { notificationId, accountNumber: data.accountNumber },
    label: data.clave ?? 'notification',
    createdAt: now,
    attempts: 0,
    status: 'pending',
    nextAttemptAt: now,
  })
  await drainOutbox({ db, getToken: lastToken }).catch(() => undefined)
}
