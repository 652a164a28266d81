import { cpSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brandDist } from '../../scripts/brand-dist.ts'
import { BRAND_PAGES, brandPage } from '../../src/contract/brand-page.ts'
import type { Portal } from '../../src/contract/common.ts'
import { startTestServer, tempDir, type TestServer } from './test-server.ts'

const root = new URL('../../', import.meta.url)
/** The build's pages as Vite writes them: the sources with the base path in place. */
const builtPage = (name: 'index.html' | 'public.html', basePath: string) => readFileSync(new URL(name, root), 'utf8').replaceAll('%BASE_URL%', basePath)

/** A build folder with the two pages and, as the build makes them, their (UVM) compressed copies. */
function distWithPages(basePath: string): string {
  const dir = tempDir('portal-brand-dist-')
  for (const name of ['index.html', 'public.html'] as const) {
    const html = builtPage(name, basePath)
    writeFileSync(join(dir, name), html)
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(html))
    writeFileSync(join(dir, `${name}.gz`), gzipSync(html))
  }
  return dir
}

interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** Decoded by its Content-Encoding. */
  html: string
  bytes: number
}

function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const html = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8')
        resolve({ status: res.statusCode ?? 0, headers: res.headers, html, bytes: body.length })
      })
    }).on('error', reject).end()
  })
}

