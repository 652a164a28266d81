/** A first view on screen, for the portal to take over from (src/boot.tsx). */
export interface FirstView {
  /**
   * Where the portal renders: hidden beside the first view, until it shows the same screen (or
   * went elsewhere, or took too long); then it takes the first view's place in one step.
   */
  portalHost: () => HTMLElement
}

/** Longest a first view stays once the portal has started: a screen that never shows the same still takes over. */
const TAKE_OVER_LIMIT_MS = 15_000

export interface TakeOver {
  /** Whether the portal, rendered in `host`, shows what the first view shows. */
  shows: (host: HTMLElement) => boolean
  /** Whether the address is still the first view's: once the portal has gone elsewhere, it takes over. */
  stays: (pathname: string) => boolean
  /** Unmounts the first view. */
  dispose: () => void
}

/**
 * The focus, if it was in the first view, goes to the portal's control of the same `name` (the
 * home's selects), else to the main landmark, unless the portal has put it somewhere already.
 */
function moveFocus(host: HTMLElement, name: string | null) {
  const active = document.activeElement
  if (active && active !== document.body) return
  const twin = name ? host.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) : null
  ;(twin ?? document.getElementById('main'))?.focus({ preventScroll: true })
}

/**
 * Renders the portal hidden beside the first view (in `skeleton`, the page's root) and swaps
 * them in one step once the portal shows the same screen, went elsewhere, or after the limit.
 */
export function portalBeside(skeleton: HTMLElement, { shows, stays, dispose }: TakeOver): HTMLElement {
  const host = document.createElement('div')
  host.hidden = true
  skeleton.after(host)
  const observer = new MutationObserver(() => check())
  const timer = window.setTimeout(() => finish(), TAKE_OVER_LIMIT_MS)
  function check() {
    if (shows(host) || !stays(window.location.pathname)) finish()
  }
  let done = false
  function finish() {
    if (done) return
    done = true
    observer.disconnect()
    window.clearTimeout(timer)
    const focused = skeleton.contains(document.activeElement) ? document.activeElement : null
    dispose()
    skeleton.remove()
    host.id = skeleton.id
    host.hidden = false
    if (focused) moveFocus(host, focused.getAttribute('name'))
  }
  // Text too: a changed selection changes the summary's words, not only its elements.
  observer.observe(host, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] })
  return host
}
