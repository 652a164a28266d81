import type { RouteHandlerCallback, RouteHandlerCallbackOptions, RouteMatchCallback } from 'workbox-core'
import { createHandlerBoundToURL } from 'workbox-precaching'
import { isStartView, isStartViewPath, START_VIEW_PICTURE_PATH, startViewKey, withStartView } from '../src/shared/offline/start-view'
import { activeUserDb } from './session'

/** Made on first use: the precache list is only known once `sw.ts` has registered it. */
let shell: RouteHandlerCallback | undefined

/** The picture of this screen for the person signed in on this browser, if there is one. */
async function savedView(path: string) {
  if (!isStartViewPath(path)) return undefined
  try {
    const value = (await (await activeUserDb())?.kv.get(startViewKey(path)))?.value
    return isStartView(value) && value.path === path ? value : undefined
  } catch {
    // No database (signed out, or being deleted): the plain shell.
    return undefined
  }
}

/**
 * App routes get the precached shell; a start screen gets it with the person's last picture of
 * that screen in it (see `start-view.ts`), so the portal shows before its scripts run.
 */
export const navigationHandler: RouteHandlerCallback = async (options: RouteHandlerCallbackOptions) => {
  const [response, view] = await Promise.all([(shell ??= createHandlerBoundToURL('/index.html'))(options), savedView(options.url.pathname)])
  if (!view || !response.ok) return response
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  return new Response(withStartView(await response.text(), view), { status: response.status, statusText: response.statusText, headers })
}

/** The picture itself, read again from the active person's database: after sign-out there is none. */
export const startViewPictureRoute: { match: RouteMatchCallback; handler: RouteHandlerCallback } = {
  match: ({ url, request }) => url.origin === self.location.origin && url.pathname === START_VIEW_PICTURE_PATH && request.method === 'GET',
  handler: async ({ url }) => {
    const view = await savedView(url.searchParams.get('path') ?? '')
    if (!view) return new Response(null, { status: 404 })
    return new Response(view.image, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' } })
  },
}
