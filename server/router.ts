import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RuntimeConfig } from '../src/contract/config.ts'
import { NO_CACHE, sendJson, sendText, setSecurityHeaders, type AppPolicies } from './http/headers.ts'
import { CSP_REPORT_PATH, receiveCspReport } from './http/csp-report.ts'
import { QR_SCAN_PATH } from './http/qr-scan.ts'
import { BodyTooLarge, discardRest } from './http/read-body.ts'
import { serveStatic } from './http/static-files.ts'
import { OFFICE_VIEWER_PATH } from './office-viewer/page.ts'
import { isProviderPath } from './pages/providers.ts'
import { API_BASE } from './runtime-config.ts'
import { TEST_ROUTES_BASE } from './test-faults/routes.ts'

export interface OriginParts {
  realmPath: string
  realm: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>
  api: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  /** The simulated payment providers' hosted pages (server/pages/): the bank and the marketplace. */
  providers: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>
  /** The simulated office document viewer (server/office-viewer/). */
  officeViewer: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>
  config: RuntimeConfig
  /** The help center's monitor API base (a path), served by `api` too. */
  monitorBase: string
  /** The brand's web app manifest, as JSON text. */
  manifest: string
  /** The `/qr` page's report of a scan (server/http/qr-scan.ts). */
  qrScan: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  /** Only with TEST_FAULTS=1. */
  tests: ((req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>) | null
  /** Only with TEST_FAULTS=1: appended to the service worker script to simulate a deploy. */
  workerSuffix: (() => string) | null
  distDir: string
  basePath: string
  /** The CSPs of the app's pages. */
  policies: AppPolicies
}

const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8'

function sendManifest(req: IncomingMessage, res: ServerResponse, manifest: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed')
  res.writeHead(200, { 'Content-Type': MANIFEST_TYPE, 'Content-Length': Buffer.byteLength(manifest), 'Cache-Control': NO_CACHE })
  res.end(req.method === 'HEAD' ? undefined : manifest)
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

async function dispatch(routes: OriginParts, req: IncomingMessage, res: ServerResponse): Promise<void> {
  setSecurityHeaders(res)
  if (!req.url?.startsWith('/')) return sendText(res, 400, 'Bad request')
  // Prefixing keeps a path like //host from being read as another host.
  const url = new URL(`http://portal.invalid${req.url}`)
  const path = url.pathname
  if (under(path, routes.realmPath)) return routes.realm(req, res, url)
  if (under(path, '/realms')) return sendJson(res, 404, { error: 'Realm does not exist' })
  if (under(path, API_BASE) || under(path, routes.monitorBase)) return routes.api(req, res)
  if (path === CSP_REPORT_PATH) return receiveCspReport(req, res)
  if (path === QR_SCAN_PATH || path === `${routes.basePath}${QR_SCAN_PATH.slice(1)}`) return routes.qrScan(req, res)
  if (under(path, OFFICE_VIEWER_PATH.slice(0, -1))) return routes.officeViewer(req, res, url)
  if (isProviderPath(path)) return routes.providers(req, res, url)
  if (under(path, TEST_ROUTES_BASE)) {
    return routes.tests ? routes.tests(req, res, url) : sendJson(res, 404, { message: 'Not found' })
  }
  // Before the static files: one build serves every brand, so the manifest is made here.
  if (path === '/manifest.webmanifest' || path === `${routes.basePath}manifest.webmanifest`) {
    return sendManifest(req, res, routes.manifest)
  }
  if (path === '/config.json' || path === `${routes.basePath}config.json`) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed')
    return sendJson(res, 200, routes.config, NO_CACHE)
  }
  serveStatic(routes.distDir, routes.basePath, req, res, path, routes.workerSuffix?.(), routes.config.portal, routes.policies)
}

/** One listener for the whole origin: sign-in realm, API, runtime configuration, the app. */
export function requestListener(routes: OriginParts) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    dispatch(routes, req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy()
      } else if (error instanceof BodyTooLarge) {
        // Answered before the rest of the body is read: it is thrown away once the answer is out.
        res.once('finish', () => discardRest(req))
        sendJson(res, 413, { message: `Request body too large (at most ${error.limit} bytes)` })
      } else {
        console.error(`[server] ${req.method} ${req.url} failed:`, error)
        sendJson(res, 500, { message: 'Error interno del servidor' })
      }
    })
  }
}
