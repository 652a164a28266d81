import { afterEach, describe, expect, it, vi } from 'vitest'
import indexSource from '../../../index.html?raw'
import publicSource from '../../../public.html?raw'

/** The pages the worker precached, as the origin served them then: UVM's build under /portal/. */
const built = (name: string) => (name === 'public.html' ? publicSource : indexSource).replaceAll('%BASE_URL%', '/portal/')

vi.mock('workbox-precaching', () => ({
  createHandlerBoundToURL: (url: string) => async () =>
    new Response(built(url.endsWith('public.html') ? 'public.html' : 'index.html'), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '1', ETag: '"precached"' },
    }),
}))

const { navigationHandler } = await import('../../../sw/shell-route')

function lastConfig(config: object | null) {
  vi.stubGlobal('caches', { open: async () => ({ match: async () => (config ? new Response(JSON.stringify(config)) : undefined) }) })
}

const navigate = (path: string) => {
  const url = new URL(path, 'http://localhost')
  return navigationHandler({ url, request: new Request(url), event: new Event('fetch') as ExtendableEvent, params: undefined })
}

describe('the worker’s pages with no signal', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('are the last configuration’s brand, whichever brand the precached copy was', async () => {
    vi.stubGlobal('registration', { scope: 'http://localhost/portal/' })
    lastConfig({ portal: 'unitec', apiBase: '/api' })
    for (const [path, entry] of [['/portal/payments', '/src/main.tsx'], ['/portal/aviso-de-privacidad', '/src/public-main.tsx']]) {
      const response = await navigate(path!)
      const html = await response.text()
      expect(html).toContain(entry!)
      expect(html).toContain('<html lang="es" data-portal="unitec">')
      expect(html).toContain('<title>UNITEC · Portal de alumnos</title>')
      expect(html).toContain('<meta name="theme-color" content="#0a3d7a" />')
      expect(html).toContain('<link rel="icon" href="/portal/icons/unitec/favicon.svg" type="image/svg+xml" />')
      expect(html).toContain('<link rel="apple-touch-icon" href="/portal/icons/unitec/apple-touch-icon.png" />')
      expect(html).not.toContain('icons/uvm/')
      // The stored copy's length and ETag say nothing of the page written from it.
      expect(response.headers.get('Content-Length')).toBeNull()
      expect(response.headers.get('ETag')).toBeNull()
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    }
  })

  it('are the precached copy itself before any configuration was kept, or with one naming no brand', async () => {
    vi.stubGlobal('registration', { scope: 'http://localhost/portal/' })
    for (const config of [null, { portal: 'otra' }]) {
      lastConfig(config)
      expect(await (await navigate('/portal/home')).text()).toBe(built('index.html'))
    }
  })
})
