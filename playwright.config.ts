import { defineConfig } from '@playwright/test'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Ports of the servers the suite starts, away from `npm start`'s 4173: one per brand, and one
 * serving a build made for a base path. `E2E_PORT` moves them all, so two checkouts on one
 * machine can run their suites side by side.
 */
const firstPort = Number(process.env.E2E_PORT ?? 4174)
export const PORTS = { uvm: firstPort, unitec: firstPort + 1, basePath: firstPort + 2 } as const
/** The prefix the third server's build and server share. */
export const BASE_PATH = '/portal/'

// Every run starts from fresh seed data; workers inherit this from the main process.
process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'))
const dataRoot = process.env.E2E_DATA_ROOT

const installed = (...paths: string[]) => paths.find((path) => existsSync(path))
/** The browser a person has. */
const fullBrowser = process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium', '/usr/bin/chromium-browser')
/**
 * Chromium's headless shell when installed (Debian's `chromium-headless-shell`, the build Playwright
 * itself runs headless tests in): the same engine without the browser's own windows, about a
 * fifth lighter per test on two cores. The full browser otherwise.
 */
const headlessShell = process.env.CHROMIUM_PATH ?? installed('/usr/lib/chromium/chromium-headless-shell') ?? fullBrowser

const launchOptions = (executablePath: string | undefined) => ({
  executablePath,
  // Keep Chromium off the network it cannot reach here and in CI.
  // A camera that shows a test pattern, allowed without a prompt: photo capture runs as on a phone.
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    // No graphics card here: drawing in software is cheaper than emulating one.
    '--disable-gpu',
  ],
})

const server = (portal: 'uvm' | 'unitec') => ({
  command: 'node server/main.ts',
  url: `http://localhost:${PORTS[portal]}/config.json`,
  env: {
    PORT: String(PORTS[portal]),
    PORTAL: portal,
    DATA_DIR: join(dataRoot, portal),
    TEST_FAULTS: '1',
    // UNITEC offers CoDi and the marketplace (its flags' default); UVM, with neither, says why they are missing.
    // The bank and the marketplace act only when a test tells them to (test hooks), never on their own timer mid-test.
    DEMO_BANK_SECONDS: '3600',
  },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
})

export default defineConfig({
  testDir: 'tests/e2e',
  // Two cores: one browser at a time keeps runs steady.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORTS.uvm}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // A failure keeps its screenshot and its page's outline (error-context.md); a full trace
    // records every step of every test and slows the whole run by a fifth on two cores, so it is
    // asked for when a failure needs it: E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: launchOptions(headlessShell),
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, grepInvert: /@system-notifications/ },
    // What only the full browser does: system notifications (the headless shell shows none).
    { name: 'chromium-full', use: { browserName: 'chromium', launchOptions: launchOptions(fullBrowser) }, grep: /@system-notifications/ },
  ],
  webServer: [
    server('uvm'),
    server('unitec'),
    {
      // The same sources built for a prefix, as a deploy under a path would build them.
      command: 'npx vite build --outDir dist-base-path --emptyOutDir --logLevel warn && node server/main.ts',
      url: `http://localhost:${PORTS.basePath}${BASE_PATH}config.json`,
      env: { BASE_PATH, DIST_DIR: 'dist-base-path', PORT: String(PORTS.basePath), DATA_DIR: join(dataRoot, 'base-path') },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
})
