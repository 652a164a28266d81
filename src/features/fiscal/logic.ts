import type { FiscalCatalogEntry, FiscalCatalogs, FiscalData, FiscalDataBody, PersonType } from '@/contract/fiscal'

/** What the form holds: every field as text; the person type empty until chosen (and for a record of type 99). */
export interface FiscalValues {
  personType: PersonType | ''
  rfc: string
  name: string
  taxRegime: string
  zipCode: string
  cfdiUse: string
}

export const EMPTY_FISCAL: FiscalValues = { personType: '', rfc: '', name: '', taxRegime: '', zipCode: '', cfdiUse: '' }

/** The form's first values: the saved record, with an unknown person type (99) left for the person to choose. */
export function valuesOf(saved: FiscalData['data']): FiscalValues {
  if (!saved) return EMPTY_FISCAL
  const personType = saved.personType === 'FISICA' || saved.personType === 'MORAL' ? saved.personType : ''
  return { personType, rfc: saved.rfc, name: saved.name, taxRegime: saved.taxRegime, zipCode: saved.zipCode, cfdiUse: saved.cfdiUse }
}

const appliesTo = (personType: PersonType | '') => (entry: FiscalCatalogEntry) => personType !== '' && entry.personTypes.includes(personType)

/** The tax regimes a person type may have. */
export const regimesFor = (catalogs: FiscalCatalogs, personType: PersonType | '') => catalogs.regimes.filter(appliesTo(personType))

/** The CFDI uses a regime allows for that person type (SAT's cross-check of the two catalogs). */
export function usesFor(catalogs: FiscalCatalogs, personType: PersonType | '', regime: string) {
  const allowed = new Set(catalogs.usesByRegime[regime] ?? [])
  return catalogs.cfdiUses.filter((use) => allowed.has(use.code) && appliesTo(personType)(use))
}

/** The body sent; the schema on the server (and in the form) checks every field. */
export function bodyOf(accountNumber: string, values: FiscalValues): FiscalDataBody {
  const common = { accountNumber, rfc: values.rfc.trim(), name: values.name.trim(), taxRegime: values.taxRegime, zipCode: values.zipCode.trim(), cfdiUse: values.cfdiUse }
  return values.personType === 'MORAL' ? { ...common, personType: 'MORAL' } : { ...common, personType: 'FISICA' }
}
