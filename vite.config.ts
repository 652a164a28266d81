import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const src = fileURLToPath(new URL('./src', import.meta.url))
/** Where `npm run dev` finds the reference server (started with `npm run serve`). */
const devBackend = process.env.DEV_BACKEND ?? 'http://localhost:4173'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    lingui({ macroTransform: true, failOnMissing: true, failOnCompileError: true }),
  ],
  resolve: { alias: { '@': src } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    reportCompressedSize: false,
  },
  server: {
    proxy: {
      '/api': devBackend,
      '/realms': devBackend,
      '/config.json': devBackend,
    },
  },
})
