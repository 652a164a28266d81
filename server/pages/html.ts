import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Portal } from '../../src/contract/common.ts'

/**
 * The frame of the simulated providers' hosted pages (the bank, the marketplace): plain HTML
 * rendered here, Spanish, no script and nothing loaded from anywhere, under a policy of their own
 * that allows only their inline style (by hash) and forms posted to this origin.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#eef1f5}
main{max-width:32rem;margin:0 auto;padding:1.5rem}header{border-bottom:3px solid #1d4e89;margin-bottom:1rem}
h1{font-size:1.375rem;margin:0 0 .25rem}h2{font-size:1.0625rem;margin:1.25rem 0 .5rem}.sim{color:#44474f;font-size:.875rem;margin:0 0 .75rem}
.box{background:#fff;border:1px solid #c9ced8;border-radius:.5rem;padding:1rem 1.25rem;margin-bottom:1rem}
.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0}dl{margin:0}dt{font-weight:600}dd{margin:0 0 .5rem}
ul{padding-left:1.25rem;margin:.25rem 0}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem}
input[aria-invalid=true]{border:2px solid #a4161a}.hint{font-size:.875rem;color:#44474f;margin:.25rem 0}
.field-error{color:#a4161a;font-size:.875rem;margin:.25rem 0}.error{color:#a4161a;border:2px solid #a4161a;background:#fff5f5;border-radius:.5rem;padding:.5rem 1rem;margin-bottom:1rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}button{font:inherit;padding:.625rem 1.25rem;border-radius:.375rem;border:2px solid #1d4e89;cursor:pointer}
button.primary{background:#1d4e89;color:#fff}button.secondary{background:#fff;color:#1d4e89}
button:focus-visible,input:focus-visible{outline:3px solid #f2a900;outline-offset:2px}code{font-size:1rem}`
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')

export const PAGE_POLICY = [
  "default-src 'none'", `style-src 'sha256-${STYLE_HASH}'`, "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'",
].join('; ')

/** Who is being paid, as the provider's page names the merchant. */
export const MERCHANTS: Record<Portal, string> = {
  uvm: 'Universidad del Valle de México (UVM)',
  unitec: 'Universidad Tecnológica de México (UNITEC)',
}

export interface Page {
  /** The provider's name, shown on top and in the title. */
  provider: string
  heading: string
  body: string
}

export function sendPage(req: IncomingMessage, res: ServerResponse, status: number, page: Page): void {
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${page.heading} · ${page.provider}`)}</title><style>${STYLE}</style></head>
<body><main><header><p class="sim">${escapeHtml(page.provider)}</p><h1>${escapeHtml(page.heading)}</h1></header>
${page.body}
<p class="sim">Página simulada del proveedor de pagos en el servidor de referencia: no se cobra dinero real.</p></main></body></html>`
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': PAGE_POLICY,
  })
  res.end(req.method === 'HEAD' ? undefined : html)
}

/** After a form: 303 to where the person goes next (a GET, never a resubmission). */
export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(303, { ...headers, Location: location, 'Cache-Control': 'no-store', 'Content-Length': '0' })
  res.end()
}

export const alert = (messages: readonly string[]) => messages.length === 0 ? ''
  : `<div class="error" role="alert"><p>${messages.length === 1 ? escapeHtml(messages[0] ?? '') : 'Revisa lo siguiente:'}</p>${
    messages.length > 1 ? `<ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>` : ''}</div>`

export const button = (action: string, text: string, kind: 'primary' | 'secondary') =>
  `<button type="submit" name="action" value="${escapeHtml(action)}" class="${kind}">${escapeHtml(text)}</button>`

export interface Field {
  name: string
  label: string
  value: string
  error?: string | undefined
  hint?: string
  autocomplete: string
  inputmode?: 'numeric' | 'text'
  maxlength: number
}

/** A labelled input; its error and hint are tied to it for screen readers. */
export function field(f: Field): string {
  const described = [f.hint ? `${f.name}-hint` : '', f.error ? `${f.name}-error` : ''].filter(Boolean).join(' ')
  return `<label for="${f.name}">${escapeHtml(f.label)}</label>
${f.hint ? `<p class="hint" id="${f.name}-hint">${escapeHtml(f.hint)}</p>` : ''}<input id="${f.name}" name="${f.name}" value="${escapeHtml(f.value)}" autocomplete="${f.autocomplete}" maxlength="${f.maxlength}"${
  f.inputmode ? ` inputmode="${f.inputmode}"` : ''} required${described ? ` aria-describedby="${described}"` : ''}${f.error ? ' aria-invalid="true"' : ''}>
${f.error ? `<p class="field-error" id="${f.name}-error">${escapeHtml(f.error)}</p>` : ''}`
}

/** A page for a link that leads nowhere (an unknown or malformed token). */
export const notFoundPage = (provider: string): Page => ({
  provider,
  heading: 'Enlace no válido',
  body: alert(['Este enlace de pago no existe o ya no es válido. Vuelve al portal e inicia el pago de nuevo.']),
})

/** A page opened without the access of the person it acts for (another person's session, or its address alone). */
export const notYoursPage = (provider: string): Page => ({
  provider,
  heading: 'Esta página no es para ti',
  body: alert([
    'Solo quien inició este pago (o quien agrega la tarjeta) puede usar esta página, y solo desde el portal con su sesión. '
    + 'Si es tuyo, vuelve al portal y continúa desde ahí.',
  ]),
})

/** A hosted page's token: opaque, as this server makes them. */
export const TOKEN = /^[\w-]{16,64}$/
