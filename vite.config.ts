import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, runnerImport, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import type * as ThemeStylesheet from './src/app/theme/theme-stylesheet'
import { compressedCopiesAsync, PRECOMPRESSED } from './server/http/encoding.ts'
import { webManifest } from './server/web-manifest.ts'
import { PORTALS, type Portal } from './src/contract/common.ts'
import { publicPageAt } from './src/contract/public-pages.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))
/** Where `npm run dev` finds the reference server (started with `npm run serve`). */
const devBackend = process.env.DEV_BACKEND ?? 'http://localhost:4173'
/**
 * Where the portal lives on its origin (`/` or e.g. `/portal/`), fixed when it is built: asset
 * URLs, the worker's scope and its precache follow it. The server is started with the same value.
 */
const BASE_PATH = process.env.BASE_PATH ?? '/'
if (!/^\/([\w-]+\/)*$/.test(BASE_PATH)) throw new Error(`BASE_PATH must start and end with /: ${BASE_PATH}`)

/** What the public pages share with the portal: React and Lingui, nothing else of its libraries. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@lingui)[\\/]/
const FIRST_LOAD = /node_modules[\\/](react|react-dom|scheduler|@chakra-ui|@emotion|stylis|@pandacss|@ark-ui|@zag-js|@tanstack|dexie|valibot|@lingui|@floating-ui|@internationalized|@swc|proxy-compare|use-sync-external-store|react-is|hoist-non-react-statics)[\\/]/
/** Only dialogs and drawers use these, and they open on demand. */
const ON_DEMAND = /@zag-js[\\/](focus-trap|aria-hidden|remove-scroll|dismissable|interact-outside)[\\/]|@zag-js[\\/]dialog[\\/]dist[\\/]dialog\.(machine|connect)|(@ark-ui[\\/]react|@chakra-ui[\\/]react)[\\/]dist[\\/](esm[\\/])?components[\\/](dialog|drawer)[\\/]/

/** The forms kit's library (and the devtools event client and pacer only it imports): only screens with a form load it. */
const FORMS = /node_modules[\\/]@tanstack[\\/](react-form|form-core|devtools-event-client|pacer-lite)[\\/]/

/** Long lists' virtualiser: only screens that show one load it (the spreadsheet preview so far). */
const LONG_LISTS = /node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/

/**
 * jsPDF imports html2canvas, DOMPurify and canvg on demand for `html()` and SVG pictures, which
 * the portal never calls (the spreadsheet export draws text tables): they are left out of the
 * build, so the service worker does not precache some 380 kB of code nothing runs.
 */
function withoutJspdfExtras(): Plugin {
  return {
    name: 'without-jspdf-extras',
    apply: 'build',
    // Before Vite's own resolution, which would find the packages installed beside jsPDF.
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /node_modules[\\/]jspdf[\\/]/.test(importer) && /^(html2canvas|dompurify|canvg)$/.test(source)) return { id: source, external: true }
      return null
    },
  }
}

/**
 * The first module waits a frame before it imports the portal (src/main.tsx); the portal's code
 * is still fetched from the start, as if it were imported directly.
 */
/** Every chunk the given ones import, directly or not, and themselves; entry chunks are loaded by their own tag. */
function chunksToPreload(bundle: Rolldown.OutputBundle, files: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const found = new Set<string>()
  const visit = (file: string) => {
    const chunk = chunks.find((c) => c.fileName === file)
    if (found.has(file) || chunk?.isEntry) return
    found.add(file)
    chunk?.imports.forEach(visit)
  }
  files.forEach(visit)
  return [...found]
}

