import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { basename, extname, join, normalize, relative, sep } from 'node:path'
import { contentTypeOf } from './content-types.ts'
import { acceptedEncodings, compressedCopies, PRECOMPRESSED } from './encoding.ts'
import { appPolicies, IMMUTABLE, NO_CACHE, sendText, SILENT_CHECK_PAGE, type AppPolicies } from './headers.ts'
import { brandPage } from '../../src/contract/brand-page.ts'
import type { Portal } from '../../src/contract/common.ts'
import { publicPageAt } from '../../src/contract/public-pages.ts'

// Files the browser must revalidate so a new deployment is picked up at once.
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'manifest.json', 'registerSW.js'])

const SERVICE_WORKER = 'sw.js'

/** Built files that stay on the server: source maps, the build manifest, compressed copies asked for by name. */
const NOT_SERVED = /(\.map|\.br|\.gz)$|(^|\/)\.vite\//

const MISSING_BUILD = `<!doctype html><html lang="es"><meta charset="utf-8"><title>Portal no compilado</title>
<p>The app has not been built yet: run <code>npm run build</code> (or <code>npm start</code>) and reload.</p>
<p>La aplicación aún no está compilada: ejecuta <code>npm run build</code> (o <code>npm start</code>) y recarga.</p></html>`

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`assets${sep}`)) return IMMUTABLE
  if (ALWAYS_FRESH.has(basename(relativePath))) return NO_CACHE
  return 'public, max-age=3600'
}

/** Maps a URL path to a file inside `root`, or null when it would escape it. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const inside = normalize(decoded).replace(/^([/\\])+/, '')
  if (inside.split(/[/\\]/).includes('..')) return null
  return join(root, inside)
}

interface Served {
  path: string
  /** Inside the dist folder. */
  relativePath: string
  size: number
}

/**
 * The build's Brotli or gzip copy of a file, when the client takes it. Never for the worker
 * script: test servers append to it, and a copy made before would miss that.
 */
function precompressedCopy(req: IncomingMessage, file: Served) {
  if (file.relativePath === SERVICE_WORKER) return null
  const accepted = acceptedEncodings(req)
  for (const { encoding, extension } of PRECOMPRESSED) {
    const copy = accepted.has(encoding) ? fileAt(`${file.path}${extension}`) : null
    if (copy) return { ...copy, encoding }
  }
  return null
}

/** The build's pages, served as the brand's own (`brandPage`): the portal's shell and the public pages' site. */
const PAGES = new Set(['index.html', 'public.html'])

interface BrandedPage {
  mtimeMs: number
  size: number
  /** The page and its Brotli and gzip copies, each with its own ETag: the bytes differ. */
  variants: Record<'identity' | 'br' | 'gzip', { body: Buffer; etag: string }>
}

/** Written once per page, brand and base path, and again when the build changes the file. */
const brandedPages = new Map<string, BrandedPage>()

function brandedPage(file: string, portal: Portal, basePath: string): BrandedPage {
  const { mtimeMs, size } = statSync(file)
  const key = `${file}|${portal}|${basePath}`
  const cached = brandedPages.get(key)
  if (cached?.mtimeMs === mtimeMs && cached.size === size) return cached
  const body = Buffer.from(brandPage(readFileSync(file, 'utf8'), portal, basePath))
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 22)
  const { br, gzip } = compressedCopies(body)
  const page: BrandedPage = {
    mtimeMs,
    size,
    variants: { identity: { body, etag: `"${tag}"` }, br: { body: br, etag: `"${tag}-br"` }, gzip: { body: gzip, etag: `"${tag}-gz"` } },
  }
  brandedPages.set(key, page)
  return page
}

/** Whether `If-None-Match` names this ETag (weak comparison, as RFC 9110 asks for it). */
function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match']
  if (!header) return false
  return header.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === etag
  })
}

/**
 * One of the build's pages as the brand's own from its first byte: its title, theme colour and
 * icons, and the brand's mark for the skeleton, with no script needed (an iPhone reads the
 * apple-touch icon from this HTML). Compressed here rather than by the build, whose copies are UVM's.
 */
