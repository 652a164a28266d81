import { spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { buildIfChanged, inputsFingerprint, STAMP } from '../../scripts/build-if-changed.ts'
import { tempDir } from './test-server.ts'

const SCRIPT = fileURLToPath(new URL('../../scripts/build-if-changed.ts', import.meta.url))

/** A project with a few of the build's inputs; its "build" writes dist/index.html and counts itself. */
function project(): string {
  const root = tempDir('portal-fingerprint-')
  mkdirSync(join(root, 'src', 'app'), { recursive: true })
  mkdirSync(join(root, 'locales', 'es'), { recursive: true })
  writeFileSync(join(root, 'src', 'app', 'home.tsx'), 'export const home = 1\n')
  writeFileSync(join(root, 'locales', 'es', 'messages.po'), 'msgid "Hola"\n')
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal</title>\n')
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n')
  const build = "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/index.html','built');require('fs').appendFileSync('builds.log','x')"
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'fixture', private: true, scripts: { build: `node -e "${build}"` } }))
  return root
}

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('npm start builds only when the sources changed', () => {
  it('builds once, then skips while every input and the build’s environment stay the same', () => {
    const root = project()
    roots.push(root)
    let builds = 0
    const fakeBuild = (env: NodeJS.ProcessEnv = {}) => buildIfChanged({
      root, env, build: () => {
        builds++
        mkdirSync(join(root, 'dist'), { recursive: true })
        writeFileSync(join(root, 'dist', 'index.html'), 'built')
        return true
      },
    })
    expect(fakeBuild()).toBe('built')
    expect(fakeBuild()).toBe('current')
    expect(fakeBuild({ PORTAL: 'unitec', PORT: '4200' })).toBe('current')
    expect(builds).toBe(1)

    // A change of any input, a new file, a removed one, or the base path: built again, once.
    const changes = [
      () => writeFileSync(join(root, 'src', 'app', 'home.tsx'), 'export const home = 2\n'),
      () => writeFileSync(join(root, 'src', 'app', 'new-screen.tsx'), 'export {}\n'),
      () => rmSync(join(root, 'src', 'app', 'new-screen.tsx')),
      () => writeFileSync(join(root, 'locales', 'es', 'messages.po'), 'msgid "Adiós"\n'),
      () => writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n'),
    ]
    for (const change of changes) {
      change()
      expect(fakeBuild()).toBe('built')
      expect(fakeBuild()).toBe('current')
    }
    expect(fakeBuild({ BASE_PATH: '/portal/' })).toBe('built')
    expect(fakeBuild({ BASE_PATH: '/portal/' })).toBe('current')
    expect(fakeBuild({ BASE_PATH: '/portal/', BENCH_REFERENCE: '1' })).toBe('built')
    // A build that is gone, or half-made, is made again.
    rmSync(join(root, 'dist', 'index.html'))
    expect(fakeBuild({ BASE_PATH: '/portal/', BENCH_REFERENCE: '1' })).toBe('built')
    expect(builds).toBe(1 + changes.length + 3)
  })

  it('leaves no fingerprint behind a failed build, so the next start builds again', () => {
    const root = project()
    roots.push(root)
    expect(buildIfChanged({ root, env: {}, build: () => {
      mkdirSync(join(root, 'dist'), { recursive: true })
      writeFileSync(join(root, 'dist', 'index.html'), 'built')
      return true
    } })).toBe('built')
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal 2</title>\n')
    // Fails after writing part of the build.
    expect(buildIfChanged({ root, env: {}, build: () => false })).toBe('failed')
    expect(existsSync(join(root, 'dist', STAMP))).toBe(false)
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal</title>\n')
    expect(buildIfChanged({ root, env: {}, build: () => true })).toBe('built')
  })

  it('runs npm run build from the command line only when needed', () => {
    const root = project()
    roots.push(root)
    const start = () => spawnSync(process.execPath, [SCRIPT], { cwd: root, encoding: 'utf8' })
    expect(start().status).toBe(0)
    const second = start()
    expect(second.status).toBe(0)
    expect(second.stdout).toMatch(/built from these sources already/)
    expect(readFileSync(join(root, 'builds.log'), 'utf8')).toBe('x')
    appendFileSync(join(root, 'src', 'app', 'home.tsx'), '// a change\n')
    expect(start().status).toBe(0)
    expect(readFileSync(join(root, 'builds.log'), 'utf8')).toBe('xx')
  })

  it('fingerprints this repository’s inputs the same way twice', () => {
    const repo = fileURLToPath(new URL('../../', import.meta.url))
    expect(inputsFingerprint(repo, {})).toBe(inputsFingerprint(repo, {}))
    expect(inputsFingerprint(repo, { BASE_PATH: '/portal/' })).not.toBe(inputsFingerprint(repo, {}))
  })
})
