/**
 * Benchmarks in Chromium with 4× CPU throttling (run after `npm run build`):
 *  (a) offline cold start to the signed-in home, as a ratio to a static page the same
 *      worker paints from its precache (target ≤ 1.5×): once to the saved picture of the home
 *      the worker paints before any script runs, once to the live home taking over (paint
 *      times as the browser records them, from navigation);
 *  (b) the outbox draining 200 queued read receipts after reconnecting (receipts/s);
 *  (c) offline cold start to the credential with its QR code drawn, as the same two ratios;
 *  (d) switching agenda views over a semester of events already downloaded;
 *  (e) the first page of a 10-page report card drawn in the file viewer.
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = 4186
const BASE = `http://localhost:${PORT}`
const RUNS = 6
const ARGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const server = spawn(process.execPath, ['server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')), TEST_FAULTS: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${BASE}/config.json`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not start')
}

async function open(offline: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, { executablePath, args: ARGS, baseURL: BASE, timezoneId: 'America/Mexico_City' })
  const page = context.pages()[0] ?? (await context.newPage())
  if (offline) {
    await page.goto('/favicon.svg')
    await context.setOffline(true)
  }
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page }
}

/**
 * Milliseconds from navigation to the first paint of text or an image, as the browser recorded
 * it. Read once the page has loaded: nothing of the bench runs in the page before it paints.
 */
const firstContentfulPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint')
          if (paint) resolve(paint.startTime)
        }).observe({ type: 'paint', buffered: true }),
      ),
  )
/** Milliseconds from navigation to the saved picture of the screen painted (its element timing). */
const picturePainted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const picture = list.getEntries().find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'start-view')
          if (picture) resolve((picture as PerformanceEntry & { renderTime: number }).renderTime)
        }).observe({ type: 'element', buffered: true }),
      ),
  )
/**
 * Milliseconds from navigation to the live screen showing `shown`, once the picture has handed
 * over to it; checked on every animation frame (Playwright's own waits back off up to half a
 * second between checks).
 */
const liveShown = async (page: Page, selector: string, text: string) =>
  (
    await page.waitForFunction(
      ([wanted, words]) => {
        const shown = !document.getElementById('start-view') && document.querySelector(wanted)
        return shown && (!words || (shown as HTMLElement).innerText.includes(words)) && performance.now()
      },
      [selector, text] as const,
      { polling: 'raf', timeout: 60_000 },
    )
  ).jsonValue() as Promise<number>
const liveText = (text: string) => (page: Page) => liveShown(page, '#root', text)
const liveQr = (page: Page) => liveShown(page, '#root svg[role="img"][aria-label="Código QR de tu credencial"] path', '')

/** Milliseconds from navigation to the static page's text painted. */
async function staticPainted(page: Page) {
  await page.goto('/bench/static.html', { waitUntil: 'load' })
  return firstContentfulPaint(page)
}

/** Milliseconds from navigation to the saved picture painted, and to the live screen. */
async function coldStart(page: Page, path: string, live: (page: Page) => Promise<number>) {
  await page.goto(path, { waitUntil: 'load' })
  return { picture: await picturePainted(page), live: await live(page) }
}

