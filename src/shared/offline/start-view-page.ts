import { hasUserDb, writeKv } from '../db/user-db'
import { isStartViewPath, LIVE_ONLY_ATTRIBUTE, scopeSelector, START_VIEW_ID, startViewKey, type StartView } from './start-view'

/** The live portal never waits behind the copy longer than this, whatever its screen is doing. */
const MAX_HOLD_MS = 4_000
/** A screen is copied once it has been still for this long. */
const QUIET_MS = 1_000

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
 * Hands the page from the copy to the live portal: in the same frame as the live screen's first
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

/** States a still copy never shows, and parts of a box a selector cannot find. */
const NOT_IN_A_COPY = /::?(?:before|after|placeholder|selection|marker|backdrop|file-selector-button)\b|:(?:hover|focus|focus-visible|focus-within|active|visited|target|placeholder-shown|autofill)\b|::?-(?:webkit|moz)-[\w-]+/g
const DOCUMENT_LEVEL = /(^|[\s,(>+~])(?:html|body|:root|:host)(?![-\w])|\*/

/** Whether a rule can style anything on this screen (a rule the browser cannot test is kept). */
function usedOn(root: Element, selector: string): boolean {
  if (DOCUMENT_LEVEL.test(selector)) return true
  try {
    return root.querySelector(selector.replace(NOT_IN_A_COPY, '')) !== null
  } catch {
    return true
  }
}

/**
 * Rules of the styles the portal wrote at run time that can style this screen, with the
 * document's selectors moved to the copy's host. Animations are left out: a copy is still.
 */
function serializeRules(rules: CSSRuleList, root: Element): string {
  let text = ''
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      if (usedOn(root, rule.selectorText)) text += `${scopeSelector(rule.selectorText)}{${rule.style.cssText}${rule.cssRules.length ? serializeRules(rule.cssRules, root) : ''}}`
    } else if (rule instanceof CSSGroupingRule) {
      const inner = serializeRules(rule.cssRules, root)
      if (inner) text += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`
    } else if (!(rule instanceof CSSKeyframesRule)) {
      text += rule.cssText
    }
  }
  return text
}

export function runtimeStyles(root: Element): string {
  return Array.from(root.ownerDocument.styleSheets)
    .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
    .map((sheet) => serializeRules(sheet.cssRules, root))
    .join('')
}

/**
 * What the live copy would show, as HTML: form controls keep their current values (React sets
 * them as properties, which HTML does not carry), live-only parts and drawings are left out.
 */
export function screenMarkup(root: HTMLElement): string {
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
  return copy.innerHTML
}

export function captureStartView(root: HTMLElement, path: string): StartView | undefined {
  if (!isStartViewPath(path) || !screenReady(root) || document.getElementById(START_VIEW_ID)) return undefined
  // The body's own margin comes from the browser's style sheet, which the copy does not carry.
  const body = `.sv-body{margin:${getComputedStyle(document.body).margin}}`
  return { path, html: screenMarkup(root), css: runtimeStyles(root) + body, lang: document.documentElement.lang || 'es' }
}

/**
 * Keeps the copy of the current start screen up to date in the person's database: once the
 * screen has been still for a second, and at once when the portal goes to the background
 * (when a phone would take its own picture of an app).
 */
export function keepStartViewSaved(root: HTMLElement) {
  let timer: number | undefined
  let last = ''
  const save = () => {
    window.clearTimeout(timer)
    if (!hasUserDb()) return
    const view = captureStartView(root, window.location.pathname)
    if (!view) return
    const signature = view.html + view.css
    if (signature === last) return
    last = signature
    writeKv(startViewKey(view.path), view).catch(() => {
      // A full device or a database being deleted at sign-out: the copy is only a speed-up.
      last = ''
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
