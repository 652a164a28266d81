import type { IncomingMessage, ServerResponse } from 'node:http'
import { BodyTooLarge, readBody } from './read-body.ts'
import { sendJson, sendText } from './headers.ts'

/** Where browsers send Content-Security-Policy violations (the policy's `report-uri`/`report-to`). */
export const CSP_REPORT_PATH = '/csp-report'
/** A report is a few hundred bytes; a batch of them a few kilobytes. */
const REPORT_LIMIT = 64 * 1024

interface Violation {
  documentURL: string
  blockedURL: string
  directive: string
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '')

/** The violations in a body of either format: `application/csp-report` (report-uri) or the Reporting API's list. */
export function violationsOf(body: unknown): Violation[] | undefined {
  if (Array.isArray(body)) {
    return body
      .filter((report): report is { type: string; body: Record<string, unknown> } => typeof report === 'object' && report !== null && (report as { type?: unknown }).type === 'csp-violation')
      .map(({ body: b }) => ({ documentURL: text(b.documentURL), blockedURL: text(b.blockedURL), directive: text(b.effectiveDirective) }))
  }
  const report = typeof body === 'object' && body !== null ? (body as { 'csp-report'?: Record<string, unknown> })['csp-report'] : undefined
  if (!report || typeof report !== 'object') return undefined
  return [{ documentURL: text(report['document-uri']), blockedURL: text(report['blocked-uri']), directive: text(report['effective-directive'] ?? report['violated-directive']) }]
}

/** Logs each reported violation on one line; anything that is no report gets a 400 with a message. */
export async function receiveCspReport(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return sendText(res, 405, 'Method not allowed')
  }
  let body: unknown
  try {
    body = JSON.parse((await readBody(req, REPORT_LIMIT)).toString('utf8'))
  } catch (error) {
    if (error instanceof BodyTooLarge) throw error
    return sendJson(res, 400, { message: 'A CSP report must be JSON' })
  }
  const violations = violationsOf(body)
  if (!violations) return sendJson(res, 400, { message: 'Not a CSP report' })
  for (const v of violations) console.warn(`[csp] ${v.directive} blocked ${v.blockedURL || '(inline)'} on ${v.documentURL}`)
  res.writeHead(204).end()
}
