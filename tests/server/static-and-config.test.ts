import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RuntimeConfig } from '../../src/contract/config.ts'
import { APP_CSP, appCsp, viewerFrameOrigin } from '../../server/http/headers.ts'
import { optionsFromEnv } from '../../server/options.ts'
import { buildRuntimeConfig } from '../../server/runtime-config.ts'
import { startTestServer, tempDir, type TestServer } from './test-server.ts'

const EXPECTED_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
  + "font-src 'self'; connect-src 'self' https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
  + "object-src 'none'; form-action 'self'; report-uri /csp-report; report-to csp"

let server: TestServer
let bare: TestServer
const distDir = tempDir('portal-dist-')

beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'))
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="es"><title>Portal</title><div id="root"></div></html>')
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(distDir, 'sw.js.br'), 'stale copy of the worker')
  writeFileSync(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'))
  writeFileSync(join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'))
  writeFileSync(join(distDir, 'assets', 'index-abc123.js.map'), '{"version":3}')
  mkdirSync(join(distDir, '.vite'))
  writeFileSync(join(distDir, '.vite', 'manifest.json'), '{}')
  writeFileSync(join(distDir, 'manifest.webmanifest'), '{}')
  writeFileSync(join(distDir, 'pdf.worker.min.mjs'), 'export {}')
  const env = optionsFromEnv({ PORTAL: 'unitec', APP_ENV: 'qa', CODI_BANNER9: 'true', CODI_UNTC: '0' })
  server = await startTestServer({ portal: env.portal, environment: env.environment, flags: env.flags, distDir })
  bare = await startTestServer()
})
afterAll(async () => {
  await server.stop()
  await bare.stop()
  rmSync(distDir, { recursive: true, force: true })
})

function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => { body += chunk.toString() })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    }).on('error', reject).end()
  })
}

describe('config.json', () => {
  it('is built from the environment and satisfies the contract', async () => {
    const response = await fetch(`${server.url}/config.json`)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const config: unknown = await response.json()
    expect(v.safeParse(RuntimeConfig, config).success).toBe(true)
    expect(config).toEqual({
      portal: 'unitec',
      environment: 'qa',
      apiBase: '/api',
      monitorBase: '/api/monitor',
      basePath: '/',
      auth: { url: server.url, realm: 'alumnos', clientId: 'student-portal', idpHint: 'microsoft' },
      firebase: null,
      officeViewerUrl: '/office-viewer-sim/?src=',
      flags: { codiBanner9: true, codiBanner7: false, codiUntc: false, mpUntc: true },
    })
  })

  it('turns UNITEC’s CoDi and marketplace flags on for that brand unless the environment turns them off, never for UVM', () => {
    expect(optionsFromEnv({ PORTAL: 'unitec' }).flags).toEqual({ codiBanner9: false, codiBanner7: false, codiUntc: true, mpUntc: true })
    expect(optionsFromEnv({ PORTAL: 'unitec', MP_UNTC: 'false' }).flags).toMatchObject({ codiUntc: true, mpUntc: false })
    expect(optionsFromEnv({}).flags).toEqual({ codiBanner9: false, codiBanner7: false, codiUntc: false, mpUntc: false })
  })

  it('points office documents at the server’s simulated viewer, except in production', () => {
    expect(optionsFromEnv({}).officeViewerUrl).toBe('/office-viewer-sim/?src=')
    expect(optionsFromEnv({ APP_ENV: 'prod' }).officeViewerUrl).toBeNull()
    const real = 'https://view.officeapps.live.com/op/embed.aspx?src='
    expect(optionsFromEnv({ APP_ENV: 'prod', OFFICE_VIEWER_URL: real }).officeViewerUrl).toBe(real)
    expect(optionsFromEnv({ OFFICE_VIEWER_URL: '' }).officeViewerUrl).toBeNull()
    for (const bad of ['javascript:alert(1)//?src=', '//evil.example/?src=', 'view.officeapps.live.com/?src=']) {
      expect(() => optionsFromEnv({ OFFICE_VIEWER_URL: bad }), bad).toThrow(/OFFICE_VIEWER_URL/)
    }
    expect(buildRuntimeConfig(optionsFromEnv({ OFFICE_VIEWER_URL: real }), 'http://localhost:1').officeViewerUrl).toBe(real)
  })

  it('refuses a bad environment at start instead of serving it', () => {
    expect(() => optionsFromEnv({ PORTAL: 'nope' })).toThrow(/PORTAL/)
    expect(() => buildRuntimeConfig(optionsFromEnv({ APP_ENV: 'staging' }), 'http://localhost:1')).toThrow(/APP_ENV/)
    const firebase = buildRuntimeConfig(optionsFromEnv({
      FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'p', FIREBASE_MESSAGING_SENDER_ID: '1', FIREBASE_APP_ID: 'a', FIREBASE_VAPID_KEY: 'v',
    }), 'http://localhost:1')
    expect(firebase.firebase).toMatchObject({ apiKey: 'k', projectId: 'p' })
  })
})

