import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { digitalFileEndpoints } from '../../src/contract/digital-file-endpoints.ts'
import { API_BASE } from '../runtime-config.ts'
import { docxParagraphs } from './docx-text.ts'

/**
 * A stand-in for the external office document viewer (architecture §10): given `?src=` the
 * encoded visor URL, it fetches the document as the real service would and shows its name, size
 * and, for a .docx, the text of its paragraphs, rendered here with no script. It opens only this
 * portal's visor URLs, answered in-process, so it is no proxy to anywhere else.
 */
export const OFFICE_VIEWER_PATH = '/office-viewer-sim/'

export interface OfficeViewerDeps {
  /** Answers a request to the API without leaving the process. */
  fetchApi: (request: Request) => Response | Promise<Response>
  /** The origins the portal is served from: visor URLs of any other are refused. */
  origins: readonly string[]
}

const VISOR_PATH = `${API_BASE}${digitalFileEndpoints.previewVisor.path}`
const TITLE = 'Vista previa de documento'

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f6fa}
main{max-width:46rem;margin:0 auto;padding:1.5rem}h1{font-size:1.25rem;margin:0 0 .5rem}
.file{color:#44474f;margin:0 0 1rem}article{background:#fff;border:1px solid #d4d8e0;border-radius:.5rem;padding:1.5rem 2rem}
article p{white-space:pre-wrap;margin:0 0 1rem}.note{font-size:.875rem;color:#44474f}.error{color:#a4161a}`
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

function pagePolicy(origins: readonly string[]): string {
  return [
    "default-src 'none'", `style-src 'sha256-${STYLE_HASH}'`, "base-uri 'none'", "form-action 'none'",
    `frame-ancestors 'self' ${origins.join(' ')}`,
  ].join('; ')
}

function send(req: IncomingMessage, res: ServerResponse, status: number, body: string, origins: readonly string[]): void {
  const html = `<!doctype html>\n<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE}</title><style>${STYLE}</style></head>
<body><main><h1>${TITLE}</h1>${body}
<p class="note">Simulador del visor de documentos del servidor de referencia.</p></main></body></html>`
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': pagePolicy(origins),
  })
  res.end(req.method === 'HEAD' ? undefined : html)
}

const failure = (message: string) => `<p class="error" role="alert">${escapeHtml(message)}</p>`

/** The visor URL in `src` when it is one of this portal's; null for anything else. */
function visorUrl(src: string | null, origins: readonly string[]): URL | null {
  if (!src || !URL.canParse(src)) return null
  const url = new URL(src)
  return origins.includes(url.origin) && url.pathname === VISOR_PATH && url.username === '' && url.password === '' ? url : null
}

/** The name the visor gave the file (RFC 6266 `filename*`), else the one in its URL. */
function fileNameOf(response: Response, url: URL): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // fall back to the URL's name
    }
  }
  return url.searchParams.get('name') ?? 'documento'
}

const sizeFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 })

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`
}

async function documentBody(name: string, bytes: Buffer): Promise<string> {
  const heading = `<p class="file"><strong>${escapeHtml(name)}</strong> · ${sizeText(bytes.length)}</p>`
  if (!name.toLowerCase().endsWith('.docx')) {
    return `${heading}<p>Este simulador muestra el texto de los documentos .docx; el visor real mostraría este archivo completo.</p>`
  }
  const paragraphs = await docxParagraphs(bytes)
  if (!paragraphs) return `${heading}${failure('No se pudo leer el texto del documento.')}`
  const text = paragraphs.length === 0 ? '<p>El documento no tiene texto.</p>' : paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')
  return `${heading}<article aria-label="Texto del documento">\n${text}\n</article>`
}

export function officeViewerSim(deps: OfficeViewerDeps) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const { origins } = deps
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return send(req, res, 405, failure('Solo se admite GET.'), origins)
    }
    if (url.pathname !== OFFICE_VIEWER_PATH) return send(req, res, 404, failure('Esta página no existe.'), origins)
    const sources = url.searchParams.getAll('src')
    const target = sources.length === 1 ? visorUrl(sources[0] ?? null, origins) : null
    if (!target) return send(req, res, 400, failure('Este visor solo abre documentos del portal.'), origins)

    const answer = await deps.fetchApi(new Request(new URL(`${target.pathname}${target.search}`, 'http://portal.invalid')))
    if (!answer.ok) {
      const body = (await answer.json().catch(() => ({}))) as { message?: unknown }
      const reason = typeof body.message === 'string' ? body.message : `El servidor respondió ${answer.status}.`
      return send(req, res, answer.status, failure(`No se pudo abrir el documento. ${reason}`), origins)
    }
    const bytes = Buffer.from(await answer.arrayBuffer())
    send(req, res, 200, await documentBody(fileNameOf(answer, target), bytes), origins)
  }
}