function preloadBoot(): Plugin {
  return {
    name: 'preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, path }) {
        // The portal's page only: the public pages load none of the portal's code.
        if (!bundle || !path.endsWith('/index.html')) return []
        const boot = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/boot.tsx'))
        if (!boot) throw new Error('no chunk for src/boot.tsx')
        return chunksToPreload(bundle, [boot.fileName]).map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${BASE_PATH}${file}` }, injectTo: 'head' }))
      },
    },
  }
}

/**
 * `npm run dev` serves the public pages (and the sign-in page) their own site, as the reference
 * server and the worker do: without it the portal would leave for `/login` and get itself back.
 */
function publicPagesInDev(): Plugin {
  return {
    name: 'public-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname
        if (req.headers.accept?.includes('text/html') && path.startsWith(BASE_PATH) && publicPageAt(path.slice(BASE_PATH.length))) req.url = `${BASE_PATH}public.html`
        next()
      })
    },
  }
}

/** `npm run bench` builds: the static reference and the floors its starts are compared with. */
const BENCH_REFERENCE = process.env.BENCH_REFERENCE === '1'
/** The floors' entries (scripts/bench-floor-*.tsx), each drawn by a page of its own under `bench/`. */
const BENCH_FLOORS = { 'floor-react': './scripts/bench-floor-react.tsx', 'floor-card': './scripts/bench-floor-card.tsx', 'floor-chakra': './scripts/bench-floor-chakra.tsx' }

/**
 * `npm run bench` only: a static page for the worker to precache, the reference its cold starts
 * are compared with, and the floors' pages (`bench/floor-react.html`, `bench/floor-chakra.html`),
 * which load the portal's own framework and library chunks. Never part of a build that people get.
 */
function benchReference(): Plugin {
  return {
    name: 'bench-reference',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!BENCH_REFERENCE) return
      this.emitFile({ type: 'asset', fileName: 'bench/static.html', source: readFileSync(new URL('./scripts/bench-static.html', import.meta.url), 'utf8') })
      for (const name of Object.keys(BENCH_FLOORS)) {
        const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === name)
        if (chunk?.type !== 'chunk') throw new Error(`no chunk for the bench page ${name}`)
        // Its chunks preloaded from the start, as the portal's page preloads its own.
        const preloads = chunksToPreload(bundle, chunk.imports).map((file) => `<link rel="modulepreload" crossorigin href="${BASE_PATH}${file}" />`).join('')
        const source = `<!doctype html><html lang="es"><head><meta charset="utf-8" /><title>Suelo</title>${preloads}<script type="module" crossorigin src="${BASE_PATH}${chunk.fileName}"></script></head><body><div id="root"></div></body></html>\n`
        this.emitFile({ type: 'asset', fileName: `bench/${name}.html`, source })
      }
    },
  }
}

/**
 * Each brand's web app manifest, written with the build so that a static host serves one:
 * `manifest.webmanifest` for the build's pages (UVM's) and `brands/<brand>/manifest.webmanifest`
 * for every brand, which `scripts/brand-dist.ts` puts in place for another. The reference server
 * writes it per request instead.
 */
function brandManifests(): Plugin {
  const text = (portal: Portal) => `${JSON.stringify(webManifest(portal, BASE_PATH), null, 2)}\n`
  return {
    name: 'brand-manifests',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: text('uvm') })
      for (const portal of PORTALS) this.emitFile({ type: 'asset', fileName: `brands/${portal}/manifest.webmanifest`, source: text(portal) })
    },
  }
}

/** The theme's global styles, imported by the first module (src/main.tsx). */
const THEME_CSS = 'virtual:theme.css'
/** Where Chakra builds its global styles when a system is created, on every start otherwise. */
const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
const CHAKRA_GLOBAL_STYLES = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'

/**
 * The theme's global styles (the reset, global rules and the ~600 tokens' variables) are written
 * once when the portal is built (src/app/theme/theme-stylesheet.ts) into the stylesheet the page
 * links, instead of being computed, serialised and inserted by Chakra on every start: the built
 * Chakra creates its system without them, and its provider then inserts nothing. The build stops
 * if Chakra no longer builds them where expected (a new version): nothing is left half-done.
 * `npm run dev` keeps Chakra's own run-time styles.
 */
function buildTimeTheme(): Plugin {
  let building = false
  let stylesheet = ''
  let transformed = false
  return {
    name: 'build-time-theme',
    configResolved(config) {
      building = config.command === 'build'
    },
    async buildStart() {
      if (!building) return
      transformed = false
      const { module } = await runnerImport<typeof ThemeStylesheet>('/src/app/theme/theme-stylesheet.ts', {
        configFile: false,
        base: BASE_PATH,
        resolve: { alias: { '@': src } },
        logLevel: 'error',
      })
      stylesheet = module.themeStylesheet()
    },
    resolveId(id) {
      return id === THEME_CSS ? `\0${THEME_CSS}` : null
    },
    load(id) {
      return id === `\0${THEME_CSS}` ? stylesheet : null
    },
    transform(code, id) {
      if (!building || !CHAKRA_SYSTEM.test(id)) return null
      if (!code.includes(CHAKRA_GLOBAL_STYLES)) this.error(`Chakra's system no longer builds its global styles as expected (${id}): see buildTimeTheme in vite.config.ts`)
      transformed = true
      return { code: code.replace(CHAKRA_GLOBAL_STYLES, 'const _global = [];'), map: null }
    },
    buildEnd(error) {
      if (building && !error && !transformed) this.error("Chakra's system was not found in the build: its global styles would be both written and computed")
    },
  }
}

