import type { ZipCodePlace } from '../../src/contract/zip-codes.ts'
import { all, insert, one, run, type Db } from '../db/sql.ts'

/** The postal codes the server knows (spec §5 "zip code"): each code's state and municipality, and its colonies in order. */
export const zipCodesSchema = `
CREATE TABLE IF NOT EXISTS zip_codes (
  zip_code TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  municipality TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS zip_code_colonies (
  zip_code TEXT NOT NULL REFERENCES zip_codes(zip_code),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (zip_code, position)
);`

/** The code's place, or undefined when the catalog does not hold it. */
export function zipCodePlace(db: Db, zipCode: string): ZipCodePlace | undefined {
  const row = one<{ state: string; municipality: string }>(db, 'SELECT state, municipality FROM zip_codes WHERE zip_code = ?', zipCode)
  if (!row) return undefined
  const colonies = all<{ name: string }>(db, 'SELECT name FROM zip_code_colonies WHERE zip_code = ? ORDER BY position', zipCode).map((c) => c.name)
  return { zipCode, state: row.state, municipality: row.municipality, colonies }
}

/** Replaces the whole catalog with `places`. */
export function saveZipCodes(db: Db, places: readonly ZipCodePlace[]): void {
  run(db, 'DELETE FROM zip_code_colonies')
  run(db, 'DELETE FROM zip_codes')
  for (const p of places) {
    insert(db, 'zip_codes', { zip_code: p.zipCode, state: p.state, municipality: p.municipality })
    p.colonies.forEach((name, position) => insert(db, 'zip_code_colonies', { zip_code: p.zipCode, position, name }))
  }
}
