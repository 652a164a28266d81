import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { basename, extname, join, normalize, relative, sep } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { contentTypeOf } from './content-types.ts'
import { acceptedEncodings, PRECOMPRESSED } from './encoding.ts'
import { appPolicies, IMMUTABLE, NO_CACHE, sendText, SILENT_CHECK_PAGE, type AppPolicies } from './headers.ts'
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

/** The shell page marked with the brand, so its skeleton has the brand's colour and name before any script. */
const brandedShells = new Map<string, { mtimeMs: number; body: Buffer; br: Buffer; gzip: Buffer }>()

function brandedShell(index: string, portal: string) {
  const mtimeMs = statSync(index).mtimeMs
  const key = `${index}|${portal}`
  const cached = brandedShells.get(key)
  if (cached?.mtimeMs === mtimeMs) return cached
  const html = readFileSync(index, 'utf8').replace(/<html([^>]*)>/i, `<html$1 data-portal="${portal}">`)
  const body = Buffer.from(html)
  const shell = { mtimeMs, body, br: brotliCompressSync(body), gzip: gzipSync(body) }
  brandedShells.set(key, shell)
  return shell
}

function sendShell(req: IncomingMessage, res: ServerResponse, index: string, portal: string, policies: AppPolicies): void {
  const shell = brandedShell(index, portal)
  const accepted = acceptedEncodings(req)
  const [encoding, body] = accepted.has('br') ? ['br', shell.br] : accepted.has('gzip') ? ['gzip', shell.gzip] : [null, shell.body]
  res.setHeader('Content-Type', contentTypeOf(index))
  res.setHeader('Content-Length', body.length)
  res.setHeader('Cache-Control', NO_CACHE)
  res.setHeader('Content-Security-Policy', policies.app)
  res.setHeader('Vary', 'Accept-Encoding')
  if (encoding) res.setHeader('Content-Encoding', encoding)
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
  distDir: string, basePath: string, req: IncomingMessage, res: ServerResponse, path: string, workerSuffix = '', portal = 'uvm',
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
  if (file?.path === index) return sendShell(req, res, index, portal, policies)
  if (file) {
    sendFile(req, res, { ...file, relativePath: relative(distDir, file.path) }, basePath, workerSuffix, policies)
    return
  }
  if (extname(inside) === '') {
    // Spec §2's public pages are a small site of their own; every other path is a portal route.
    const publicSite = join(distDir, 'public.html')
    return sendShell(req, res, publicPageAt(inside) && existsSync(publicSite) ? publicSite : index, portal, policies)
  }
  sendText(res, 404, 'Not found')
}