describe('static app', () => {
  it('serves index.html for app routes with the strict CSP', async () => {
    const response = await fetch(`${server.url}/some/app/path`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<div id="root">')
    expect(response.headers.get('content-security-policy')).toBe(EXPECTED_CSP)
    expect(APP_CSP).toBe(EXPECTED_CSP)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBeTruthy()
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect((await fetch(`${server.url}/`)).headers.get('content-security-policy')).toBe(EXPECTED_CSP)
  })

  it('limits powerful features (the camera to the portal itself) and gives the worker script its own CSP', async () => {
    const page = await fetch(`${server.url}/home`)
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)')
    expect(page.headers.get('permissions-policy')).toContain('geolocation=()')
    expect(page.headers.get('reporting-endpoints')).toBe('csp="/csp-report"')
    expect((await fetch(`${server.url}/sw.js`)).headers.get('content-security-policy')).toBe(EXPECTED_CSP)
    expect((await fetch(`${server.url}/api/catalogs?origin=student-web&portal=unitec`)).headers.get('permissions-policy')).toContain('camera=(self)')
  })

  it('takes CSP violation reports of both formats and refuses what is no report', async () => {
    const post = (body: string, type: string) => fetch(`${server.url}/csp-report`, { method: 'POST', headers: { 'Content-Type': type }, body })
    const legacy = { 'csp-report': { 'document-uri': `${server.url}/home`, 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem' } }
    expect((await post(JSON.stringify(legacy), 'application/csp-report')).status).toBe(204)
    const reporting = [{ type: 'csp-violation', body: { documentURL: `${server.url}/home`, blockedURL: 'https://evil.example/x.js', effectiveDirective: 'script-src-elem' } }]
    expect((await post(JSON.stringify(reporting), 'application/reports+json')).status).toBe(204)
    const garbage = await post('not json', 'application/csp-report')
    expect(garbage.status).toBe(400)
    expect(((await garbage.json()) as { message: string }).message).toMatch(/JSON/)
    expect((await post('{"hello":1}', 'application/json')).status).toBe(400)
    expect((await fetch(`${server.url}/csp-report`)).status).toBe(405)
  })

  it('sends the build’s Brotli or gzip copy by Accept-Encoding, and the file itself to anyone else', async () => {
    const get = (encoding: string, method = 'GET') =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(`${server.url}/assets/index-abc123.js`, { method, headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        }).on('error', reject).end()
      })
    const br = await get('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['content-type']).toContain('text/javascript')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    const gzip = await get('gzip, br;q=0')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe('console.log(1)')
    const plain = await get('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe('console.log(1)')
    expect((await get('*')).headers['content-encoding']).toBe('br')
    const head = await get('br', 'HEAD')
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.body.length).toBe(0)
    // The worker script is always the file itself: test servers append to it.
    const worker = await fetch(`${server.url}/sw.js`, { headers: { 'Accept-Encoding': 'br' } })
    expect(worker.headers.get('content-encoding')).toBeNull()
    expect(await worker.text()).toContain('addEventListener')
  })

  it('marks the shell page with the brand, for its skeleton before any script', async () => {
    expect(await (await fetch(`${server.url}/home`)).text()).toContain('<html lang="es" data-portal="unitec">')
    expect(await (await fetch(`${bare.url}/`)).text()).not.toContain('data-portal="unitec"')
  })

  it('keeps source maps, compressed copies and the build manifest on the server', async () => {
    for (const path of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.br', '/.vite/manifest.json']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404)
    }
  })

  it('caches hashed assets forever and the service worker never', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toContain('text/javascript')
    const worker = await fetch(`${server.url}/sw.js`)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    expect(worker.headers.get('service-worker-allowed')).toBe('/')
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await fetch(`${server.url}/assets/index-abc123.js`)).headers.get('service-worker-allowed')).toBeNull()
    expect((await fetch(`${server.url}/manifest.webmanifest`)).headers.get('cache-control')).toBe('no-cache')
  })

  it('serves module workers as JavaScript and the manifest from the server, not the build', async () => {
    expect((await fetch(`${server.url}/pdf.worker.min.mjs`)).headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const manifest = await fetch(`${server.url}/manifest.webmanifest`)
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
    expect(await manifest.json()).toMatchObject({ short_name: 'UNITEC Alumnos' })
  })

  it('answers 404 for a missing file, 405 for writes, and never leaves the dist folder', async () => {
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/some/app/path`, { method: 'POST' })).status).toBe(405)
    const escape = await rawGet(server.url, '/%2e%2e/%2e%2e/%2e%2e/etc/hostname')
    expect(escape.body).toContain('<div id="root">')
  })

  it('keeps /api and /realms out of the fallback', async () => {
    const apiAnswer = await fetch(`${server.url}/api/unknown`)
    expect(apiAnswer.status).toBe(404)
    expect(await apiAnswer.json()).toHaveProperty('message')
    expect((await fetch(`${server.url}/realms/unknown/account`)).status).toBe(404)
  })

  it('serves the app under a base path', async () => {
    const nested = await startTestServer({ distDir, basePath: '/portal/' })
    try {
      expect(await (await fetch(`${nested.url}/portal/home`)).text()).toContain('<div id="root">')
      expect((await fetch(`${nested.url}/portal/sw.js`)).headers.get('service-worker-allowed')).toBe('/portal/')
      const outside = await fetch(`${nested.url}/home`, { redirect: 'manual' })
      expect(outside.status).toBe(302)
      expect(outside.headers.get('location')).toBe('/portal/')
      expect(((await (await fetch(`${nested.url}/portal/config.json`)).json()) as { basePath: string }).basePath).toBe('/portal/')
    } finally {
      await nested.stop()
    }
  })

  it('lets the portal frame an office viewer on another origin, and only that', async () => {
    const viewerUrl = 'https://view.officeapps.live.com/op/embed.aspx?src='
    writeFileSync(join(distDir, 'silent-check-sso.html'), '<!doctype html><title>check</title>')
    const framing = await startTestServer({ distDir, officeViewerUrl: viewerUrl })
    try {
      const withViewer = EXPECTED_CSP.replace("worker-src 'self'", "frame-src 'self' https://view.officeapps.live.com; worker-src 'self'")
      expect((await fetch(`${framing.url}/home`)).headers.get('content-security-policy')).toBe(withViewer)
      expect((await fetch(`${framing.url}/sw.js`)).headers.get('content-security-policy')).toBe(withViewer)
      const silentCheck = (await fetch(`${framing.url}/silent-check-sso.html`)).headers.get('content-security-policy')
      expect(silentCheck).toBe(withViewer.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
      expect(withViewer.replace(/frame-src [^;]+; /, '')).toBe(EXPECTED_CSP)
    } finally {
      await framing.stop()
    }
    // The simulator (a path) and a viewer on the portal's own origin need nothing new.
    expect((await fetch(`${server.url}/home`)).headers.get('content-security-policy')).toBe(EXPECTED_CSP)
    expect(viewerFrameOrigin('/office-viewer-sim/?src=', 'https://portal.example')).toBeNull()
    expect(viewerFrameOrigin('https://portal.example/visor?src=', 'https://portal.example')).toBeNull()
    expect(viewerFrameOrigin(null, 'https://portal.example')).toBeNull()
    expect(appCsp(viewerFrameOrigin(viewerUrl, 'https://portal.example'))).toContain("frame-src 'self' https://view.officeapps.live.com;")
  })

  it('says to build when there is no dist folder', async () => {
    const response = await fetch(`${bare.url}/home`)
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('npm run build')
  })
})
