import { onSessionModeChange } from '../auth/session-mode'
import { hasUserDb, userDb } from '../db/user-db'
import { tellWorker } from '../offline/worker-bridge'
import { SYNC_TAG, type FromWorker } from '../offline/worker-messages'
import type { DrainReport } from './drain'
import { onOutboxChange } from './outbox'
import { fetchWithProgress } from './send-progress'

export interface SyncDriverDeps {
  getToken: () => Promise<string | undefined>
  /** `acknowledged` is undefined when the worker sent and did not say what. */
  onReport: (report: Omit<DrainReport, 'acknowledged'> & { acknowledged?: DrainReport['acknowledged'] }) => void
}

const NOTHING_SENT: DrainReport = { sent: 0, acknowledged: [], failed: 0, retrying: 0, needsAuth: false }

/** Sends what is due; the sending code loads the first time something waits in the outbox, not with the first screen. */
async function drainOnce(getToken: SyncDriverDeps['getToken']): Promise<DrainReport> {
  if ((await userDb().outbox.count()) === 0) return NOTHING_SENT
  const { drainOutbox } = await import('./drain')
  return drainOutbox({ db: userDb(), getToken, fetchImpl: fetchWithProgress })
}

/** Looks for due items this often even when nothing else happens (backoff timers). */
const TICK_MS = 5_000

async function registerBackgroundSync() {
  if (!('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.getRegistration()
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync
  await sync?.register(SYNC_TAG).catch(() => undefined)
}

/**
 * Drains the outbox from the page on start, `online`, `visibilitychange`, every change
 * of the queue, a timer, when the worker asks, and when the session is confirmed (what was
 * written before that waited for it); registers background sync where the browser has it and
 * hands the worker a token for it when the page goes away.
 */
export function startSyncDriver({ getToken, onReport }: SyncDriverDeps) {
  let running = false
  // Asked while a drain runs (a message written meanwhile): one more drain right after it, not at the next tick.
  let again = false
  const drain = async () => {
    if (!hasUserDb() || !navigator.onLine) return
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        onReport(await drainOnce(getToken))
      } while (again && hasUserDb() && navigator.onLine)
    } finally {
      running = false
    }
  }
  const onVisibility = async () => {
    if (document.visibilityState === 'visible') return void drain()
    if (hasUserDb() && (await userDb().outbox.count()) > 0) await tellWorker({ type: 'token', token: (await getToken()) ?? null })
  }
  const onWorkerMessage = (event: MessageEvent<FromWorker>) => {
    if (event.data?.type === 'outbox-drain') void drain()
    if (event.data?.type === 'outbox-changed') {
      onReport({ sent: 1, acknowledged: event.data.acknowledged, failed: 0, retrying: 0, needsAuth: false })
    }
  }
  const onChange = () => {
    void registerBackgroundSync()
    void drain()
  }

  window.addEventListener('online', onChange)
  document.addEventListener('visibilitychange', onVisibility)
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
  const unsubscribe = onOutboxChange(onChange)
  const stopSessionWatch = onSessionModeChange((mode) => {
    if (mode === 'online') void drain()
  })
  const timer = window.setInterval(() => void drain(), TICK_MS)
  void drain()

  return () => {
    window.removeEventListener('online', onChange)
    document.removeEventListener('visibilitychange', onVisibility)
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage)
    unsubscribe()
    stopSessionWatch()
    window.clearInterval(timer)
  }
}
