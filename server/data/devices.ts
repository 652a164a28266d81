import type { Device } from '../../src/contract/user.ts'
import { all, bool, type Db } from '../db/sql.ts'

export const devicesSchema = `
CREATE TABLE IF NOT EXISTS devices (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  device TEXT NOT NULL,
  browser TEXT NOT NULL,
  os TEXT NOT NULL,
  last_access TEXT NOT NULL,
  current INTEGER NOT NULL DEFAULT 0
);`

export function devicesOf(db: Db, userId: number): Device[] {
  return all<{ id: string; device: string; browser: string; os: string; last_access: string; current: number }>(
    db,
    'SELECT id, device, browser, os, last_access, current FROM devices WHERE user_id = ? ORDER BY current DESC, last_access DESC',
    userId,
  ).map((row) => ({
    id: row.id,
    device: row.device,
    browser: row.browser,
    os: row.os,
    lastAccess: row.last_access,
    current: bool(row.current),
  }))
}