/** The head's brand-dependent parts, as a browser reads them before any script. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const attribute = (tag: RegExp, name: string) => [...head.matchAll(new RegExp(tag.source, 'gi'))].map(([t]) => new RegExp(`\\s${name}="([^"]*)"`).exec(t)?.[1])
  return {
    portal: /<html\b[^>]*\sdata-portal="([^"]*)"/.exec(head)?.[1],
    markers: (/<html\b[^>]*>/.exec(head)?.[0].match(/data-portal=/g) ?? []).length,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    themeColors: attribute(/<meta\s[^>]*name="theme-color"[^>]*>/, 'content'),
    favicons: attribute(/<link\s[^>]*rel="icon"[^>]*>/, 'href'),
    appleTouchIcons: attribute(/<link\s[^>]*rel="apple-touch-icon"[^>]*>/, 'href'),
  }
}

const expectedHead = (portal: Portal, basePath: string) => ({
  portal,
  markers: 1,
  title: BRAND_PAGES[portal].title,
  themeColors: [BRAND_PAGES[portal].themeColor],
  favicons: [`${basePath}icons/${portal}/favicon.svg`],
  appleTouchIcons: [`${basePath}icons/${portal}/apple-touch-icon.png`],
})

const ENCODINGS = { identity: 'identity', gzip: 'gzip, br;q=0', br: 'gzip, deflate, br' } as const
const PORTAL_PAGES = ['/', '/payments', '/credential', '/index.html']
const PUBLIC_PAGES = ['/aviso-de-privacidad', '/qr', '/bankbridge', '/login', '/public.html']

const servers: TestServer[] = []
const dirs: string[] = []

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function serverFor(portal: Portal, basePath = '/'): Promise<{ server: TestServer; distDir: string }> {
  const distDir = distWithPages(basePath)
  dirs.push(distDir)
  const server = await startTestServer({ portal, basePath, distDir })
  servers.push(server)
  return { server, distDir }
}

describe('each brand’s pages name its own icons, colour and title from the first byte', () => {
  let unitec: TestServer
  let unitecDist: string
  let uvm: TestServer

  beforeAll(async () => {
    ;({ server: unitec, distDir: unitecDist } = await serverFor('unitec'))
    ;({ server: uvm } = await serverFor('uvm'))
  })

  it('serves UNITEC’s portal and public pages as UNITEC’s, plain, gzip and Brotli', async () => {
    for (const path of [...PORTAL_PAGES, ...PUBLIC_PAGES]) {
      for (const [encoding, accept] of Object.entries(ENCODINGS)) {
        const page = await get(`${unitec.url}${path}`, { 'Accept-Encoding': accept })
        expect(page.status, path).toBe(200)
        expect(page.headers['content-encoding'] ?? 'identity', `${path} ${encoding}`).toBe(encoding)
        expect(Number(page.headers['content-length'])).toBe(page.bytes)
        expect(page.headers.vary).toBe('Accept-Encoding')
        expect(headOf(page.html), `${path} ${encoding}`).toEqual(expectedHead('unitec', '/'))
        // The right page behind each path: the portal's shell, or the public pages' site.
        expect(page.html).toContain(PUBLIC_PAGES.includes(path) ? '/src/public-main.tsx' : '/src/main.tsx')
      }
    }
  })

  it('serves UVM’s as UVM’s', async () => {
    for (const path of ['/', '/payments', '/aviso-de-privacidad']) {
      for (const accept of Object.values(ENCODINGS)) {
        expect(headOf((await get(`${uvm.url}${path}`, { 'Accept-Encoding': accept })).html), path).toEqual(expectedHead('uvm', '/'))
      }
    }
  })

  it('names the icons under the base path the portal lives at', async () => {
    const { server } = await serverFor('unitec', '/portal/')
    for (const path of ['/portal/', '/portal/payments', '/portal/aviso-de-privacidad']) {
      expect(headOf((await get(`${server.url}${path}`, { 'Accept-Encoding': 'br' })).html), path).toEqual(expectedHead('unitec', '/portal/'))
    }
  })

  it('gives each variant its own ETag and answers a revalidation with 304, until the build changes the page', async () => {
    const url = `${unitec.url}/payments`
    const br = await get(url, { 'Accept-Encoding': 'br' })
    const gzip = await get(url, { 'Accept-Encoding': 'gzip' })
    const plain = await get(url)
    const etags = [br, gzip, plain].map((page) => page.headers.etag)
    expect(new Set(etags).size).toBe(3)
    expect((await get(`${uvm.url}/payments`, { 'Accept-Encoding': 'br' })).headers.etag).not.toBe(br.headers.etag)
    // The same page at every portal route: one ETag for all of them.
    expect((await get(`${unitec.url}/`, { 'Accept-Encoding': 'br' })).headers.etag).toBe(br.headers.etag)

    const again = await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.bytes).toBe(0)
    expect(again.headers.etag).toBe(br.headers.etag)
    expect(again.headers['cache-control']).toBe('no-cache')
    // Another coding's ETag does not validate this one.
    expect((await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': String(gzip.headers.etag) })).status).toBe(200)

    // A new build of the page: a new ETag, and the brand's head on the new page.
    const index = join(unitecDist, 'index.html')
    writeFileSync(index, builtPage('index.html', '/').replace('<div id="root">', '<div id="root" data-build="2">'))
    utimesSync(index, new Date(), new Date(Date.now() + 2000))
    const rebuilt = await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) })
    expect(rebuilt.status).toBe(200)
    expect(rebuilt.headers.etag).not.toBe(br.headers.etag)
    expect(rebuilt.html).toContain('data-build="2"')
    expect(headOf(rebuilt.html)).toEqual(expectedHead('unitec', '/'))
  })
})

describe('brandPage', () => {
  it('writes a page already of a brand as another’s, and changes nothing the second time', () => {
    for (const name of ['index.html', 'public.html'] as const) {
      const built = builtPage(name, '/')
      const unitec = brandPage(built, 'unitec', '/')
      expect(headOf(unitec)).toEqual(expectedHead('unitec', '/'))
      expect(brandPage(unitec, 'unitec', '/')).toBe(unitec)
      expect(brandPage(unitec, 'uvm', '/')).toBe(brandPage(built, 'uvm', '/'))
      // Only the head's brand parts change; the rest of the page is the build's.
      expect(unitec.slice(unitec.indexOf('</title>'))).toBe(built.slice(built.indexOf('</title>')))
    }
  })
})

describe('a static host’s build, made one brand’s by scripts/brand-dist.ts', () => {
  it('writes the brand’s pages, their compressed copies and its manifest, under the build’s base path', () => {
    const dist = distWithPages('/portal/')
    dirs.push(dist)
    mkdirSync(join(dist, 'assets'))
    cpSync(join(dist, 'index.html'), join(dist, 'assets', 'untouched.html'))
    const written = brandDist(dist, 'unitec')
    expect(written).toEqual(['index.html', 'index.html.br', 'index.html.gz', 'public.html', 'public.html.br', 'public.html.gz', 'manifest.webmanifest'])
    for (const name of ['index.html', 'public.html']) {
      const html = readFileSync(join(dist, name), 'utf8')
      expect(headOf(html), name).toEqual(expectedHead('unitec', '/portal/'))
      expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`))).toString()).toBe(html)
      expect(gunzipSync(readFileSync(join(dist, `${name}.gz`))).toString()).toBe(html)
    }
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as { short_name: string; theme_color: string; scope: string }
    expect(manifest).toMatchObject({ short_name: 'UNITEC Alumnos', theme_color: BRAND_PAGES.unitec.themeColor, scope: '/portal/' })
    expect(readFileSync(join(dist, 'assets', 'untouched.html'), 'utf8')).toBe(builtPage('index.html', '/portal/'))
    expect(() => brandDist(join(dist, 'missing'), 'unitec')).toThrow(/npm run build/)
  })
})
