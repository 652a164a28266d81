import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `npm start`'s build: `npm run build` only when dist/ was not built from the sources as they are
 * now. What the build reads is fingerprinted (SHA-256 of each file's path and bytes, and of the
 * environment the build reads), and the fingerprint is written beside the build once it has
 * succeeded; the next start compares. One build serves every brand, so `PORTAL=unitec npm start`
 * after `npm start` serves the same files at once. Too many inputs only cost a build; too few would
 * serve a stale one, so whole folders are listed rather than the files known today.
 */

/** What the build reads: sources, the worker, the pages, the catalogs, public files, configuration, the locked dependencies. */
export const BUILD_INPUTS = [
  'src', 'sw', 'public', 'locales', 'scripts', 'index.html', 'public.html',
  'vite.config.ts', 'lingui.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json',
  // What npm really installed, and Vite's environment files when there are any.
  'node_modules/.package-lock.json', '.env', '.env.local', '.env.production', '.env.production.local',
  // Shared with the server by the build (the precompressed copies).
  'server/http/encoding.ts',
]

/** The environment the build reads: the base path, bench builds, and what Vite hands to the code. */
const readsEnv = (name: string) => ['BASE_PATH', 'BENCH_REFERENCE', 'NODE_ENV'].includes(name) || name.startsWith('VITE_')

/** Where the fingerprint is kept: in the build's own folder, which the server never serves. */
export const STAMP = join('.vite', 'build-inputs.sha256')

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

export function inputsFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256')
  const files = [...new Set(BUILD_INPUTS.flatMap((path) => filesUnder(root, path)))].sort()
  for (const file of files) hash.update(`${file}\0`).update(createHash('sha256').update(readFileSync(join(root, file))).digest()).update('\0')
  const variables = Object.keys(env).filter(readsEnv).sort()
  for (const name of variables) hash.update(`env ${name}=${env[name]}\0`)
  return hash.digest('hex')
}

/** Whether `outDir` holds a complete build of exactly these inputs. */
export function isCurrent(root: string, outDir: string, fingerprint: string): boolean {
  const stamp = join(root, outDir, STAMP)
  return existsSync(join(root, outDir, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint
}

export interface BuildOptions {
  root: string
  outDir?: string
  env?: NodeJS.ProcessEnv
  /** Runs the build; true when it succeeded. */
  build: () => boolean
}

/**
 * Builds unless the build is current. The fingerprint is taken before building: a source changed
 * while the build runs leaves a fingerprint that no longer matches, so the next start builds again.
 */
export function buildIfChanged({ root, outDir = 'dist', env = process.env, build }: BuildOptions): 'current' | 'built' | 'failed' {
  const fingerprint = inputsFingerprint(root, env)
  if (isCurrent(root, outDir, fingerprint)) return 'current'
  const stamp = join(root, outDir, STAMP)
  // A build that fails half-way must not leave an older stamp beside what it left.
  rmSync(stamp, { force: true })
  if (!build()) return 'failed'
  mkdirSync(dirname(stamp), { recursive: true })
  writeFileSync(stamp, `${fingerprint}\n`)
  return 'built'
}

/** `npm run build`, with the npm that runs this script when there is one. */
function npmRunBuild(root: string): boolean {
  const npm = process.env.npm_execpath
  const [command, args] = npm ? [process.execPath, [npm, 'run', 'build']] : ['npm', ['run', 'build']]
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.cwd()
  const outcome = buildIfChanged({ root, build: () => npmRunBuild(root) })
  if (outcome === 'current') console.info('dist/ was built from these sources already: serving it as it is (it is built again once a source changes).')
  if (outcome === 'failed') process.exit(1)
}
