import { endpoints } from '@/contract/endpoints'
import { hasUserDb } from '../db/user-db'
import { request, urlFor } from '../http/request'
import { enqueue } from '../sync/outbox'
import { binnacleCatalog } from './catalog'
import { BINNACLE_ACTIONS, catalogEntry, type BinnacleAction, type RecordOptions } from './entry'

export { BINNACLE_ACTIONS, type BinnacleAction, type RecordOptions } from './entry'

/**
 * Records an action in the binnacle (spec §3, §7 `POST /config/binnacle`), in the words of the
 * catalog the server answers (catalog.ts): an entry the catalog has no words for is not sent, as
 * the server would refuse it. It goes through the outbox, so an action made with no signal reaches
 * the server once there is one; the person never sees it and a failure never bothers them (spec §8).
 * With nobody's database open (before the sign-in finished) it is sent directly when there is a
 * signal, or not at all. The promise ends once the entry is queued (await it before leaving the
 * page), and never fails.
 */
export async function recordAction(action: BinnacleAction, options: RecordOptions = {}): Promise<void> {
  try {
    const catalog = await binnacleCatalog()
    const body = catalogEntry(action, options, navigator.userAgent, navigator.onLine, catalog)
    if (!body) return
    if (!hasUserDb()) {
      if (navigator.onLine) await request(endpoints.binnacle, { body })
      return
    }
    await enqueue({ kind: 'binnacle', method: 'POST', url: urlFor(endpoints.binnacle, {}), body, meta: {}, label: BINNACLE_ACTIONS[action] })
  } catch {
    // Auditing is best effort.
  }
}

/** Sends an entry at once, for the moment the person's queue is about to be deleted (sign-out). */
export async function recordNow(action: BinnacleAction, options: RecordOptions = {}): Promise<void> {
  if (!navigator.onLine) return
  try {
    const body = catalogEntry(action, options, navigator.userAgent, true, await binnacleCatalog(1_000))
    if (body) await request(endpoints.binnacle, { body, signal: AbortSignal.timeout(2_000) })
  } catch {
    // Auditing is best effort.
  }
}
