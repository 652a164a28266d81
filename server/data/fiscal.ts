import type { FiscalCatalogEntry, FiscalCatalogs, FiscalData, PersonType } from '../../src/contract/fiscal.ts'
import { UNKNOWN_PERSON_TYPE } from '../../src/contract/fiscal.ts'
import { all, one, run, type Db } from '../db/sql.ts'

/**
 * Fiscal data (Información fiscal): who an account's receipts are invoiced to under CFDI 4.0, and
 * SAT's catalogs the form chooses from (c_RegimenFiscal, c_UsoCFDI and which uses each regime
 * may take). One record per account; `person_type` is FISICA, MORAL, or 99 for a record whose
 * type is not known (kept from before the type was asked).
 */
export const fiscalSchema = `
CREATE TABLE IF NOT EXISTS fiscal_regimes (
  code TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  fisica INTEGER NOT NULL CHECK (fisica IN (0, 1)),
  moral INTEGER NOT NULL CHECK (moral IN (0, 1)),
  position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS fiscal_cfdi_uses (
  code TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  fisica INTEGER NOT NULL CHECK (fisica IN (0, 1)),
  moral INTEGER NOT NULL CHECK (moral IN (0, 1)),
  position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS fiscal_uses_by_regime (
  regime_code TEXT NOT NULL REFERENCES fiscal_regimes(code),
  use_code TEXT NOT NULL REFERENCES fiscal_cfdi_uses(code),
  PRIMARY KEY (regime_code, use_code)
);
CREATE TABLE IF NOT EXISTS fiscal_data (
  account_number TEXT PRIMARY KEY REFERENCES student_accounts(account_number),
  person_type TEXT NOT NULL CHECK (person_type IN ('FISICA', 'MORAL', '${UNKNOWN_PERSON_TYPE}')),
  rfc TEXT NOT NULL,
  name TEXT NOT NULL,
  tax_regime TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  cfdi_use TEXT NOT NULL,
  updated_at TEXT NOT NULL
);`

interface EntryRow {
  code: string
  description: string
  fisica: number
  moral: number
}

const entry = (row: EntryRow): FiscalCatalogEntry => ({
  code: row.code,
  description: row.description,
  personTypes: [...(row.fisica ? ['FISICA' as const] : []), ...(row.moral ? ['MORAL' as const] : [])],
})

export const regimeOf = (db: Db, code: string) =>
  one<EntryRow>(db, 'SELECT code, description, fisica, moral FROM fiscal_regimes WHERE code = ?', code)

export const cfdiUseOf = (db: Db, code: string) =>
  one<EntryRow>(db, 'SELECT code, description, fisica, moral FROM fiscal_cfdi_uses WHERE code = ?', code)

export const appliesTo = (row: EntryRow, personType: PersonType) => (personType === 'FISICA' ? row.fisica === 1 : row.moral === 1)

export const useAllowed = (db: Db, regime: string, use: string) =>
  one(db, 'SELECT 1 AS found FROM fiscal_uses_by_regime WHERE regime_code = ? AND use_code = ?', regime, use) !== undefined

export function fiscalCatalogs(db: Db): FiscalCatalogs {
  const usesByRegime: Record<string, string[]> = {}
  const pairs = all<{ regime_code: string; use_code: string }>(
    db,
    `SELECT p.regime_code, p.use_code FROM fiscal_uses_by_regime p
     JOIN fiscal_regimes r ON r.code = p.regime_code JOIN fiscal_cfdi_uses u ON u.code = p.use_code
     ORDER BY r.position, u.position`,
  )
  for (const { regime_code, use_code } of pairs) (usesByRegime[regime_code] ??= []).push(use_code)
  return {
    regimes: all<EntryRow>(db, 'SELECT code, description, fisica, moral FROM fiscal_regimes ORDER BY position').map(entry),
    cfdiUses: all<EntryRow>(db, 'SELECT code, description, fisica, moral FROM fiscal_cfdi_uses ORDER BY position').map(entry),
    usesByRegime,
  }
}

interface FiscalRow {
  person_type: 'FISICA' | 'MORAL' | typeof UNKNOWN_PERSON_TYPE
  rfc: string
  name: string
  tax_regime: string
  zip_code: string
  cfdi_use: string
  updated_at: string
}

export function fiscalDataOf(db: Db, accountNumber: string): FiscalData {
  const row = one<FiscalRow>(db, 'SELECT * FROM fiscal_data WHERE account_number = ?', accountNumber)
  if (!row) return { accountNumber, data: null, updatedAt: null }
  return {
    accountNumber,
    data: {
      personType: row.person_type, rfc: row.rfc, name: row.name, taxRegime: row.tax_regime, zipCode: row.zip_code, cfdiUse: row.cfdi_use,
    },
    updatedAt: row.updated_at,
  }
}

export type FiscalRecord = NonNullable<FiscalData['data']>

/** Replaces the account's record (a PUT: the whole record, whatever was there). */
export function saveFiscalRecord(db: Db, accountNumber: string, record: FiscalRecord, at: Date): void {
  run(
    db,
    `INSERT INTO fiscal_data (account_number, person_type, rfc, name, tax_regime, zip_code, cfdi_use, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_number) DO UPDATE SET person_type = excluded.person_type, rfc = excluded.rfc, name = excluded.name,
       tax_regime = excluded.tax_regime, zip_code = excluded.zip_code, cfdi_use = excluded.cfdi_use, updated_at = excluded.updated_at`,
    accountNumber, record.personType, record.rfc, record.name, record.taxRegime, record.zipCode, record.cfdiUse, at.toISOString(),
  )
}

export function deleteFiscalRecord(db: Db, accountNumber: string): void {
  run(db, 'DELETE FROM fiscal_data WHERE account_number = ?', accountNumber)
}
