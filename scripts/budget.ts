/**
 * Reports the gzip size of the JavaScript the home route loads first, per chunk, and fails
 * above the budget. Run after `vite build` (npm run budget builds first).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 250
const dist = join(import.meta.dirname, '..', 'dist')

interface ManifestEntry {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>

/** Lazily loaded pieces the signed-in home needs before it is visible. */
const homeNeeds = [/src\/boot\.tsx/, /routes\/__root\.tsx/, /routes\/_app\.tsx/, /routes\/_app\/home\.tsx/, /locales\/es\/messages\.po/]

const chunks = new Set<string>()
const visit = (key: string) => {
  const entry = manifest[key]
  if (!entry || chunks.has(entry.file)) return
  chunks.add(entry.file)
  entry.imports?.forEach(visit)
}

const entry = Object.entries(manifest).find(([, e]) => e.isEntry)
if (!entry) throw new Error('no entry chunk in the manifest')
visit(entry[0])
for (const key of Object.keys(manifest)) if (homeNeeds.some((re) => re.test(key))) visit(key)

const rows = [...chunks]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, kb: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024 }))
  .sort((a, b) => b.kb - a.kb)
const total = rows.reduce((sum, row) => sum + row.kb, 0)

for (const row of rows) console.info(`${row.kb.toFixed(1).padStart(8)} KB  ${row.file}`)
console.info(`${total.toFixed(1).padStart(8)} KB  total gzip JavaScript for the home route (budget ${BUDGET_KB} KB)`)
if (total > BUDGET_KB) {
  console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB`)
  process.exit(1)
}
