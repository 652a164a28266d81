import type { Portal } from '../../src/contract/common.ts'
import type { BinnacleEntry } from '../../src/contract/binnacle.ts'
import { all, run, type Db } from '../db/sql.ts'

export const binnacleSchema = `
CREATE TABLE IF NOT EXISTS binnacle (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER REFERENCES users(id),
  subject TEXT NOT NULL,
  email TEXT,
  portal TEXT NOT NULL,
  action TEXT NOT NULL,
  service TEXT,
  eventuality TEXT,
  browser TEXT NOT NULL,
  device TEXT NOT NULL,
  detail TEXT,
  created_at TEXT NOT NULL
);`

export interface BinnacleAuthor {
  userId: number | null
  subject: string
  email: string | null
  portal: Portal
}

export function insertBinnacle(db: Db, author: BinnacleAuthor, entry: BinnacleEntry, at: Date): number {
  return run(
    db,
    `INSERT INTO binnacle (user_id, subject, email, portal, action, service, eventuality, browser, device, detail, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    author.userId, author.subject, author.email, author.portal,
    entry.action, entry.service ?? null, entry.eventuality ?? null, entry.browser, entry.device, entry.detail ?? null,
    at.toISOString(),
  ).lastId
}

export interface BinnacleRecord {
  id: number
  email: string | null
  portal: Portal
  action: string
  service: string | null
  eventuality: string | null
  browser: string
  device: string
  detail: string | null
  createdAt: string
}

/** Tests only: the entries of a person (by email), oldest first. */
export function binnacleOf(db: Db, email: string): BinnacleRecord[] {
  return all<Omit<BinnacleRecord, 'createdAt'> & { created_at: string }>(
    db,
    'SELECT id, email, portal, action, service, eventuality, browser, device, detail, created_at FROM binnacle WHERE lower(email) = lower(?) ORDER BY id',
    email,
  ).map(({ created_at: createdAt, ...entry }) => ({ ...entry, createdAt }))
}
