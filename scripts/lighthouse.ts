/**
 * Lighthouse on the built portal, as a phone on a campus network gets it: mobile form factor with
 * Lighthouse's simulated throttling (its default), in the full Chromium. Audits the public pages,
 * the sign-in page and the signed-in home (a user flow: a real sign-in through the provider, then
 * the home opened again as a student reopens the portal), each `LIGHTHOUSE_RUNS` times (3), and
 * prints the median and the range of every figure.
 *
 * Lighthouse is not a dependency of the portal (a large download no other script needs): the
 * first run installs the pinned version under `node_modules/.cache/`.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const LIGHTHOUSE_VERSION = '13.5.0'
const root = join(import.meta.dirname, '..')
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4380)
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const origin = `http://localhost:${port}`

/** The part of a Lighthouse result read here. */
interface Lhr {
  categories: Record<'performance' | 'accessibility', { score: number | null }>
  audits: Record<string, { numericValue?: number }>
}
type Audit = (url: string, flags: object) => Promise<{ lhr: Lhr } | undefined>
interface Flow {
  navigate(url: string): Promise<void>
  createFlowResult(): Promise<{ steps: { lhr: Lhr }[] }>
}
interface BrowserPage {
  goto(url: string, options?: object): Promise<unknown>
  waitForSelector(selector: string, options?: object): Promise<unknown>
  click(selector: string): Promise<void>
  type(selector: string, text: string): Promise<void>
  close(): Promise<void>
}
interface Browser {
  newPage(): Promise<BrowserPage>
  disconnect(): Promise<void>
}

function installLighthouse(): string {
  const dir = join(root, 'node_modules', '.cache', `lighthouse-${LIGHTHOUSE_VERSION}`)
  if (!existsSync(join(dir, 'node_modules', 'lighthouse', 'package.json'))) {
    console.info(`Installing Lighthouse ${LIGHTHOUSE_VERSION} (first run only)…`)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n')
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--silent', `lighthouse@${LIGHTHOUSE_VERSION}`], { cwd: dir, stdio: 'inherit' })
  }
  return dir
}

async function startServer(): Promise<() => void> {
  const data = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'))
  const server = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: data, PORTAL: process.env.PORTAL ?? 'uvm' },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    const ready = await fetch(`${origin}/config.json`).then((r) => r.ok, () => false)
    if (ready) break
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return () => {
    server.kill()
    rmSync(data, { recursive: true, force: true })
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const range = (values: number[], digits = 0) => `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`

interface Row {
  page: string
  performance: number[]
  accessibility: number[]
  tbt: number[]
  lcp: number[]
  kb: number[]
}

function record(row: Row, lhr: Lhr) {
  row.performance.push((lhr.categories.performance.score ?? 0) * 100)
  row.accessibility.push((lhr.categories.accessibility.score ?? 0) * 100)
  row.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN)
  row.lcp.push((lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000)
  row.kb.push((lhr.audits['total-byte-weight']?.numericValue ?? NaN) / 1024)
}

const newRow = (page: string): Row => ({ page, performance: [], accessibility: [], tbt: [], lcp: [], kb: [] })

/** Signs in as a person does: the portal's button, the provider's form, back on the home. */
async function signIn(page: BrowserPage) {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' })
  await page.click('::-p-aria(Iniciar sesión con Microsoft)')
  await page.waitForSelector('#username')
  await page.type('#username', 'alumno')
  await page.type('#password', 'demo')
  await page.click('button[type=submit]')
  await page.waitForSelector('::-p-text(010245871)', { timeout: 60_000 })
}

async function main() {
  const dir = installLighthouse()
  const require = createRequire(join(dir, 'package.json'))
  const lighthouseModule = (await import(pathToFileURL(join(dir, 'node_modules', 'lighthouse', 'core', 'index.js')).href)) as {
    default: Audit
    startFlow: (page: BrowserPage, options: object) => Promise<Flow>
  }
  const launcher = (await import(pathToFileURL(require.resolve('chrome-launcher')).href)) as {
    launch: (options: object) => Promise<{ port: number; kill: () => void }>
  }
  const puppeteer = (await import(pathToFileURL(require.resolve('puppeteer-core')).href)) as {
    default: { connect: (options: object) => Promise<Browser> }
  }
  const stop = await startServer()
  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }
  const rows: Row[] = []
  try {
    const pages: [string, string][] = [
      ['Aviso de privacidad (public)', '/aviso-de-privacidad'],
      ['QR landing (public)', '/qr'],
      ['Bank bridge (public)', '/bankbridge?status=approved&reference=REF-123&amount=1500'],
      ['Sign-in page', '/login'],
    ]
    for (const [name, path] of pages) {
      const row = newRow(name)
      for (let run = 0; run < runs; run += 1) {
        // A fresh browser each run: nothing cached from the run before.
        const chrome = await launcher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'] })
        try {
          const result = await lighthouseModule.default(`${origin}${path}`, { ...flags, port: chrome.port })
          if (result) record(row, result.lhr)
        } finally {
          chrome.kill()
        }
      }
      rows.push(row)
      console.info(`${name}: performance ${range(row.performance)}`)
    }
    const home = newRow('Signed-in home (reopened after sign-in)')
    for (let run = 0; run < runs; run += 1) {
      const chrome = await launcher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'] })
      const browser = await puppeteer.default.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
      try {
        const page = await browser.newPage()
        await signIn(page)
        // Kept as signing in left it (session, worker, saved data): the home a student reopens.
        const flow = await lighthouseModule.startFlow(page, { flags: { ...flags, disableStorageReset: true } })
        await flow.navigate(`${origin}/home`)
        const [step] = (await flow.createFlowResult()).steps
        if (step) record(home, step.lhr)
      } finally {
        await browser.disconnect()
        chrome.kill()
      }
    }
    rows.push(home)
  } finally {
    stop()
  }
  console.info(`\nLighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling; median of ${runs} (range)\n`)
  console.info('| page | performance | accessibility | total blocking time (ms) | LCP (s) | transferred (KB) |')
  console.info('|---|---|---|---|---|---|')
  for (const row of rows) {
    console.info(`| ${row.page} | ${range(row.performance)} | ${range(row.accessibility)} | ${range(row.tbt)} | ${range(row.lcp, 1)} | ${range(row.kb)} |`)
  }
}

await main()
