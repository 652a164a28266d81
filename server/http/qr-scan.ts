import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Portal } from '../../src/contract/common.ts'
import { QR_CAMPUS } from '../../src/contract/public-pages.ts'
import { deviceKind, type DeviceKind } from '../data/device-sessions.ts'
import { all, run, type Db } from '../db/sql.ts'
import { BodyTooLarge, readBody } from './read-body.ts'
import { sendJson, sendText } from './headers.ts'

/**
 * Where the `/qr` page (spec: "QR landing beacon page") reports a scan of a campus poster's code:
 * the campus it names, when, on which brand and kind of device. Nothing personal: the page is
 * public and nobody is signed in.
 */
export const QR_SCAN_PATH = '/qr-scan'

export const qrScansSchema = `
CREATE TABLE IF NOT EXISTS qr_scans (
  id INTEGER PRIMARY KEY,
  campus TEXT,
  portal TEXT NOT NULL,
  device TEXT NOT NULL,
  scanned_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS qr_scans_campus ON qr_scans (campus, scanned_at);`

const SCAN_LIMIT = 1024

export interface QrScan {
  campus: string | null
  portal: Portal
  device: DeviceKind
  scannedAt: string
}

/** The body's campus: `{ "campus": "Sur" }`, or none (a poster that names no campus); undefined when the body is no scan. */
function campusOf(text: string): string | null | undefined {
  if (text.trim() === '') return null
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const { campus } = body as { campus?: unknown }
  if (campus === undefined || campus === null) return null
  return typeof campus === 'string' && QR_CAMPUS.test(campus) ? campus : undefined
}

/** Records one scan (204); anything that is not a scan gets a 400 with a message and records nothing. */
export function qrScanReceiver(db: Db, portal: Portal, now: () => Date) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return sendText(res, 405, 'Method not allowed')
    }
    let text: string
    try {
      text = (await readBody(req, SCAN_LIMIT)).toString('utf8')
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendJson(res, 413, { message: 'A scan is a campus name, not more' })
      throw error
    }
    const campus = campusOf(text)
    if (campus === undefined) return sendJson(res, 400, { message: 'Send { "campus": "<name>" } with a plain campus name (letters, digits, spaces, hyphens; up to 40)' })
    run(
      db, 'INSERT INTO qr_scans (campus, portal, device, scanned_at) VALUES (?, ?, ?, ?)',
      campus, portal, deviceKind(req.headers['user-agent'] ?? ''), now().toISOString(),
    )
    res.writeHead(204)
    res.end()
  }
}

/** The scans recorded, oldest first (for the test hooks). */
export function qrScans(db: Db): QrScan[] {
  return all<{ campus: string | null; portal: Portal; device: QrScan['device']; scanned_at: string }>(
    db, 'SELECT campus, portal, device, scanned_at FROM qr_scans ORDER BY id',
  ).map((row) => ({ campus: row.campus, portal: row.portal, device: row.device, scannedAt: row.scanned_at }))
}
