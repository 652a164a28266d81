import type { RouteHandlerCallback, RouteHandlerCallbackOptions } from 'workbox-core'
import { createHandlerBoundToURL } from 'workbox-precaching'
import { brandPage, isPortal } from '../src/contract/brand-page'
import { publicPageAt } from '../src/contract/public-pages'
import { cachedConfig } from './config-route'

declare const self: ServiceWorkerGlobalScope

/** Made on first use: the precache list is only known once `sw.ts` has registered it. */
const shells = new Map<string, RouteHandlerCallback>()
const shell = (page: 'index.html' | 'public.html') => {
  let handler = shells.get(page)
  if (!handler) shells.set(page, (handler = createHandlerBoundToURL(new URL(page, self.location.href).href)))
  return handler
}

/**
 * App routes get the precached shell (spec §2's public pages their own small one) as the page of
 * the last configuration's brand: its colour, title and icons (the copy precached is whichever
 * brand the origin served then). Nothing personal is ever put into it.
 */
export const navigationHandler: RouteHandlerCallback = async (options: RouteHandlerCallbackOptions) => {
  const scope = new URL(self.registration.scope).pathname
  const page = publicPageAt(options.url.pathname.slice(scope.length)) ? 'public.html' : 'index.html'
  const [response, config] = await Promise.all([shell(page)(options), cachedConfig().catch(() => undefined)])
  if (!isPortal(config?.portal) || !response.ok) return response
  const headers = new Headers(response.headers)
  // Both described the copy as it was stored, not the page written from it.
  headers.delete('Content-Length')
  headers.delete('ETag')
  const html = brandPage(await response.text(), config.portal, scope)
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}
