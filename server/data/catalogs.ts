import type { BinnacleCatalog, Parameter } from '../../src/contract/catalogs.ts'
import { all, one, type Db } from '../db/sql.ts'

export const catalogsSchema = `
CREATE TABLE IF NOT EXISTS binnacle_catalog (
  kind TEXT NOT NULL CHECK (kind IN ('actions', 'browsers', 'devices', 'eventualities')),
  id INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE TABLE IF NOT EXISTS parameters (
  code TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  description TEXT NOT NULL
);`

type Named = { id: number; name: string }

export function binnacleCatalog(db: Db): BinnacleCatalog {
  const of = (kind: string) => all<Named>(db, 'SELECT id, name FROM binnacle_catalog WHERE kind = ? ORDER BY id', kind)
  return {
    actions: of('actions'),
    browsers: of('browsers'),
    devices: of('devices'),
    eventualities: of('eventualities'),
    services: all<Named>(db, 'SELECT id, name FROM services ORDER BY id'),
  }
}

export function parameterOf(db: Db, code: Parameter['code']): Parameter | undefined {
  const row = one<{ value: string; description: string }>(db, 'SELECT value, description FROM parameters WHERE code = ?', code)
  return row && { code, value: row.value, description: row.description }
}
