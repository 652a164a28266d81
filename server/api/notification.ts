import { endpoints } from '../../src/contract/endpoints.ts'
import { pendingCount } from '../data/notifications.ts'
import { assertCanReadAccount } from './access.ts'
import type { Routes } from './route.ts'

export function notificationRoutes(r: Routes): void {
  r.user(endpoints.pendingNotifications, ({ db, caller, query }) => {
    assertCanReadAccount(db, caller, query.accountNumber, 'notifications')
    return { totalPendingRead: pendingCount(db, query.accountNumber) }
  })
}