/** Text files worth compressing, and the size below which a compressed copy saves nothing. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/
const COMPRESS_FROM_BYTES = 1024

/**
 * Brotli and gzip copies beside each built text file, made once at build time at the highest
 * levels, so the server sends them by `Accept-Encoding` without compressing on every request.
 * The worker's precache lists only the files themselves (its patterns name their extensions).
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      const files: string[] = []
      const visit = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name)
          if (statSync(path).isDirectory()) visit(path)
          else if (COMPRESSIBLE.test(name) && statSync(path).size >= COMPRESS_FROM_BYTES) files.push(path)
        }
      }
      visit(outDir)
      // Compressed on zlib's thread pool, every core at once, instead of one file after another.
      await Promise.all(
        files.map(async (path) => {
          const copies = await compressedCopiesAsync(await readFile(path))
          await Promise.all(PRECOMPRESSED.map(({ encoding, extension }) => writeFile(`${path}${extension}`, copies[encoding])))
        }),
      )
    },
  }
}

export default defineConfig({
  base: BASE_PATH,
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
    preloadBoot(),
    publicPagesInDev(),
    buildTimeTheme(),
    withoutJspdfExtras(),
    benchReference(),
    brandManifests(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the worker itself (src/app/pwa) and the server writes the manifest per brand.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // `.mjs` is not in Workbox's default glob: the pdf.js worker needs it offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2,ico}'],
        // Spreadsheets come from the server, so reading and exporting them needs the network
        // anyway: SheetJS and jsPDF (some 250 kB compressed) are fetched when used, not at install.
        globIgnores: ['**/screenshots/**', '**/assets/sheet-worker-*.js', '**/assets/sheet-pdf-*.js'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // A classic script: module service workers are not taken by every browser the portal serves.
        rollupFormat: 'iife',
        // The worker translates lock-screen texts with the same catalogs; plugins are not shared.
        buildPlugins: { vite: [lingui({ macroTransform: true })] },
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: { '@': src } },
  build: {
    target: 'es2022',
    // Built for error reports, never linked from the files nor served (server/http/static-files.ts).
    sourcemap: 'hidden',
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      // The portal, and the public pages as a site of their own (spec §2's public router).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./public.html', import.meta.url)),
        ...(BENCH_REFERENCE ? Object.fromEntries(Object.entries(BENCH_FLOORS).map(([name, file]) => [name, fileURLToPath(new URL(file, import.meta.url))])) : {}),
      },
      output: {
        hoistTransitiveImports: false,
        // V8's explicit compile hint: the shared code every screen runs at start is compiled on
        // the streaming thread while it downloads, instead of function by function on the main thread.
        postBanner: (chunk) => (['framework', 'vendor', 'shell'].includes(chunk.name) ? '//# allFunctionsCalledOnLoad\n' : ''),
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: FRAMEWORK,
              priority: 20,
            },
            {
              // What every signed-in screen needs, in one file that compresses well.
              name: 'vendor',
              test: (id: string) => FIRST_LOAD.test(id) && !ON_DEMAND.test(id) && !LONG_LISTS.test(id) && !FORMS.test(id),
              priority: 10,
            },
            {
              // The small shared modules the first views draw with (src/start/), with the home's first screen, in one
              // file: every screen needs them too, and one file compresses better than ten.
              name: 'first-view-shared',
              test: /src[\\/](shared[\\/](ui[\\/](use-now|svg-icon|common-icons|offline-age|server-text)|i18n[\\/](format|relative-time)|auth[\\/]session-mode|session[\\/](selected-student|choice|career-fields|selection-request)|offline[\\/]snapshot-routes|db[\\/]user-db-name)|features[\\/]home[\\/]components[\\/](home-first-screen|summary-card))\./,
              // Not what they import (React, the language, storage keys): the first module imports some of those, and must not load React.
              includeDependenciesRecursively: false,
              priority: 6,
            },
            {
              // The portal's own shared code, except what only dialogs use and the pieces only some
              // screens load (files, forms, signatures, status words, QR codes, the student record's links, the block
              // screen, term names and catalog words, tabs, the query and snapshot views with their loading, empty and
              // failure states, the send button), and the binnacle, loaded when an action is recorded.
              name: 'shell',
              // Not the small modules the first module, the credential's first view and the public pages need (colour mode,
              // storage keys, language, formats, the sign-in client, icons, saved-answer keys): those must not pull the shell, and with it the portal's libraries.
              test: (id: string) =>
                /src[\\/](shared|contract)[\\/]/.test(id) &&
                !/src[\\/]shared[\\/](auth[\\/](keycloak|session-mode)|ui[\\/](confirm-dialog|error-illustrations|modal|use-click-guard|color-mode|signature-field|status-word|student-information-nav|block-screen|tabs|use-tab-keys|slideshow|slideshow-controls|use-now|svg-icon|common-icons|offline-age|server-text|catalog-text|term-name|query-view|snapshot-view|load-alerts|skeleton-list|empty-data|empty-illustration|send-button)|viewer|files|forms|qr|binnacle|storage-keys|i18n[\\/](i18n|locales|format|relative-time|term-name)|offline[\\/](saved-resources|snapshot-routes)|db[\\/]user-db-name|sync[\\/]drain|push[\\/](push|registration-rule)|http[\\/]web-address|session[\\/](student-screen|require-student|prefetch-screen|selected-student|choice|career-fields|selection-request|linked-student))[\\/.]/.test(id) &&
                // The public pages' contract, and the calls and schemas of screens that load them (help center, payments, field patterns, fiscal data, contact, tutors, personal information, the digital file, zip codes, terms, digital resources, online window, online services, the student's standing, the push registration's check, the academic screens).
                !/src[\\/]contract[\\/](public-pages|monitor|monitor-endpoints|payments|payment-endpoints|field-patterns|fiscal|fiscal-endpoints|contact|contact-endpoints|guardians|guardian-endpoints|personal-information|personal-information-endpoints|curp|digital-file|digital-file-endpoints|zip-codes|terms|terms-endpoints|digital-resources|digital-resources-endpoints|online-window|online-window-endpoints|online-services|online-services-endpoints|news|news-endpoints|student-information|student-information-endpoints|push-endpoints|academic|academic-endpoints)\./.test(id),
              includeDependenciesRecursively: false,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': devBackend,
      '/realms': devBackend,
      '/config.json': devBackend,
      '/office-viewer-sim': devBackend,
      '/bankbridge-sim': devBackend,
      '/checkout-sim': devBackend,
    },
  },
})
