import type { ServerResponse } from 'node:http'

const APP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  // Firebase Messaging registers the device's push token with these two services (when config.json names a project).
  "connect-src 'self' https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self'",
  // Violations are reported to the reference server, which logs them (server/http/csp-report.ts).
  'report-uri /csp-report',
  'report-to csp',
]

/**
 * The portal's policy. An office document viewer on another origin is shown in a frame of the
 * portal, so its origin is the one `frame-src` adds; `'self'` stays for the frame of the silent
 * session check. Without one, frames fall back to `default-src 'self'` as before.
 */
export function appCsp(viewerOrigin: string | null = null): string {
  const directives = [...APP_DIRECTIVES]
  if (viewerOrigin) directives.splice(directives.indexOf("worker-src 'self'"), 0, `frame-src 'self' ${viewerOrigin}`)
  return directives.join('; ')
}

export const APP_CSP = appCsp()

/**
 * The origin `frame-src` must add for the configured office viewer: none when there is no viewer
 * or it lives on the portal's own origin (the reference server's simulator, a path).
 */
export function viewerFrameOrigin(officeViewerUrl: string | null, publicUrl: string): string | null {
  if (!officeViewerUrl) return null
  const origin = new URL(officeViewerUrl, publicUrl).origin
  return origin === new URL(publicUrl).origin ? null : origin
}

/** The Reporting API's name for the endpoint `report-to csp` refers to. */
export const REPORTING_ENDPOINTS = 'csp="/csp-report"'

/**
 * Powerful features the portal may use, and for whom: the camera for its own pages only (photo
 * and document capture); nothing else, for nobody.
 */
export const PERMISSIONS_POLICY = ['camera=(self)', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'midi=()', 'display-capture=()'].join(', ')

/** The page the provider answers the silent session check to lives in a frame of the app itself. */
export const SILENT_CHECK_PAGE = 'silent-check-sso.html'

/** The policies the built app's files are served with: pages and the worker, and the one page the app frames. */
export interface AppPolicies {
  app: string
  frameableByApp: string
}

export function appPolicies(viewerOrigin: string | null = null): AppPolicies {
  const app = appCsp(viewerOrigin)
  return { app, frameableByApp: app.replace("frame-ancestors 'none'", "frame-ancestors 'self'") }
}

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
