import type { FromWorker } from '../src/shared/offline/worker-messages'
import { SYNC_TAG } from '../src/shared/offline/worker-messages'
import { drainOutbox } from '../src/shared/sync/drain'
import { activeUserDb, lastToken } from './session'

declare const self: ServiceWorkerGlobalScope

async function tell(message: FromWorker) {
  const clients = await self.clients.matchAll({ type: 'window' })
  clients.forEach((client) => client.postMessage(message))
  return clients.length
}

/**
 * Background sync (where the browser has it): drain with the token the page last handed
 * over, else wake an open page to do it. Throwing makes the browser try again later.
 */
async function onSync() {
  const db = await activeUserDb()
  if (!db || (await db.outbox.count()) === 0) return
  const report = await drainOutbox({ db, getToken: lastToken })
  if (report.sent > 0) await tell({ type: 'outbox-changed', acknowledged: report.acknowledged })
  if (report.needsAuth) {
    const woken = await tell({ type: 'outbox-drain' })
    if (woken === 0) throw new Error('outbox waits for a signed-in page')
  }
  if (report.retrying > 0) throw new Error('outbox items left to retry')
}

export function registerSync() {
  self.addEventListener('sync', (event) => {
    const sync = event as Event & { tag: string; waitUntil: (p: Promise<unknown>) => void }
    if (sync.tag === SYNC_TAG) sync.waitUntil(onSync())
  })
}
