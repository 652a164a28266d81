import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteUserDatabases, openUserDb, readKv } from '@/shared/db/user-db'
import { isStartView, startViewMarkup, withStartView, type StartView } from '@/shared/offline/start-view'
import { keepStartViewSaved, releaseStartViewWhenReady, sceneOf, scopeSelector, screenClone, screenReady } from '@/shared/offline/start-view-page'

const view: StartView = {
  path: '/home',
  image: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  drawnAt: 1_764_000_000_000,
  width: 390,
  height: 844,
  background: 'rgb(250, 250, 250)',
}

describe('the saved picture in the worker’s page', () => {
  const shell = '<!doctype html><html lang="es"><head><title>Portal</title></head><body>\n<div id="root"></div></body></html>'

  it('goes first in the body, hidden from assistive technology and inert, over the page', () => {
    const page = withStartView(shell, view)
    expect(page.indexOf('id="start-view"')).toBeGreaterThan(page.indexOf('<body>'))
    expect(page.indexOf('id="start-view"')).toBeLessThan(page.indexOf('id="root"'))
    const host = new DOMParser().parseFromString(page, 'text/html').getElementById('start-view')!
    expect(host.getAttribute('aria-hidden')).toBe('true')
    expect(host.hasAttribute('inert')).toBe(true)
    expect(host.dataset.path).toBe('/home')
    expect(host.style.position).toBe('fixed')
    expect(host.style.background).toBe('rgb(250, 250, 250)')
  })

  it('shows the picture of this screen, at the size it was taken, from an address new with each picture', () => {
    const picture = new DOMParser().parseFromString(withStartView(shell, view), 'text/html').querySelector('#start-view img')!
    expect(picture.getAttribute('alt')).toBe('')
    expect(picture.getAttribute('src')).toBe('/start-view.png?path=%2Fhome&v=1764000000000')
    expect(picture.getAttribute('width')).toBe('390')
    expect(picture.getAttribute('height')).toBe('844')
    expect(picture.getAttribute('elementtiming')).toBe('start-view')
  })

  it('hides the picture in a viewport of another width', () => {
    const style = new DOMParser().parseFromString(withStartView(shell, view), 'text/html').querySelector('style')!.textContent
    expect(style).toBe('@media not all and (width: 390px){#start-view{display:none}}')
  })

  it('cannot be made to carry markup or a made-up colour', () => {
    const markup = startViewMarkup({ ...view, path: '/home"><script>x</script>', background: 'red;background-image:url(x)' })
    expect(markup).not.toContain('<script>')
    expect(markup).toContain('background:#fff')
  })

  it('leaves a shell without a body as it is', () => {
    expect(withStartView('<p>no body</p>', view)).toBe('<p>no body</p>')
  })

  it('reads back only what a picture looks like', () => {
    expect(isStartView(view)).toBe(true)
    expect(isStartView({ ...view, image: 'data:image/png;base64,AAAA' })).toBe(false)
    expect(isStartView({ ...view, width: 0 })).toBe(false)
    expect(isStartView(null)).toBe(false)
  })
})

describe('picturing the screen', () => {
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

  it('moves the document’s own selectors to the picture’s page box and body, and leaves the rest', () => {
    expect(scopeSelector(':where(html)')).toBe(':where(.sv-doc)')
    expect(scopeSelector(':root, .light')).toBe('.sv-doc, .light')
    expect(scopeSelector('html, body')).toBe('.sv-doc, .sv-body')
    expect(scopeSelector('body > div.x')).toBe('.sv-body > div.x')
    expect(scopeSelector('.html-note, .somebody, [data-body]')).toBe('.html-note, .somebody, [data-body]')
  })

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
    const copy = screenClone(root)
    expect(copy.querySelector('option[selected]')!.textContent).toBe('Psicología')
    expect(copy.querySelector('input[aria-label="Buscar"]')!.getAttribute('value')).toBe('García')
    expect(copy.outerHTML).not.toContain('secreto')
    expect(copy.querySelector('input[type="checkbox"]')!.hasAttribute('checked')).toBe(true)
    expect(copy.textContent).not.toContain('Sin conexión')
    expect(copy.querySelector('canvas')).toBeNull()
    // No second element with the live root's id.
    expect(copy.id).toBe('')
    // The live screen itself is untouched.
    expect(root.querySelector('[data-live-only]')).not.toBeNull()
  })

  it('pictures only the start screens, only once they are ready, and tells a changed screen from the same one', () => {
    const root = screen('<main id="main"><h1>Hola</h1></main>')
    const first = sceneOf(root, '/home')
    expect(first?.screen.textContent).toBe('Hola')
    expect(sceneOf(root, '/home')?.signature).toBe(first?.signature)
    expect(sceneOf(root, '/agenda')).toBeUndefined()
    root.querySelector('h1')!.textContent = 'Hola, Valeria'
    expect(sceneOf(root, '/home')?.signature).not.toBe(first?.signature)
    root.querySelector('h1')!.setAttribute('aria-busy', 'true')
    expect(sceneOf(root, '/home')).toBeUndefined()
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

describe('keeping the picture', () => {
  beforeEach(() => {
    openUserDb(`test-${crypto.randomUUID()}`)
    window.history.pushState({}, '', '/home')
    // The test DOM draws no images: decoding one succeeds at once.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: () => Promise.resolve(), configurable: true })
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: () => undefined } as unknown as CanvasRenderingContext2D)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    Reflect.deleteProperty(document, 'visibilityState')
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode')
    document.body.innerHTML = ''
    window.history.pushState({}, '', '/')
    await deleteUserDatabases()
  })

  function home(text: string) {
    const root = document.createElement('div')
    root.innerHTML = `<main id="main"><h1>${text}</h1></main>`
    document.body.append(root)
    return root
  }
  const goesToBackground = () => document.dispatchEvent(new Event('visibilitychange'))

  it('is drawn and kept in the person’s database when the portal goes to the background', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })))
    keepStartViewSaved(home('Hola, Valeria'))
    goesToBackground()
    await vi.waitFor(async () => expect(await readKv<StartView>('start-view:/home')).toMatchObject({ path: '/home', background: expect.any(String) }))
  })

  it('is not tried again in a browser that will not hand over a drawn picture', async () => {
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(() => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError')
    })
    const root = home('Hola, Valeria')
    keepStartViewSaved(root)
    goesToBackground()
    await vi.waitFor(() => expect(toBlob).toHaveBeenCalledTimes(1))
    root.querySelector('h1')!.textContent = 'Hola de nuevo'
    goesToBackground()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(toBlob).toHaveBeenCalledTimes(1)
    expect(await readKv('start-view:/home')).toBeUndefined()
  })
})
