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
  // Violations are reported to the reference server, which logs them (server/http/csp-report.ts).
  'report-uri /csp-report',
  'report-to csp',
].join('; ')

/** The Reporting API's name for the endpoint `report-to csp` refers to. */
export const REPORTING_ENDPOINTS = 'csp="/csp-report"'

/**
 * Powerful features the portal may use, and for whom: the camera for its own pages only (photo
 * and document capture); nothing else, for nobody.
 */
export const PERMISSIONS_POLICY = ['camera=(self)', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'midi=()', 'display-capture=()'].join(', ')

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
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
  res.setHeader('Reporting-Endpoints', REPORTING_ENDPOINTS)
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
