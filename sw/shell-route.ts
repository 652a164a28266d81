import type { RouteHandlerCallback, RouteHandlerCallbackOptions } from 'workbox-core'
import { createHandlerBoundToURL } from 'workbox-precaching'
import { cachedConfig } from './config-route'

declare const self: ServiceWorkerGlobalScope

/** Made on first use: the precache list is only known once `sw.ts` has registered it. */
let shell: RouteHandlerCallback | undefined

/**
 * App routes get the precached shell, marked with the brand of the last configuration so its
 * skeleton already has the brand's colour. Nothing personal is ever put into it.
 */
export const navigationHandler: RouteHandlerCallback = async (options: RouteHandlerCallbackOptions) => {
  const [response, config] = await Promise.all([(shell ??= createHandlerBoundToURL(new URL('index.html', self.location.href).href))(options), cachedConfig().catch(() => undefined)])
  if (!config || !/^[a-z]+$/.test(config.portal) || !response.ok) return response
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  const html = (await response.text()).replace(/<html([^>]*)>/i, `<html$1 data-portal="${config.portal}">`)
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}
