import { endpoints } from '../../src/contract/endpoints.ts'
import { insertBinnacle } from '../data/binnacle.ts'
import type { Routes } from './route.ts'

export function binnacleRoutes(r: Routes): void {
  // Audit entries are kept for any signed-in caller, also one the API does not know yet.
  r.anyone(endpoints.binnacle, ({ db, caller, body, now }) => {
    const author = { userId: caller.user?.id ?? null, subject: caller.subject, email: caller.email, portal: caller.portal }
    return { id: insertBinnacle(db, author, body, now) }
  })
}
