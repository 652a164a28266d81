import { chromium, expect, type BrowserContext, type Page } from '@playwright/test'
import { execSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import config, { PORTS } from '../../playwright.config'
import { signalAsAPhoneSeesIt } from './signal'
import { selectionSaved, signIn } from './support'

export const BASE_URL = `http://localhost:${PORTS.uvm}`

/** A browser profile on disk, so a test can close (or kill) the browser and open it again. */
export function newProfileDir() {
  return mkdtempSync(join(tmpdir(), 'portal-profile-'))
}

/**
 * Opens the browser on a profile. With `offline`, the network goes off before the portal
 * opens. Playwright applies offline emulation to a service worker only once it runs, so the
 * worker is woken first with a request it answers from its precache. `origin` is the brand's
 * server the relative addresses go to (UVM's by default). The profile's pages read the lost
 * signal as a phone's do, whichever document is open ({@link signalAsAPhoneSeesIt}).
 */
export async function openProfile(dir: string, { offline = false, origin = BASE_URL } = {}): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: config.use?.launchOptions?.executablePath,
    // A killed browser must not greet the next start with a "restore pages" prompt.
    args: [...(config.use?.launchOptions?.args ?? []), '--hide-crash-restore-bubble', '--disable-session-crashed-bubble'],
    baseURL: origin,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  })
  context.setDefaultTimeout(15_000)
  context.setDefaultNavigationTimeout(30_000)
  signalAsAPhoneSeesIt(context)
  if (offline) {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/favicon.svg')
    await expect.poll(() => context.serviceWorkers().length, { timeout: 10_000 }).toBeGreaterThan(0)
    await context.setOffline(true)
  }
  return context
}

/**
 * Fills the device for the portal: its storage quota shrinks to what it already uses, so the
 * next write to IndexedDB fails with QuotaExceededError. Must come before this browser opens
 * the portal's database, which would otherwise keep working from space granted earlier.
 */
export async function fillDevice(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  const { usage } = await page.evaluate(() => navigator.storage.estimate())
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: BASE_URL, quotaSize: usage })
  return { freeSpace: () => cdp.send('Storage.overrideQuotaForOrigin', { origin: BASE_URL }) }
}

/** Ends the browser the hard way, as a phone killing the app would: no unload, no flush. */
export async function killProfile(dir: string) {
  // The bracket keeps the pattern from matching the shell that runs pkill itself.
  const pattern = `"--user-data-dir=[${dir[0]}]${dir.slice(1)}"`
  execSync(`pkill -9 -f -- ${pattern} || true`)
  // A profile still held by a dying browser would hand the next start over to it.
  await expect.poll(() => execSync(`pgrep -f -- ${pattern} || true`).toString().trim(), { timeout: 10_000 }).toBe('')
}

/**
 * Every row of one store of the signed-in person's database in this browser (none before
 * there is one), read the way the portal keeps them: for checks of what a device has saved.
 */
export function userDbRows<T>(page: Page, store: 'kv' | 'snapshots'): Promise<T[]> {
  return page.evaluate(async (name) => {
    const database = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('portal-user-'))
    if (!database) return []
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error as Error)
    })
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const request = db.transaction(name).objectStore(name).getAll()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error as Error)
    })
    db.close()
    return rows as T[]
  }, store)
}

/** The server's own record of each notification of an account (test hook, TEST_FAULTS=1). */
export async function notificationState(accountNumber: string) {
  const response = await fetch(`${BASE_URL}/__test__/state/notifications?accountNumber=${accountNumber}`)
  return (await response.json()) as { id: number; read: boolean; viewedCount: number }[]
}

/**
 * Waits until the server has applied a read receipt for every id, then checks each was
 * applied exactly once. The header's outbox badge alone cannot prove it: it is absent both
 * when the queue is empty and before the page has read the queue.
 */
export async function expectReadOnce(accountNumber: string, ids: readonly number[], timeout = 60_000) {
  const readCount = async () => (await notificationState(accountNumber)).filter((n) => ids.includes(n.id) && n.read).length
  await expect.poll(readCount, { timeout }).toBe(ids.length)
  const state = await notificationState(accountNumber)
  for (const id of ids) expect(state.find((n) => n.id === id)).toMatchObject({ read: true, viewedCount: 1 })
}

export async function armFault(fault: { path: string; method?: string; mode: string; count?: number; ms?: number }) {
  await fetch(`${BASE_URL}/__test__/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fault) })
}

export async function clearFaults() {
  await fetch(`${BASE_URL}/__test__/faults`, { method: 'DELETE' })
}

export async function addNotifications(accountNumber: string, count: number) {
  const response = await fetch(`${BASE_URL}/__test__/notifications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountNumber, count }),
  })
  return ((await response.json()) as { ids: number[] }).ids
}

/** Deletes the answers this browser kept for the signed-in person, as if nothing could be kept yet. */
export async function forgetSavedAnswers(page: Page) {
  await page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('portal-user-'))
    if (!name) return
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error as Error)
    })
    const tx = db.transaction('snapshots', 'readwrite')
    tx.objectStore('snapshots').clear()
    await new Promise((resolve) => (tx.oncomplete = resolve))
    db.close()
  })
}

/**
 * A fresh browser profile signed in as the demo student, with the home's selection saved and the
 * worker ready: what a restart with no signal needs first.
 */
export async function studentProfile(dir: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openProfile(dir)
  const page = await context.newPage()
  await signIn(page, 'alumno')
  await selectionSaved(page)
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  return { context, page }
}
