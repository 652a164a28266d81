import { hasUserDb, writeKv } from '../db/user-db'
import { isStartViewPath, LIVE_ONLY_ATTRIBUTE, START_VIEW_ID, startViewKey, type StartView } from './start-view'

/** The live portal never waits behind the picture longer than this, whatever its screen is doing. */
const MAX_HOLD_MS = 4_000
/** A screen is pictured once it has been still for this long. */
const QUIET_MS = 1_000
/** Pictures are drawn at the screen's pixel density, up to this: a phone's 3× costs more to draw and keep, for a picture shown a second. */
const MAX_SCALE = 2

const busy = (root: Element) => root.querySelector('[aria-busy="true"]') !== null

/**
 * A screen is ready once nothing in it is loading and the signed-in frame, when there is one,
 * shows its screen: an empty frame is not a screen.
 */
export function screenReady(root: Element): boolean {
  if (!root.firstElementChild || busy(root)) return false
  const main = root.querySelector('#main')
  return !main || main.firstElementChild !== null
}

/**
 * Hands the page from the picture to the live portal: in the same frame as the live screen's first
 * ready state (a mutation callback runs before the browser paints), when the portal goes to
 * another screen, or after {@link MAX_HOLD_MS} at most.
 */
export function releaseStartViewWhenReady(root: HTMLElement, onResolved: (listener: (pathname: string) => void) => () => void) {
  const host = document.getElementById(START_VIEW_ID)
  if (!host) return
  const path = host.dataset.path
  const observer = new MutationObserver(() => {
    if (screenReady(root)) release()
  })
  const timer = window.setTimeout(() => release(), MAX_HOLD_MS)
  const unsubscribe = onResolved((pathname) => {
    if (pathname !== path) release()
  })
  function release() {
    observer.disconnect()
    window.clearTimeout(timer)
    unsubscribe()
    host!.remove()
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] })
}

