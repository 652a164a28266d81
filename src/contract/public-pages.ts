/**
 * Spec §2's public router, and the sign-in page: pages anyone may open without signing in, served
 * as a small site of their own (`public.html`) that loads nothing of the signed-in portal. Paths
 * under the base path.
 */
export const PUBLIC_PAGES = ['aviso-de-privacidad', 'qr', 'bankbridge', 'login'] as const
export type PublicPage = (typeof PUBLIC_PAGES)[number]

/** The public page at `path` (inside the base path, without its leading slash), if any. */
export function publicPageAt(path: string): PublicPage | undefined {
  const name = path.replace(/^\/+|\/+$/g, '')
  return PUBLIC_PAGES.find((page) => page === name)
}

/** The campus a poster's QR code names in `/qr?campus=`: a plain name, as the page shows and its beacon records it. */
export const QR_CAMPUS = /^[\w -]{1,40}$/
