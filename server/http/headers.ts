import type { ServerResponse } from 'node:http'

export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self'",
].join('; ')

/** The page the provider answers the silent session check to lives in a frame of the app itself. */
export const SILENT_CHECK_PAGE = 'silent-check-sso.html'
export const FRAMEABLE_BY_APP_CSP = APP_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'")

/**
 * The sign-in pages post forms that end in a redirect to the app; browsers apply
 * form-action to those redirects too, so app origins on other hosts must be listed.
 */
export function signInCsp(appOrigins: readonly string[]): string {
  const formAction = ["'self'", ...appOrigins].join(' ')
  return APP_CSP.replace("form-action 'self'", `form-action ${formAction}`)
}

export const NO_CACHE = 'no-cache'
export const IMMUTABLE = 'public, max-age=31536000, immutable'

export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
}

export function sendJson(res: ServerResponse, status: number, body: unknown, cacheControl = NO_CACHE): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': cacheControl,
  })
  res.end(text)
}

export function sendText(res: ServerResponse, status: number, text: string, type = 'text/plain'): void {
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': NO_CACHE,
  })
  res.end(text)
}
