import { defineConfig } from '@playwright/test'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Ports of the two servers the suite starts: one per brand, away from `npm start`'s 4173.
 * `E2E_PORT` moves both, so two checkouts on one machine can run their suites side by side.
 */
const firstPort = Number(process.env.E2E_PORT ?? 4174)
export const PORTS = { uvm: firstPort, unitec: firstPort + 1 } as const

// Every run starts from fresh seed data; workers inherit this from the main process.
process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'))
const dataRoot = process.env.E2E_DATA_ROOT

const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))

const server = (portal: keyof typeof PORTS) => ({
  command: 'node server/main.ts',
  url: `http://localhost:${PORTS[portal]}/config.json`,
  env: { PORT: String(PORTS[portal]), PORTAL: portal, DATA_DIR: join(dataRoot, portal), TEST_FAULTS: '1' },
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromium,
      // Keep Chromium off the network it cannot reach here and in CI.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [server('uvm'), server('unitec')],
})
