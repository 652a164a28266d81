import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PORTALS } from '../../src/contract/common.ts'
import { pngSize } from '../../server/scripts/png-size.ts'
import type { WebManifest } from '../../server/web-manifest.ts'
import { startTestServer, type TestServer } from './test-server.ts'

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url))

const servers = {} as Record<(typeof PORTALS)[number], TestServer>
let nested: TestServer

beforeAll(async () => {
  for (const portal of PORTALS) servers[portal] = await startTestServer({ portal })
  nested = await startTestServer({ portal: 'unitec', basePath: '/portal/' })
})
afterAll(async () => {
  for (const server of [...Object.values(servers), nested]) await server.stop()
})

async function manifestOf(url: string): Promise<{ response: Response; manifest: WebManifest }> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return { response, manifest: (await response.json()) as WebManifest }
}

/** The PNG behind an image URL of the manifest, from `public/` (what the build copies). */
function imageSize(src: string, basePath: string) {
  expect(src.startsWith(basePath)).toBe(true)
  return pngSize(readFileSync(`${publicDir}${src.slice(basePath.length)}`))
}

const EXPECTED = {
  uvm: { name: 'UVM · Portal de alumnos', short_name: 'UVM Alumnos', theme_color: '#b3102c' },
  unitec: { name: 'UNITEC · Portal de alumnos', short_name: 'UNITEC Alumnos', theme_color: '#0a3d7a' },
}

describe('web app manifest', () => {
  it.each(PORTALS)('describes the %s brand, with icons and screenshots of the stated sizes', async (portal) => {
    const { response, manifest } = await manifestOf(`${servers[portal].url}/manifest.webmanifest`)
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(manifest).toMatchObject({
      ...EXPECTED[portal], lang: 'es', start_url: '/home', scope: '/', display: 'standalone', background_color: '#ffffff',
    })

    expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']])
    const images = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((s) => s.icons)]
    for (const image of images) {
      expect(image.type).toBe('image/png')
      expect(image.src).toContain(portal)
      const [width, height] = image.sizes.split('x').map(Number)
      expect(imageSize(image.src, '/'), image.src).toEqual({ width, height })
    }

    expect(manifest.screenshots.map((s) => [s.form_factor, s.sizes])).toEqual([['narrow', '390x844'], ['wide', '1280x800']])
    for (const screenshot of manifest.screenshots) expect(screenshot.label).toBeTruthy()

    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Credencial', '/credential'], ['Agenda', '/agenda'], ['Notificaciones', '/notifications'],
    ])
    for (const shortcut of manifest.shortcuts) expect(shortcut.icons.map((i) => i.sizes)).toEqual(['96x96'])
  })

  it('paints the maskable icon full bleed: its safe-zone padding is brand colour, not transparent', () => {
    for (const portal of PORTALS) {
      const bytes = readFileSync(`${publicDir}icons/${portal}/maskable-512.png`)
      // Colour type 2 (RGB, no alpha): the whole square is painted.
      expect(bytes[25]).toBe(2)
    }
  })

  it('follows the base path', async () => {
    const { manifest } = await manifestOf(`${nested.url}/portal/manifest.webmanifest`)
    expect(manifest).toMatchObject({ start_url: '/portal/home', scope: '/portal/', id: '/portal/' })
    expect(manifest.icons[0]?.src).toBe('/portal/icons/unitec/icon-192.png')
    expect(manifest.shortcuts[0]?.url).toBe('/portal/credential')
    expect(imageSize(manifest.icons[0]?.src ?? '', '/portal/')).toEqual({ width: 192, height: 192 })
    expect((await fetch(`${nested.url}/manifest.webmanifest`)).status).toBe(200)
  })

  it('answers HEAD and refuses writes', async () => {
    const head = await fetch(`${servers.uvm.url}/manifest.webmanifest`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100)
    expect((await fetch(`${servers.uvm.url}/manifest.webmanifest`, { method: 'POST' })).status).toBe(405)
  })
})
