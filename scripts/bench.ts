/**
 * Benchmarks in Chromium with 4× CPU throttling (run after `npm run build`):
 *  (a) offline cold start to the signed-in home, as a ratio to a static page the same
 *      worker paints from its precache (target ≤ 1.5×);
 *  (b) the outbox draining 200 queued read receipts after reconnecting (receipts/s).
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = 4186
const BASE = `http://localhost:${PORT}`
const RUNS = 5
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

/** Milliseconds from navigation to `text` visible. */
async function timeTo(page: Page, path: string, text: string) {
  const start = performance.now()
  await page.goto(path)
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 60_000 })
  return performance.now() - start
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
  await context.close()

  const home: number[] = []
  const staticPage: number[] = []
  for (let i = 0; i < RUNS; i++) {
    ;({ context, page } = await open(true))
    staticPage.push(await timeTo(page, '/bench/static.html', 'Página estática de referencia'))
    home.push(await timeTo(page, '/home', 'Alumno y carrera'))
    await context.close()
  }
  console.info(`(a) offline cold start to the signed-in home: median ${median(home).toFixed(0)} ms`)
  console.info(`    static page from the precache:            median ${median(staticPage).toFixed(0)} ms`)
  console.info(`    ratio ${(median(home) / median(staticPage)).toFixed(2)}× (target ≤ 1.5×)`)

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
  await page.getByText('Alumno y carrera').waitFor()
  await page.getByRole('link', { name: /^Pendientes de envío/ }).waitFor({ state: 'detached', timeout: 120_000 })
  const seconds = (performance.now() - start) / 1000
  const state = (await (await fetch(`${BASE}/__test__/state/notifications?accountNumber=010245871`)).json()) as { id: number; viewedCount: number }[]
  const applied = state.filter((n) => ids.includes(n.id) && n.viewedCount === 1).length
  console.info(`(b) outbox: ${applied}/200 receipts applied once in ${seconds.toFixed(1)} s (start included) → ${(applied / seconds).toFixed(0)} receipts/s`)
  await context.close()
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => server.kill())
