import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))
const src = join(root, 'src')

/**
 * Unit test files that replace or reload modules (`vi.mock`, `vi.doMock`, `vi.resetModules`…).
 * In a process shared by several files, the modules that imported a replaced one keep the
 * replacement for the files that come after (and a file that comes after a real import gets no
 * replacement at all), so these files each get a process of their own. Found by reading the
 * files, so a new one needs no list kept by hand.
 */
const replacesModules = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/
const unitFiles = readdirSync(join(root, 'tests/unit'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
  .map((entry) => relative(root, join(entry.parentPath, entry.name)))
const ownProcess = unitFiles.filter((path) => replacesModules.test(readFileSync(join(root, path), 'utf8'))).sort()

const unit = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/support/setup-unit.ts'],
  // Well over the 5 s a test waits for what a person would see (setup-unit.ts): a screen that
  // never shows it fails on that wait, with what it showed instead, and a test of several steps
  // still has room on a loaded 2-core machine.
  testTimeout: 15_000,
}

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true })],
  resolve: { alias: { '@': src } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...unit,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ownProcess],
          // The files of a worker share its page and its loaded modules, as the screens of the
          // portal share one page: what a test leaves behind (a timer, a stubbed global, a
          // database, a listener) must be undone by the test itself.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...unit, name: 'unit-own-process', include: ownProcess },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Each file starts its own server on a free port with a temporary data folder. The files
          // share one process per worker, as the server's requests do in production: state one
          // request leaves behind for another (a parsed font did) shows up here.
          testTimeout: 20_000,
          // Starting a server seeds its database: a file that starts a few takes more than the
          // default 10 s on a loaded 2-core machine.
          hookTimeout: 30_000,
          isolate: false,
        },
      },
    ],
  },
})
