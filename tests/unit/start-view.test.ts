import { afterEach, describe, expect, it, vi } from 'vitest'
import { isStartView, scopeSelector, startViewMarkup, withStartView, type StartView } from '@/shared/offline/start-view'
import { captureStartView, releaseStartViewWhenReady, screenMarkup, screenReady } from '@/shared/offline/start-view-page'

const view: StartView = { path: '/home', html: '<main id="main"><h1>Hola, Valeria</h1></main>', css: 'h1{font-size:2rem}', lang: 'es' }

describe('the saved copy in the worker’s page', () => {
  it('moves the document’s own selectors to the copy’s host and body, and leaves the rest', () => {
    expect(scopeSelector(':where(html)')).toBe(':where(:host)')
    expect(scopeSelector(':root, .light')).toBe(':host, .light')
    expect(scopeSelector('html, body')).toBe(':host, .sv-body')
    expect(scopeSelector('body > div.x')).toBe('.sv-body > div.x')
    expect(scopeSelector('.html-note, .somebody, [data-body]')).toBe('.html-note, .somebody, [data-body]')
  })

  it('goes first in the body, hidden from assistive technology, inert, in a closed shadow root', () => {
    const shell = '<!doctype html><html lang="es"><head><title>Portal</title></head><body>\n<div id="root"></div></body></html>'
    const page = withStartView(shell, view)
    expect(page.indexOf('id="start-view"')).toBeGreaterThan(page.indexOf('<body>'))
    expect(page.indexOf('id="start-view"')).toBeLessThan(page.indexOf('id="root"'))
    const host = new DOMParser().parseFromString(page, 'text/html').getElementById('start-view')!
    expect(host.getAttribute('aria-hidden')).toBe('true')
    expect(host.dataset.path).toBe('/home')
    expect(startViewMarkup(view)).toContain('<template shadowrootmode="closed">')
    expect(startViewMarkup(view)).toMatch(/<div class="sv-body" lang="es" inert/)
  })

  it('cannot end its style element early, nor carry a made-up language', () => {
    const markup = startViewMarkup({ ...view, css: 'a{content:"</style><script>x</script>"}', lang: 'es" onload="x' })
    expect(markup).not.toContain('</style><script>')
    expect(markup).toContain('lang="es"')
  })

  it('leaves a shell without a body as it is', () => {
    expect(withStartView('<p>no body</p>', view)).toBe('<p>no body</p>')
  })

  it('reads back only what a copy looks like', () => {
    expect(isStartView(view)).toBe(true)
    expect(isStartView({ ...view, html: 3 })).toBe(false)
    expect(isStartView(null)).toBe(false)
  })
})

describe('copying the screen', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  function screen(html: string) {
    const root = document.createElement('div')
    root.id = 'root'
    root.innerHTML = html
    document.body.append(root)
    return root
  }

  it('is ready only when the frame shows a screen and nothing in it is loading', () => {
    expect(screenReady(screen(''))).toBe(false)
    document.body.innerHTML = ''
    expect(screenReady(screen('<main id="main"></main>'))).toBe(false)
    document.body.innerHTML = ''
    expect(screenReady(screen('<main id="main"><div aria-busy="true"></div></main>'))).toBe(false)
    document.body.innerHTML = ''
    expect(screenReady(screen('<main id="main"><h1>Hola</h1></main>'))).toBe(true)
    document.body.innerHTML = ''
    // An error page has no frame: it is a screen of its own.
    expect(screenReady(screen('<h1>Error 500</h1>'))).toBe(true)
  })

  it('keeps what the form controls show and leaves out what is true only live', () => {
    const root = screen(
      '<select aria-label="Carrera"><option value="a">Derecho</option><option value="b">Psicología</option></select>' +
        '<input aria-label="Buscar"><input type="password"><input type="checkbox">' +
        '<span data-live-only="">Sin conexión</span><canvas></canvas><h1>Hola</h1>',
    )
    root.querySelector('select')!.value = 'b'
    root.querySelector<HTMLInputElement>('input[aria-label="Buscar"]')!.value = 'García'
    root.querySelector<HTMLInputElement>('input[type="password"]')!.value = 'secreto'
    root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true
    const copy = document.createElement('div')
    copy.innerHTML = screenMarkup(root)
    expect(copy.querySelector('option[selected]')!.textContent).toBe('Psicología')
    expect(copy.querySelector('input[aria-label="Buscar"]')!.getAttribute('value')).toBe('García')
    expect(copy.innerHTML).not.toContain('secreto')
    expect(copy.querySelector('input[type="checkbox"]')!.hasAttribute('checked')).toBe(true)
    expect(copy.textContent).not.toContain('Sin conexión')
    expect(copy.querySelector('canvas')).toBeNull()
    // The live screen itself is untouched.
    expect(root.querySelector('[data-live-only]')).not.toBeNull()
  })

  it('copies only the start screens, and only once they are ready', () => {
    const root = screen('<main id="main"><h1>Hola</h1></main>')
    expect(captureStartView(root, '/home')?.html).toContain('Hola')
    expect(captureStartView(root, '/agenda')).toBeUndefined()
    root.querySelector('h1')!.setAttribute('aria-busy', 'true')
    expect(captureStartView(root, '/home')).toBeUndefined()
  })
})

describe('handing over to the live screen', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  function page() {
    document.body.innerHTML = '<div id="start-view" data-path="/home"></div><div id="root"></div>'
    return document.getElementById('root')!
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('happens when the live screen is ready, not before', async () => {
    const root = page()
    releaseStartViewWhenReady(root, () => () => undefined)
    root.innerHTML = '<main id="main"><div aria-busy="true"></div></main>'
    await flush()
    expect(document.getElementById('start-view')).not.toBeNull()
    root.querySelector('[aria-busy]')!.setAttribute('aria-busy', 'false')
    await flush()
    expect(document.getElementById('start-view')).toBeNull()
  })

  it('happens when the portal goes to another screen', () => {
    const root = page()
    let listener: ((pathname: string) => void) | undefined
    releaseStartViewWhenReady(root, (next) => {
      listener = next
      return () => undefined
    })
    listener!('/home')
    expect(document.getElementById('start-view')).not.toBeNull()
    listener!('/login')
    expect(document.getElementById('start-view')).toBeNull()
  })

  it('never waits longer than a few seconds', () => {
    vi.useFakeTimers()
    const root = page()
    releaseStartViewWhenReady(root, () => () => undefined)
    vi.advanceTimersByTime(3_999)
    expect(document.getElementById('start-view')).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(document.getElementById('start-view')).toBeNull()
  })
})
