import type { PersonType } from '../../src/contract/fiscal.ts'
import { UNKNOWN_PERSON_TYPE } from '../../src/contract/fiscal.ts'
import { deleteFiscalRecord, saveFiscalRecord, type FiscalRecord } from '../data/fiscal.ts'
import { insert, run, type Db } from '../db/sql.ts'
import type { SeedContext } from './context.ts'
import { ACCOUNTS } from './students.ts'

/**
 * SAT's catalogs for CFDI 4.0 (Anexo 20), the part a university invoices with. Codes and
 * descriptions as SAT publishes them; the person types are the catalog's "Física" and "Moral"
 * columns.
 */
interface SeedEntry {
  code: string
  description: string
  personTypes: readonly PersonType[]
}

const F = ['FISICA'] as const
const M = ['MORAL'] as const
const FM = ['FISICA', 'MORAL'] as const

/**
 * c_RegimenFiscal. 610 (residents abroad without a permanent establishment) is left out: such a
 * person has no RFC of their own, and this form asks for one.
 */
export const TAX_REGIMES: readonly SeedEntry[] = [
  { code: '601', description: 'General de Ley Personas Morales', personTypes: M },
  { code: '603', description: 'Personas Morales con Fines no Lucrativos', personTypes: M },
  { code: '605', description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', personTypes: F },
  { code: '606', description: 'Arrendamiento', personTypes: F },
  { code: '607', description: 'Régimen de Enajenación o Adquisición de Bienes', personTypes: F },
  { code: '608', description: 'Demás ingresos', personTypes: F },
  { code: '611', description: 'Ingresos por Dividendos (socios y accionistas)', personTypes: F },
  { code: '612', description: 'Personas Físicas con Actividades Empresariales y Profesionales', personTypes: F },
  { code: '614', description: 'Ingresos por intereses', personTypes: F },
  { code: '615', description: 'Régimen de los ingresos por obtención de premios', personTypes: F },
  { code: '616', description: 'Sin obligaciones fiscales', personTypes: F },
  { code: '620', description: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', personTypes: M },
  { code: '621', description: 'Incorporación Fiscal', personTypes: F },
  { code: '622', description: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', personTypes: M },
  { code: '623', description: 'Opcional para Grupos de Sociedades', personTypes: M },
  { code: '624', description: 'Coordinados', personTypes: M },
  { code: '625', description: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', personTypes: F },
  { code: '626', description: 'Régimen Simplificado de Confianza', personTypes: FM },
]

/**
 * c_UsoCFDI: the uses that fit what the university charges. The acquisitions (I01–I08), the other
 * personal deductions (D01–D09), returns (G02) and payroll (CN01) are not offered: none of them
 * describes a tuition or a school service.
 */
export const CFDI_USES: readonly SeedEntry[] = [
  { code: 'G01', description: 'Adquisición de mercancías', personTypes: FM },
  { code: 'G03', description: 'Gastos en general', personTypes: FM },
  { code: 'D10', description: 'Pagos por servicios educativos (colegiaturas)', personTypes: F },
  { code: 'S01', description: 'Sin efectos fiscales', personTypes: FM },
  { code: 'CP01', description: 'Pagos', personTypes: FM },
]

/**
 * The catalog's "Régimen Fiscal Receptor" column, for the uses above:
 * - G01, G03: 601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626;
 * - D10 (like every personal deduction): 605, 606, 607, 608, 611, 612, 614, 615, 625;
 * - S01, CP01: every regime.
 * So 616 (no fiscal obligations) takes only S01 and CP01, 626 (RESICO) takes no D10 and 605
 * (salaries) no G01 or G03. Where a reading of the table was in doubt the narrower one is kept:
 * a use refused here can still be asked of the billing office, one accepted wrongly would make
 * SAT reject the invoice.
 */
const GENERAL_REGIMES = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626']
const DEDUCTION_REGIMES = ['605', '606', '607', '608', '611', '612', '614', '615', '625']
const ALL_REGIMES = TAX_REGIMES.map((r) => r.code)

export const REGIMES_BY_USE: Readonly<Record<string, readonly string[]>> = {
  G01: GENERAL_REGIMES,
  G03: GENERAL_REGIMES,
  D10: DEDUCTION_REGIMES,
  S01: ALL_REGIMES,
  CP01: ALL_REGIMES,
}

/**
 * The seeded records, dated from `now` (each RFC's last character is its real check digit):
 * `alumno`'s second UVM account keeps one from before the person type was asked (type 99 and,
 * like a CFDI 3.3 receiver, no regime nor zip code), so the portal asks for the type; its first
 * UNITEC account is invoiced to a company. Every other account has none.
 */
export function seededFiscalRecord(accountNumber: string, now: Date): { record: FiscalRecord; at: Date } | null {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
  switch (accountNumber) {
    case ACCOUNTS.alumnoUvm2:
      return {
        record: { personType: UNKNOWN_PERSON_TYPE, rfc: 'HERV990314QK1', name: 'VALERIA HERNANDEZ RUIZ', taxRegime: '', zipCode: '', cfdiUse: 'D10' },
        at: daysAgo(3 * 365),
      }
    case ACCOUNTS.alumnoUnitec:
      return {
        record: { personType: 'MORAL', rfc: 'STB150623QH5', name: 'SERVICIOS TECNOLOGICOS DEL BAJIO', taxRegime: '601', zipCode: '76090', cfdiUse: 'G03' },
        at: daysAgo(40),
      }
    default:
      return null
  }
}

/** The seeded record of one account back (or none), for the test hook. */
export function reseedFiscal(db: Db, accountNumber: string, now: Date): boolean {
  deleteFiscalRecord(db, accountNumber)
  const seeded = seededFiscalRecord(accountNumber, now)
  if (seeded) saveFiscalRecord(db, accountNumber, seeded.record, seeded.at)
  return seeded !== null
}

const flag = (entry: SeedEntry, type: PersonType) => (entry.personTypes.includes(type) ? 1 : 0)

/** Re-runnable: the catalogs are replaced; the seeded records are written again. */
export function seedFiscal(db: Db, context: SeedContext): void {
  run(db, 'DELETE FROM fiscal_uses_by_regime')
  run(db, 'DELETE FROM fiscal_regimes')
  run(db, 'DELETE FROM fiscal_cfdi_uses')
  TAX_REGIMES.forEach((r, position) => {
    insert(db, 'fiscal_regimes', { code: r.code, description: r.description, fisica: flag(r, 'FISICA'), moral: flag(r, 'MORAL'), position })
  })
  CFDI_USES.forEach((u, position) => {
    insert(db, 'fiscal_cfdi_uses', { code: u.code, description: u.description, fisica: flag(u, 'FISICA'), moral: flag(u, 'MORAL'), position })
  })
  for (const [use, regimes] of Object.entries(REGIMES_BY_USE)) {
    for (const regime of regimes) insert(db, 'fiscal_uses_by_regime', { regime_code: regime, use_code: use })
  }
  for (const accountNumber of [ACCOUNTS.alumnoUvm2, ACCOUNTS.alumnoUnitec]) reseedFiscal(db, accountNumber, context.now)
}