/** Waits until the portal has kept its copy of a start screen for the next start. */
async function startViewSaved(page: Page, path: string) {
  const saved = () =>
    page.evaluate(async (key) => {
      const name = (await indexedDB.databases()).map((d) => d.name!).find((n) => n.startsWith('portal-user-'))
      if (!name) return false
      const db = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
      })
      const row = await new Promise<unknown>((resolve) => {
        const request = db.transaction('kv').objectStore('kv').get(key)
        request.onsuccess = () => resolve(request.result)
      })
      db.close()
      return Boolean(row)
    }, `start-view:${path}`)
  for (const start = performance.now(); !(await saved()); ) {
    if (performance.now() - start > 30_000) throw new Error(`no saved picture of ${path}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const qrCode = (page: Page) => page.getByRole('img', { name: 'Código QR de tu credencial' })

/** (d) With a semester downloaded (the year view asks for every month), time each view switch. */
async function agendaSwitches() {
  const { context, page } = await open(false)
  await page.goto('/agenda?view=year')
  await page.getByRole('tab', { name: 'Año' }).waitFor()
  // Every month of the year answered before timing starts.
  await page.waitForLoadState('networkidle', { timeout: 60_000 })
  const switches: Record<string, number[]> = { Día: [], Semana: [], Mes: [], Año: [] }
  const ready: Record<string, (p: Page) => Promise<unknown>> = {
    Día: (p) => p.waitForURL(/view=day/),
    Semana: (p) => p.waitForURL(/view=week/),
    Mes: (p) => p.getByRole('table').waitFor(),
    Año: (p) => p.waitForURL(/view=year/),
  }
  for (let round = 0; round < 3; round++) {
    for (const view of ['Mes', 'Semana', 'Día', 'Año']) {
      const start = performance.now()
      await page.getByRole('tab', { name: view }).click()
      await ready[view]!(page)
      // Two frames: the switch counts once the new view is painted.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      switches[view]!.push(performance.now() - start)
    }
  }
  const events = await page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name!).find((n) => n.startsWith('portal-user-'))!
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
    })
    const rows = await new Promise<{ kind: string; value: unknown }[]>((resolve) => {
      const request = db.transaction('snapshots').objectStore('snapshots').getAll()
      request.onsuccess = () => resolve(request.result as { kind: string; value: unknown }[])
    })
    db.close()
    return rows.filter((row) => row.kind === 'schedule' || row.kind === 'calendar').reduce((n, row) => n + (row.value as unknown[]).length, 0)
  })
  const report = Object.entries(switches).map(([view, ms]) => `${view} ${median(ms).toFixed(0)} ms`).join(' · ')
  console.info(`(d) agenda view switches with ${events} events downloaded (median of 3): ${report}`)
  await context.close()
}

/** (e) The 10-page report card (second account of alumno) from tapping "Ver boleta" to page 1 drawn. */
async function reportCardFirstPage() {
  const { context, page } = await open(false)
  await page.goto('/home')
  await page.getByLabel('Alumno', { exact: true }).selectOption({ value: '010245872' })
  await page.getByRole('region', { name: 'Alumno seleccionado' }).getByText('010245872').waitFor()
  const times: number[] = []
  let pages = ''
  for (let round = 0; round < 3; round++) {
    await page.goto('/report-card')
    const cycle = page.getByLabel('Ciclo')
    await cycle.locator('option').nth(1).waitFor({ state: 'attached' })
    await cycle.selectOption((await cycle.locator('option').nth(1).getAttribute('value'))!)
    const start = performance.now()
    await page.getByRole('button', { name: 'Ver boleta' }).click()
    await page.getByRole('group', { name: 'Página 1', exact: true }).locator('canvas').waitFor({ timeout: 60_000 })
    times.push(performance.now() - start)
    pages = (await page.getByText(/^Página 1 de \d+$/).first().textContent()) ?? ''
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click()
  }
  console.info(`(e) report card (${pages}): first page drawn ${median(times).toFixed(0)} ms after "Ver boleta" (median of 3; the first includes loading pdf.js)`)
  await context.close()
}

async function main() {
  await waitForServer()
  let { context, page } = await open(false)
  await page.goto('/')
  await page.getByRole('button', { name: 'Iniciar sesión con Microsoft' }).click()
  await page.getByLabel('Usuario').fill('alumno')
  await page.getByLabel('Contraseña').fill('demo')
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
  await page.getByText('Alumno y carrera').waitFor()
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  await page.goto('/home')
  await page.getByText('Alumno y carrera').waitFor()
  await startViewSaved(page, '/home')
  // The credential is opened once with signal, as a student would before going underground.
  await page.goto('/credential')
  await qrCode(page).waitFor()
  await startViewSaved(page, '/credential')
  await context.close()

  const home = { picture: [] as number[], live: [] as number[] }
  const credential = { picture: [] as number[], live: [] as number[] }
  const staticPage: number[] = []
  // Each screen and the static page share a fresh browser; which goes first alternates, so
  // neither is always the one that warms the browser up.
  const pair = async (screen: () => Promise<{ picture: number; live: number }>, into: { picture: number[]; live: number[] }, screenFirst: boolean) => {
    ;({ context, page } = await open(true))
    const reference = () => staticPainted(page)
    if (!screenFirst) staticPage.push(await reference())
    const times = await screen()
    into.picture.push(times.picture)
    into.live.push(times.live)
    if (screenFirst) staticPage.push(await reference())
    await context.close()
  }
  for (let i = 0; i < RUNS; i++) {
    await pair(() => coldStart(page, '/home', liveText('Alumno y carrera')), home, i % 2 === 1)
    await pair(() => coldStart(page, '/credential', liveQr), credential, i % 2 === 0)
  }
  const ratio = (values: number[]) => (median(values) / median(staticPage)).toFixed(2)
  const line = (values: number[]) => `median ${median(values).toFixed(0)} ms, ratio ${ratio(values)}×`
  console.info(`    static page from the precache: median ${median(staticPage).toFixed(0)} ms`)
  console.info(`(a) offline cold start to the signed-in home (target ≤ 1.5×)`)
  console.info(`    saved picture painted: ${line(home.picture)}`)
  console.info(`    live home:             ${line(home.live)}`)
  console.info(`(c) offline cold start to the credential with its QR drawn (target ≤ 1.5×)`)
  console.info(`    saved picture painted: ${line(credential.picture)}`)
  console.info(`    live credential:       ${line(credential.live)}`)

  await agendaSwitches()
  await reportCardFirstPage()

  // (b) 200 receipts queued while offline, drained once the network is back.
  const response = await fetch(`${BASE}/__test__/notifications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountNumber: '010245871', count: 200 }),
  })
  const { ids } = (await response.json()) as { ids: number[] }
  ;({ context, page } = await open(true))
  await page.goto('/home')
  await page.getByText('Alumno y carrera').waitFor()
  await page.evaluate(async (notificationIds) => {
    const name = (await indexedDB.databases()).map((d) => d.name!).find((n) => n.startsWith('portal-user-'))!
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
    })
    const tx = db.transaction('outbox', 'readwrite')
    const now = Date.now()
    notificationIds.forEach((notificationId, i) =>
      tx.objectStore('outbox').put({
        id: crypto.randomUUID(), kind: 'notification-read', method: 'PATCH',
        url: '/api/notification/sending/viewed?origin=student-web&portal=uvm',
        body: { accountNumber: '010245871', programCode: 'LPSI-18', campusCode: 'COY', notificationId },
        meta: { notificationId, accountNumber: '010245871' }, label: `bench ${i}`,
        createdAt: now + i, attempts: 0, status: 'pending', nextAttemptAt: now,
      }),
    )
    await new Promise((resolve) => (tx.oncomplete = resolve))
    db.close()
  }, ids)
  await context.close()
  ;({ context, page } = await open(false))
  const start = performance.now()
  await page.goto('/home')
  // The server's own record says when the last receipt is in (the header badge is also absent
  // before the page has read the queue, so it cannot tell).
  const appliedOnce = async () => {
    const response = await fetch(`${BASE}/__test__/state/notifications?accountNumber=010245871`)
    const state = (await response.json()) as { id: number; viewedCount: number }[]
    return state.filter((n) => ids.includes(n.id) && n.viewedCount === 1).length
  }
  let applied = await appliedOnce()
  while (applied < ids.length && performance.now() - start < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    applied = await appliedOnce()
  }
  const seconds = (performance.now() - start) / 1000
  console.info(`(b) outbox: ${applied}/200 receipts applied once in ${seconds.toFixed(1)} s (start included) → ${(applied / seconds).toFixed(0)} receipts/s`)
  await context.close()
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => server.kill())
