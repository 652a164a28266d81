import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src', import.meta.url))

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true })],
  resolve: { alias: { '@': src } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-unit.ts'],
        },
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
          isolate: false,
        },
      },
    ],
  },
})
