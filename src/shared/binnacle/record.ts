import { endpoints } from '@/contract/endpoints'
import { hasUserDb } from '../db/user-db'
import { request, urlFor } from '../http/request'
import { enqueue } from '../sync/outbox'
import { BINNACLE_ACTIONS, binnacleEntry, type BinnacleAction, type RecordOptions } from './entry'

export { BINNACLE_ACTIONS, type BinnacleAction, type RecordOptions } from './entry'

/**
 * Records an action in the binnacle (spec §3, §7 `POST /config/binnacle`). It goes through the
 * outbox, so an action made with no signal reaches the server once there is one; the person never
 * sees it and a failure never bothers them (spec §8). With nobody's database open (before the
 * sign-in finished) it is sent directly when there is a signal, or not at all. The promise ends
 * once the entry is queued (await it before leaving the page), and never fails.
 */
export function recordAction(action: BinnacleAction, options: RecordOptions = {}): Promise<void> {
  try {
    const body = binnacleEntry(action, options, navigator.userAgent, navigator.onLine)
    if (!hasUserDb()) {
      return navigator.onLine ? request(endpoints.binnacle, { body }).then(() => undefined, () => undefined) : Promise.resolve()
    }
    return enqueue({ kind: 'binnacle', method: 'POST', url: urlFor(endpoints.binnacle, {}), body, meta: {}, label: BINNACLE_ACTIONS[action] }).then(
      () => undefined,
      () => undefined,
    )
  } catch {
    // Auditing is best effort.
    return Promise.resolve()
  }
}

/** Sends an entry at once, for the moment the person's queue is about to be deleted (sign-out). */
export async function recordNow(action: BinnacleAction, options: RecordOptions = {}): Promise<void> {
  if (!navigator.onLine) return
  const body = binnacleEntry(action, options, navigator.userAgent, true)
  await request(endpoints.binnacle, { body, signal: AbortSignal.timeout(2_000) }).catch(() => undefined)
}
