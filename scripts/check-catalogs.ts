/**
 * Fails when a message has no English text: Spanish is the source and the fallback, but
 * English must be complete. Run after `lingui extract` (npm run build does both).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const CATALOGS = readdirSync(join(import.meta.dirname, '..', 'locales', 'es'))
  .filter((name) => name.endsWith('.po'))
  .map((name) => name.slice(0, -'.po'.length))

/** The text of a field, joining the continuation lines of a long one. */
function field(entry: string, name: 'msgid' | 'msgstr') {
  const match = new RegExp(`^${name} "(.*)"\n((?:".*"\n?)*)`, 'm').exec(`${entry}\n`)
  if (!match) return undefined
  return match[1]! + match[2]!.split('\n').map((line) => line.replace(/^"|"$/g, '')).join('')
}

function missingIn(catalog: string) {
  const entries = readFileSync(join(import.meta.dirname, '..', 'locales', 'en', `${catalog}.po`), 'utf8').split(/\n\n+/)
  return entries
    .filter((entry) => !entry.startsWith('#~'))
    .map((entry) => ({ id: field(entry, 'msgid'), text: field(entry, 'msgstr') }))
    .filter(({ id, text }) => id && text === '')
    .map(({ id }) => id)
}

let complete = true
for (const catalog of CATALOGS) {
  const missing = missingIn(catalog)
  if (missing.length === 0) continue
  complete = false
  console.error(`locales/en/${catalog}.po: ${missing.length} message(s) without English text:`)
  for (const id of missing) console.error(`  ${id}`)
}
if (!complete) process.exit(1)
console.info('English catalogs complete.')
