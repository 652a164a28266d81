import { endpoints } from '../../src/contract/endpoints.ts'
import { pushEndpoints } from '../../src/contract/push-endpoints.ts'
import type { Db } from '../db/sql.ts'
import { markRead, notificationsOf, pendingCount } from '../data/notifications.ts'
import { deletePushToken, pushRegistrationOf, savePushToken } from '../data/push-tokens.ts'
import { assertCanReadAccount, assertCanReadCareer, callerMay } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { forbidden, notFound } from './errors.ts'
import type { Routes } from './route.ts'

const DEFAULT_PAGE_SIZE = 20

/** Spec §6: notifications belong to a selected student, i.e. an account with one of its careers. */
const assertSelection = (db: Db, caller: KnownCaller, accountNumber: string, program: string, campus: string) =>
  assertCanReadCareer(db, caller, accountNumber, program, campus, 'notifications')

export function notificationRoutes(r: Routes): void {
  r.user(endpoints.pendingNotifications, ({ db, caller, query }) => {
    assertCanReadAccount(db, caller, query.accountNumber, 'notifications')
    return { totalPendingRead: pendingCount(db, query.accountNumber) }
  })

  r.user(endpoints.notifications, ({ db, caller, query }) => {
    assertSelection(db, caller, query.account, query.program, query.campus)
    const page = query.page ?? 0
    const size = query.size ?? DEFAULT_PAGE_SIZE
    const { content, total } = notificationsOf(db, query.account, page, size)
    return { content, page, size, totalElements: total }
  })

  r.user(endpoints.markViewed, ({ db, caller, body, now }) => {
    assertSelection(db, caller, body.accountNumber, body.programCode, body.campusCode)
    // A read receipt changes the notification: it needs Editar, which read-only roles lack.
    if (!callerMay(db, caller, 'notifications', 'Editar')) {
      throw forbidden('Tu rol solo puede consultar estas notificaciones, no marcarlas como leídas')
    }
    if (!markRead(db, body.accountNumber, body.notificationId, caller.subject, now)) {
      throw notFound('La notificación no existe')
    }
    return true as const
  })

  r.user(endpoints.pushToken, ({ db, caller, body, now }) => {
    savePushToken(db, { userId: caller.user.id, subject: caller.subject, portal: caller.portal }, body.token, body.device ?? null, now)
    return { saved: true as const }
  })

  // Only the caller's own registration of the token, on this portal: another person's tokens are never told.
  r.user(pushEndpoints.pushRegistration, ({ db, caller, query }) => pushRegistrationOf(db, caller.user.id, caller.portal, query.token))

  r.user(endpoints.deletePushToken, ({ db, caller, body }) => {
    deletePushToken(db, caller.user.id, body.token)
    return { deleted: true as const }
  })
}
