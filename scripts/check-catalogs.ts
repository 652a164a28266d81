/**
 * Fails when a message has no English text: Spanish is the source and the fallback, but
 * English must be complete. Run after `lingui extract` (npm run build does both).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const file = join(import.meta.dirname, '..', 'locales', 'en', 'messages.po')
const entries = readFileSync(file, 'utf8').split(/\n\n+/)
/** The text of a field, joining the continuation lines of a long one. */
function field(entry: string, name: 'msgid' | 'msgstr') {
  const match = new RegExp(`^${name} "(.*)"\n((?:".*"\n?)*)`, 'm').exec(`${entry}\n`)
  if (!match) return undefined
  return match[1]! + match[2]!.split('\n').map((line) => line.replace(/^"|"$/g, '')).join('')
}

const missing = entries
  .filter((entry) => !entry.startsWith('#~'))
  .map((entry) => ({ id: field(entry, 'msgid'), text: field(entry, 'msgstr') }))
  .filter(({ id, text }) => id && text === '')
  .map(({ id }) => id)

if (missing.length > 0) {
  console.error(`locales/en/messages.po: ${missing.length} message(s) without English text:`)
  for (const id of missing) console.error(`  ${id}`)
  process.exit(1)
}
console.info('English catalog complete.')