function sendPage(req: IncomingMessage, res: ServerResponse, file: string, portal: Portal, basePath: string, policies: AppPolicies): void {
  const accepted = acceptedEncodings(req)
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity'
  const { body, etag } = brandedPage(file, portal, basePath).variants[encoding]
  res.setHeader('Cache-Control', NO_CACHE)
  res.setHeader('Content-Security-Policy', policies.app)
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('ETag', etag)
  if (notModified(req, etag)) {
    res.writeHead(304).end()
    return
  }
  res.setHeader('Content-Type', contentTypeOf(file))
  res.setHeader('Content-Length', body.length)
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.statusCode = 200
  res.end(req.method === 'HEAD' ? undefined : body)
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: Served, basePath: string, workerSuffix: string, policies: AppPolicies): void {
  const type = contentTypeOf(file.path)
  const suffix = file.relativePath === SERVICE_WORKER && workerSuffix ? Buffer.from(workerSuffix) : null
  const compressed = precompressedCopy(req, file)
  res.setHeader('Content-Type', type)
  res.setHeader('Content-Length', (compressed?.size ?? file.size) + (suffix?.length ?? 0))
  if (compressed) res.setHeader('Content-Encoding', compressed.encoding)
  // Caches keep one copy per coding: the same URL answers differently by Accept-Encoding.
  if (PRECOMPRESSED.some(({ extension }) => fileAt(`${file.path}${extension}`))) res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('Cache-Control', cacheControlFor(file.relativePath))
  // A worker script gets its own policy from its own response, not from the page's.
  if (type.startsWith('text/html') || file.relativePath === SERVICE_WORKER) {
    res.setHeader('Content-Security-Policy', file.relativePath === SILENT_CHECK_PAGE ? policies.frameableByApp : policies.app)
  }
  // Lets the page register the worker with the whole base path as its scope.
  if (file.relativePath === SERVICE_WORKER) res.setHeader('Service-Worker-Allowed', basePath)
  res.statusCode = 200
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  const stream = createReadStream(compressed?.path ?? file.path).on('error', () => res.destroy())
  if (suffix) stream.on('end', () => res.end(suffix)).pipe(res, { end: false })
  else stream.pipe(res)
}

function fileAt(path: string | null): { path: string; size: number } | null {
  if (!path) return null
  try {
    const stats = statSync(path)
    return stats.isFile() ? { path, size: stats.size } : null
  } catch {
    return null
  }
}

/**
 * Serves the Vite build. A path without an extension that is no file is an app route:
 * it gets index.html with status 200 and the app renders its own 404. `workerSuffix`
 * (test servers only) is appended to the service worker script; `policies` are the CSPs of its pages.
 */
export function serveStatic(
  distDir: string, basePath: string, req: IncomingMessage, res: ServerResponse, path: string, workerSuffix = '', portal: Portal = 'uvm',
  policies: AppPolicies = appPolicies(),
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    sendText(res, 405, 'Method not allowed')
    return
  }
  const index = join(distDir, 'index.html')
  if (!existsSync(index)) {
    sendText(res, 503, MISSING_BUILD, 'text/html')
    return
  }
  if (!path.startsWith(basePath)) {
    res.writeHead(302, { Location: basePath }).end()
    return
  }
  const inside = path.slice(basePath.length)
  // Source maps and the build's own manifest are for the team's error reports, not for people.
  if (NOT_SERVED.test(inside)) {
    sendText(res, 404, 'Not found')
    return
  }
  const file = fileAt(resolveInside(distDir, inside === '' ? 'index.html' : inside))
  const relativePath = file && relative(distDir, file.path)
  // Asked for by name too: the worker precaches both pages by their names.
  if (file && relativePath && PAGES.has(relativePath)) return sendPage(req, res, file.path, portal, basePath, policies)
  if (file && relativePath) {
    sendFile(req, res, { ...file, relativePath }, basePath, workerSuffix, policies)
    return
  }
  if (extname(inside) === '') {
    // Spec §2's public pages are a small site of their own; every other path is a portal route.
    const publicSite = join(distDir, 'public.html')
    return sendPage(req, res, publicPageAt(inside) && existsSync(publicSite) ? publicSite : index, portal, basePath, policies)
  }
  sendText(res, 404, 'Not found')
}
