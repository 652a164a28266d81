import type { Photo } from '../../src/contract/user.ts'
import { one, type Db } from '../db/sql.ts'

export const photosSchema = `
CREATE TABLE IF NOT EXISTS photos (
  account_number TEXT PRIMARY KEY REFERENCES student_accounts(account_number),
  data_url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  updated_at TEXT NOT NULL,
  next_change_at TEXT
);`

const NO_PHOTO: Photo = { photo: null, status: null, updatedAt: null, nextChangeAt: null }

export function photoOf(db: Db, accountNumber: string): Photo {
  const row = one<{ data_url: string; status: Photo['status']; updated_at: string; next_change_at: string | null }>(
    db, 'SELECT data_url, status, updated_at, next_change_at FROM photos WHERE account_number = ?', accountNumber,
  )
  if (!row) return { ...NO_PHOTO }
  return { photo: row.data_url, status: row.status, updatedAt: row.updated_at, nextChangeAt: row.next_change_at }
}
