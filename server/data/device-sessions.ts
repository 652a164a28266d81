import Bowser from 'bowser'
import type { Device } from '../../src/contract/user.ts'
import { all, one, run, type Db } from '../db/sql.ts'

/**
 * The portal's sessions as devices (spec §1 "connected devices"): one per sign-in on a browser,
 * named by the provider's grant that every access token of that sign-in carries (`sid`). A
 * closed one stays, closed, so that browser learns it at its next contact.
 */
export const deviceSessionsSchema = `
CREATE TABLE IF NOT EXISTS device_sessions (
  sid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  device TEXT NOT NULL,
  browser TEXT NOT NULL,
  os TEXT NOT NULL,
  first_seen TEXT NOT NULL,
  last_access TEXT NOT NULL,
  closed_at TEXT
);
CREATE INDEX IF NOT EXISTS device_sessions_user ON device_sessions (user_id, closed_at);`

/** A session's last access is written at most this often: a screen's burst of calls is one write. */
const TOUCH_EVERY_MS = 60_000

export type DeviceKind = 'phone' | 'tablet' | 'desktop' | 'other'

const KIND_BY_TYPE: Record<string, DeviceKind> = { mobile: 'phone', tablet: 'tablet', desktop: 'desktop' }
const DEVICE_NAMES: Record<DeviceKind, string> = { phone: 'Teléfono', tablet: 'Tableta', desktop: 'Escritorio', other: 'Dispositivo' }

const parse = (userAgent: string) => Bowser.parse(userAgent || 'desconocido')
const kindOf = (platform: ReturnType<typeof parse>['platform']): DeviceKind => KIND_BY_TYPE[platform.type ?? ''] ?? 'other'

/** A phone, a tablet, a desktop or something else, from a user agent. */
export function deviceKind(userAgent: string): DeviceKind {
  return kindOf(parse(userAgent).platform)
}

const major = (version: string | undefined) => version?.split('.')[0]

/** How the list names a browser from its user agent: "iPhone · Safari 18 · iOS 18". */
export function describeUserAgent(userAgent: string): Pick<Device, 'device' | 'browser' | 'os'> {
  const { browser, os, platform } = parse(userAgent)
  const model = platform.model || DEVICE_NAMES[kindOf(platform)]
  const osVersion = os.versionName ?? major(os.version)
  return {
    device: model.slice(0, 60),
    browser: [browser.name || 'Navegador', major(browser.version)].filter(Boolean).join(' ').slice(0, 60),
    os: [os.name || 'Sistema', osVersion].filter(Boolean).join(' ').slice(0, 60),
  }
}

interface SessionRow {
  closed_at: string | null
  last_access: string
}

/**
 * Records a call of session `sid`: a new session becomes a device, a known one its last access.
 * Answers false when the session was closed: the call must then be refused.
 */
export function touchSession(db: Db, sid: string, userId: number, userAgent: string, now: Date): boolean {
  const row = one<SessionRow>(db, 'SELECT closed_at, last_access FROM device_sessions WHERE sid = ?', sid)
  if (row?.closed_at) return false
  if (!row) {
    const { device, browser, os } = describeUserAgent(userAgent)
    const at = now.toISOString()
    run(
      db,
      `INSERT INTO device_sessions (sid, user_id, device, browser, os, first_seen, last_access) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (sid) DO NOTHING`,
      sid, userId, device, browser, os, at, at,
    )
  } else if (now.getTime() - Date.parse(row.last_access) >= TOUCH_EVERY_MS) {
    run(db, 'UPDATE device_sessions SET last_access = ? WHERE sid = ?', now.toISOString(), sid)
  }
  return true
}

export function isSessionClosed(db: Db, sid: string): boolean {
  return Boolean(one<SessionRow>(db, 'SELECT closed_at, last_access FROM device_sessions WHERE sid = ?', sid)?.closed_at)
}

/** The person's open sessions and the devices the university already knew of, this one first. */
export function devicesOf(db: Db, userId: number, currentSid: string | null): Device[] {
  const sessions = all<{ sid: string; device: string; browser: string; os: string; last_access: string }>(
    db,
    'SELECT sid, device, browser, os, last_access FROM device_sessions WHERE user_id = ? AND closed_at IS NULL',
    userId,
  ).map((row) => ({ id: row.sid, device: row.device, browser: row.browser, os: row.os, lastAccess: row.last_access, current: row.sid === currentSid }))
  const known = all<{ id: string; device: string; browser: string; os: string; last_access: string }>(
    db,
    'SELECT id, device, browser, os, last_access FROM devices WHERE user_id = ?',
    userId,
  ).map((row) => ({ id: row.id, device: row.device, browser: row.browser, os: row.os, lastAccess: row.last_access, current: false }))
  return [...sessions, ...known].sort((a, b) => Number(b.current) - Number(a.current) || b.lastAccess.localeCompare(a.lastAccess))
}

/**
 * Closes sessions of the person: `ids` (a device of the list), or every one but `keep`.
 * Answers the grants closed, which the sign-in provider must end too.
 */
export function closeSessions(db: Db, userId: number, which: { ids: readonly string[] } | { allBut: string | null }, now: Date): { closed: number; grants: string[] } {
  const at = now.toISOString()
  const open = all<{ sid: string }>(db, 'SELECT sid FROM device_sessions WHERE user_id = ? AND closed_at IS NULL', userId).map((row) => row.sid)
  const grants = 'ids' in which ? open.filter((sid) => which.ids.includes(sid)) : open.filter((sid) => sid !== which.allBut)
  for (const sid of grants) run(db, 'UPDATE device_sessions SET closed_at = ? WHERE sid = ?', at, sid)
  // The devices known before the portal's sessions were recorded have no session here: they are forgotten.
  const knownIds = 'ids' in which ? which.ids : all<{ id: string }>(db, 'SELECT id FROM devices WHERE user_id = ?', userId).map((row) => row.id)
  let forgotten = 0
  for (const id of knownIds) forgotten += run(db, 'DELETE FROM devices WHERE id = ? AND user_id = ?', id, userId).changes
  return { closed: grants.length + forgotten, grants }
}
