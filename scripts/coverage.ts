/**
 * The spec coverage table of the README: every screen (route), call (endpoint of the contract)
 * and notification code, with where it lives in the code and which tests cover it, found by
 * reading the sources (a test covers a call when it names its path or samples it by name, a screen when it opens
 * its path or is its feature's own spec, a code when it names it).
 *
 *   node scripts/coverage.ts          checks that the README's table is current (exit 1 if not)
 *   node scripts/coverage.ts --write  writes it between the README's coverage markers
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(import.meta.dirname, '..')
const START = '<!-- coverage:start -->'
const END = '<!-- coverage:end -->'

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort()
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')
const sources = (paths: readonly string[]) => paths.map((path) => ({ path, text: read(path) }))

const contractFiles = files('src/contract', /(^endpoints|-endpoints)\.ts$/)
const serverFiles = sources(files('server', /\.ts$/).filter((path) => !path.includes('test-faults')))
const serverTests = sources(files('tests/server', /\.test\.ts$/))
const e2eSpecs = sources(files('tests/e2e', /\.spec\.ts$/))
const unitTests = sources(files('tests/unit', /\.test\.tsx?$/))
const allTests = [...serverTests, ...e2eSpecs, ...unitTests]

const base = (path: string) => path.replace(/^.*\//, '').replace(/\.(test|spec)\.tsx?$/, '')
const list = (paths: readonly string[]) => (paths.length === 0 ? '—' : [...new Set(paths.map(base))].join(', '))

interface Call {
  name: string
  method: string
  path: string
  group: string
}

/** The calls of every contract file, read from their `name: endpoint({ method, path` lines. */
function calls(): Call[] {
  const found: Call[] = []
  for (const file of contractFiles) {
    const text = read(file)
    const pattern = /^\s+(\w+): endpoint\(\{\s*(?:\n\s*)?method: '(\w+)',\s*(?:\n\s*)?path: '([^']+)'/gm
    for (const match of text.matchAll(pattern)) found.push({ name: match[1]!, method: match[2]!, path: match[3]!, group: base(file) })
  }
  return found
}

/** A call's path as tests write it: the path parameters may be anything. */
const pathPattern = (path: string) => new RegExp(`['\`"/]${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^\'`"/?]+')}(?=['\`"?&]|\\$\\{|$)`, 'm')

function callRows(): string[] {
  return calls().map((call) => {
    const handler = serverFiles.filter((file) => new RegExp(`\\.${call.name}\\b`).test(file.text) && file.path.startsWith('server/api')).map((file) => file.path)
    const named = pathPattern(call.path)
    // The contract test calls every endpoint by its name, with its own samples.
    const sampled = new RegExp(`^\\s+${call.name}: \\[`, 'm')
    const tested = allTests.filter((test) => named.test(test.text) || (test.path.endsWith('contract.test.ts') && sampled.test(test.text))).map((test) => test.path)
    return `| \`${call.method} ${call.path}\` | ${call.group} | ${list(handler)} | ${list(tested)} |`
  })
}

/** The screens: each route file's path, the feature it draws, and the end-to-end specs that open it. */
function screenRows(): string[] {
  return files('src/routes', /\.tsx$/)
    .filter((file) => !/__root|_app\.tsx$|\$\.tsx$/.test(file))
    .map((file) => {
      const text = read(file)
      const route = /createFileRoute\('([^']+)'\)/.exec(text)?.[1]?.replace(/^\/_app/, '') ?? ''
      const path = route === '/' ? '/' : route.replace(/\/$/, '')
      const feature = /from '@\/features\/([\w-]+)'/.exec(text)?.[1] ?? /from '@\/(app\/[\w/-]+)'/.exec(text)?.[1] ?? '—'
      const opened = pathPattern(path === '/' ? '/home' : path.replace(/\$(\w+)/g, '{$1}'))
      // A feature's own spec opens its screens the way a person does, through the menu.
      const specs = e2eSpecs.filter((spec) => opened.test(spec.text) || base(spec.path).startsWith(feature)).map((spec) => spec.path)
      return `| \`${path}\` | ${feature} | ${list(specs)} |`
    })
}

/** The notification codes of spec §1, where a click on each leads, and the tests that name it. */
function codeRows(): string[] {
  const logic = read('src/features/notifications/logic.ts')
  const notification = read('src/contract/notification.ts')
  const codes = [...(/NOTIFICATION_CODES = \[([^\]]+)\]/.exec(notification)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1]!)
  return codes.map((code) => {
    const target = new RegExp(`\\b${code}: '([^']+)'`).exec(logic)?.[1] ?? (code === 'CODI' ? 'its payment link' : '—')
    const writers = serverFiles.filter((file) => /^server\/(data|seed)\//.test(file.path) && new RegExp(`'${code}'`).test(file.text)).map((file) => file.path)
    const tested = allTests.filter((test) => new RegExp(`\\b${code}\\b`).test(test.text)).map((test) => test.path)
    return `| ${code} | ${target} | ${list(writers)} | ${list(tested)} |`
  })
}

export function coverageTable(): string {
  return [
    START,
    '',
    '#### Screens',
    '',
    '| route | feature | end-to-end specs that open it |',
    '|---|---|---|',
    ...screenRows(),
    '',
    '#### Calls',
    '',
    '| call | contract | served by | tests that call it |',
    '|---|---|---|---|',
    ...callRows(),
    '',
    '#### Notification codes',
    '',
    '| code | a click leads to | written by | tests that name it |',
    '|---|---|---|---|',
    ...codeRows(),
    '',
    END,
  ].join('\n')
}

const readme = read('README.md')
const from = readme.indexOf(START)
const to = readme.indexOf(END)
if (from < 0 || to < 0) {
  console.error(`README.md has no ${START} … ${END} section`)
  process.exit(1)
}
const current = readme.slice(from, to + END.length)
const table = coverageTable()
if (process.argv.includes('--write')) {
  writeFileSync(join(ROOT, 'README.md'), readme.replace(current, table))
  console.info('README.md: coverage table written')
} else if (current !== table) {
  console.error('README.md: the coverage table is out of date; run `node scripts/coverage.ts --write`')
  process.exit(1)
} else {
  console.info('README.md: coverage table current')
}