/** States a still picture never shows, and parts of a box a selector cannot find. */
const NOT_IN_A_PICTURE = /::?(?:before|after|placeholder|selection|marker|backdrop|file-selector-button)\b|:(?:hover|focus|focus-visible|focus-within|active|visited|target|placeholder-shown|autofill)\b|::?-(?:webkit|moz)-[\w-]+/g
const DOCUMENT_LEVEL = /(^|[\s,(>+~])(?:html|body|:root|:host)(?![-\w])|\*/

/**
 * The picture is drawn from an SVG document, where the screen sits in a box of its own: the
 * document's selectors (`html`, `:root`, `body`) move to that box and to the body's stand-in.
 */
export function scopeSelector(selector: string): string {
  return selector
    .replace(/(^|[\s,(>+~])(?:html|:root|:host)(?![-\w])/g, '$1.sv-doc')
    .replace(/(^|[\s,(>+~])body(?![-\w])/g, '$1.sv-body')
}

/** Whether a rule can style anything on this screen (a rule the browser cannot test is kept). */
function usedOn(root: Element, selector: string): boolean {
  if (DOCUMENT_LEVEL.test(selector)) return true
  try {
    return root.querySelector(selector.replace(NOT_IN_A_PICTURE, '')) !== null
  } catch {
    return true
  }
}

/**
 * Rules of the styles the portal wrote at run time that can style this screen, with the
 * document's selectors moved (see {@link scopeSelector}). Animations are left out: a picture is still.
 */
function serializeRules(rules: CSSRuleList, root: Element): string {
  let text = ''
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      if (usedOn(root, rule.selectorText)) text += `${scopeSelector(rule.selectorText)}{${rule.style.cssText}${rule.cssRules.length ? serializeRules(rule.cssRules, root) : ''}}`
    } else if (rule instanceof CSSGroupingRule) {
      const inner = serializeRules(rule.cssRules, root)
      if (inner) text += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`
    } else if (!(rule instanceof CSSKeyframesRule) && !(rule instanceof CSSFontFaceRule)) {
      text += rule.cssText
    }
  }
  return text
}

function runtimeStyles(root: Element): string {
  return Array.from(root.ownerDocument.styleSheets)
    .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
    .map((sheet) => serializeRules(sheet.cssRules, root))
    .join('')
}

/**
 * The screen as it shows now, detached: form controls keep their current values (React sets
 * them as properties, which markup does not carry); live-only parts and drawings are left out.
 */
export function screenClone(root: HTMLElement): HTMLElement {
  const copy = root.cloneNode(true) as HTMLElement
  const fields = root.querySelectorAll('input, select, textarea')
  const copiedFields = copy.querySelectorAll('input, select, textarea')
  fields.forEach((field, i) => {
    const copied = copiedFields[i]!
    if (field instanceof HTMLSelectElement) {
      Array.from((copied as HTMLSelectElement).options).forEach((option, j) => option.toggleAttribute('selected', field.options[j]?.selected ?? false))
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      copied.toggleAttribute('checked', field.checked)
    } else if (field instanceof HTMLInputElement) {
      copied.setAttribute('value', field.type === 'password' ? '' : field.value)
    } else if (field instanceof HTMLTextAreaElement) {
      copied.textContent = field.value
    }
  })
  copy.querySelectorAll(`[${LIVE_ONLY_ATTRIBUTE}], canvas, video, iframe, script`).forEach((node) => node.remove())
  copy.removeAttribute('id')
  return copy
}

/** What a picture of the screen would show; the same scene twice is drawn once. */
export interface Scene {
  path: string
  screen: HTMLElement
  css: string
  /** The screen's markup and styles, to tell one scene from another. */
  signature: string
}

export function sceneOf(root: HTMLElement, path: string): Scene | undefined {
  if (!isStartViewPath(path) || !screenReady(root) || document.getElementById(START_VIEW_ID)) return undefined
  const screen = screenClone(root)
  // The body's own margin comes from the browser's style sheet, which the picture does not carry.
  const css = `${runtimeStyles(root)}.sv-body{margin:${getComputedStyle(document.body).margin}}`
  return { path, screen, css, signature: screen.outerHTML + css }
}

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(blob)
  })

/** Files the picture needs inside it (an SVG image loads nothing by itself), read once per session. */
const inlined = new Map<string, Promise<string>>()
function asDataUrl(url: string): Promise<string> {
  let file = inlined.get(url)
  if (!file) {
    file = fetch(url)
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`${response.status}`))))
      .then(readAsDataUrl)
    file.catch(() => inlined.delete(url))
    inlined.set(url, file)
  }
  return file
}

/**
 * The portal's font faces, each with its first file inside the rule. The same for every picture
 * of a session, so they are put together once (again only if a file could not be read).
 */
let fontFaceRules: Promise<string> | undefined
async function readFontFaces(doc: Document): Promise<string> {
  const faces = Array.from(doc.styleSheets).flatMap((sheet) => {
    try {
      return Array.from(sheet.cssRules).filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    } catch {
      return []
    }
  })
  let complete = true
  const rules = await Promise.all(
    faces.map(async (face) => {
      const file = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(face.style.getPropertyValue('src'))?.[1]
      if (!file) return ''
      const declarations = Array.from(face.style)
        .filter((name) => name !== 'src' && name !== 'font-display')
        .map((name) => `${name}:${face.style.getPropertyValue(name)}`)
      const data = await asDataUrl(new URL(file, face.parentStyleSheet?.href ?? doc.baseURI).href).catch(() => '')
      if (!data) complete = false
      return data ? `@font-face{${declarations.join(';')};src:url("${data}")}` : ''
    }),
  )
  if (!complete) fontFaceRules = undefined
  return rules.join('')
}
const fontFaces = (doc: Document) => (fontFaceRules ??= readFontFaces(doc))

/**
 * Draws the scene into a PNG of the viewport's size: the screen goes into an SVG image (an
 * HTML box in a `foreignObject`, with its styles, fonts and images inside), which a canvas
 * turns into pixels.
 */
export async function drawScene(scene: Scene): Promise<StartView> {
  const doc = document
  const width = doc.documentElement.clientWidth
  const height = window.innerHeight
  const scale = Math.min(window.devicePixelRatio || 1, MAX_SCALE)
  const images = Array.from(scene.screen.querySelectorAll('img'))
  await Promise.all(
    images.map(async (image) => {
      const source = image.getAttribute('src')
      if (!source || source.startsWith('data:')) return
      image.removeAttribute('srcset')
      image.setAttribute('src', await asDataUrl(new URL(source, doc.baseURI).href).catch(() => ''))
    }),
  )
  const box = doc.createElement('div')
  box.className = 'sv-doc'
  box.lang = doc.documentElement.lang || 'es'
  box.setAttribute('style', `width:${width}px;height:${height}px;overflow:hidden`)
  const style = doc.createElement('style')
  style.textContent = (await fontFaces(doc)) + scene.css
  const body = doc.createElement('div')
  body.className = 'sv-body'
  body.append(scene.screen)
  box.append(style, body)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${new XMLSerializer().serializeToString(box)}</foreignObject></svg>`
  // A data URL, not a blob URL: the browser lets a canvas that drew a blob URL's
  // `foreignObject` give nothing back.
  const image = new Image(width, height)
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  await image.decode()
  const canvas = doc.createElement('canvas')
  canvas.width = Math.round(width * scale)
  canvas.height = Math.round(height * scale)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no canvas')
  context.drawImage(image, 0, 0, canvas.width, canvas.height)
  const png = await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture'))), 'image/png'))
  return { path: scene.path, image: png, drawnAt: Date.now(), width, height, background: getComputedStyle(doc.body).backgroundColor }
}

/**
 * Keeps a picture of the current start screen up to date in the person's database: once the
 * screen has been still for a second, and at once when the portal goes to the background
 * (when a phone would take its own picture of an app).
 */
export function keepStartViewSaved(root: HTMLElement) {
  let timer: number | undefined
  let last = ''
  let drawing: Promise<void> = Promise.resolve()
  // A browser that keeps a canvas's pixels to itself once it drew a `foreignObject` (Safari
  // does) cannot make pictures: it is not asked again on every still moment.
  let cannotDraw = false
  const save = () => {
    window.clearTimeout(timer)
    if (!hasUserDb() || cannotDraw) return
    const scene = sceneOf(root, window.location.pathname)
    if (!scene || scene.signature === last) return
    last = scene.signature
    // One drawing at a time; a newer scene waits for the one being drawn.
    drawing = drawing
      .then(() => drawScene(scene))
      .then((view) => writeKv(startViewKey(view.path), view))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'SecurityError') cannotDraw = true
        // A full device, a database being deleted at sign-out: the picture is only a speed-up,
        // and the next still moment tries again.
        if (last === scene.signature) last = ''
      })
  }
  const schedule = () => {
    window.clearTimeout(timer)
    // Every other screen (an agenda redraws hundreds of nodes) costs no more than this check.
    if (!isStartViewPath(window.location.pathname)) return
    timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(save, { timeout: 2_000 })
      else save()
    }, QUIET_MS)
  }
  new MutationObserver(schedule).observe(root, { childList: true, subtree: true, characterData: true, attributes: true })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save()
  })
}
