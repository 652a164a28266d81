/**
 * The start view: a picture of the last screen a person saw, painted by the service worker
 * into the page it serves, before any of the portal's scripts run. A phone shows the portal at
 * once, as it left it (as phone systems show an app's last picture while it starts); the live
 * portal takes over as soon as its own screen is ready.
 *
 * A picture, not a copy of the screen's HTML: drawing a saved screen's markup and styles again
 * costs a freshly started page as much layout and style work as the live screen's first frame;
 * a picture is one image to decode, off the page's main thread. The worker serves it as a file
 * of its own (see {@link startViewPictureUrl}), so the page's HTML stays a few hundred bytes.
 *
 * The picture lives in the person's own database (sign-out deletes it with everything else), and
 * the element that shows it is `aria-hidden` and inert: nothing in it can be used or read out.
 *
 * This module has no DOM code: the worker uses it too.
 */

/** The screens a person opens the portal on (the home and the manifest's credential shortcut). */
export const START_VIEW_PATHS: readonly string[] = ['/home', '/credential']

export const START_VIEW_ID = 'start-view'

/** Parts of a screen marked with this attribute are left out of the picture: they are true only live (connection, queue, ages). */
export const LIVE_ONLY_ATTRIBUTE = 'data-live-only'

export interface StartView {
  path: string
  /** The top of the screen, as a PNG. */
  image: Blob
  /** When it was drawn: a new picture gets a new address. */
  drawnAt: number
  /** The viewport it was taken in, in CSS pixels: the picture shows only in a viewport as wide. */
  width: number
  height: number
  /** The page's background, for the part of a taller viewport below the picture. */
  background: string
}

export const isStartViewPath = (path: string) => START_VIEW_PATHS.includes(path)

export const startViewKey = (path: string) => `start-view:${path}`

/** Where the page fetches a start screen's picture from; only the worker answers it. */
export const START_VIEW_PICTURE_PATH = '/start-view.png'

export const startViewPictureUrl = (view: Pick<StartView, 'path' | 'drawnAt'>) =>
  `${START_VIEW_PICTURE_PATH}?path=${encodeURIComponent(view.path)}&v=${view.drawnAt}`

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0

export function isStartView(value: unknown): value is StartView {
  if (typeof value !== 'object' || value === null) return false
  const view = value as Record<string, unknown>
  return (
    typeof view.path === 'string' &&
    view.image instanceof Blob &&
    typeof view.drawnAt === 'number' &&
    positive(view.width) &&
    positive(view.height) &&
    typeof view.background === 'string'
  )
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
/** A colour as the browser reports it (`rgb(…)`, `#…`, a name); anything else becomes white. */
const safeColour = (colour: string) => (/^(?:#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%/]+\))$/i.test(colour) ? colour : '#fff')

/**
 * The element that shows the picture, fixed over the page until the live screen replaces it.
 * In a viewport of another width (a turned phone, a resized window) it stays hidden: a picture
 * of another layout would be wrong, and the live screen comes as it would without one.
 */
export function startViewMarkup(view: StartView): string {
  const width = Math.round(view.width)
  const height = Math.round(view.height)
  return (
    `<div id="${START_VIEW_ID}" data-path="${escapeAttribute(view.path)}" aria-hidden="true" inert ` +
    `style="position:fixed;inset:0;z-index:2147483647;overflow:hidden;background:${safeColour(view.background)}">` +
    // Inside the element, so the hand-over that removes it leaves nothing behind.
    `<style>@media not all and (width: ${width}px){#${START_VIEW_ID}{display:none}}</style><img alt="" elementtiming="${START_VIEW_ID}" decoding="sync" width="${width}" height="${height}" ` +
    `style="display:block;width:${width}px;height:${height}px" src="${escapeAttribute(startViewPictureUrl(view))}"></div>`
  )
}

/** The shell's HTML with the picture first in its body, or unchanged when the shell has no body tag. */
export function withStartView(shellHtml: string, view: StartView): string {
  const body = /<body[^>]*>/i.exec(shellHtml)
  if (!body) return shellHtml
  const at = body.index + body[0].length
  return shellHtml.slice(0, at) + startViewMarkup(view) + shellHtml.slice(at)
}
