import * as v from 'valibot'
import { AccountNumber, IsoDateTime } from './common.ts'
import { LettersText, RfcFisica, RfcMoral, SocialReason, ZipCode } from './field-patterns.ts'

/**
 * Fiscal data (menu key fiscal-information, issue "student information"): who receipts are
 * invoiced to, as Mexican e-invoicing (CFDI 4.0) asks: person type, RFC, name or company name as
 * registered, tax regime, the fiscal address's zip code and the CFDI use. The portal and the
 * server validate with the same field patterns (`field-patterns.ts`); every refusal is a 400 with
 * a Spanish `message`.
 */

/** Spec §3: person type FISICA or MORAL; a record whose type is not known carries the code 99. */
export const PERSON_TYPES = ['FISICA', 'MORAL'] as const
export const PersonType = v.picklist(PERSON_TYPES)
export type PersonType = v.InferOutput<typeof PersonType>
export const UNKNOWN_PERSON_TYPE = '99'

/** A SAT catalog entry: its code (c_RegimenFiscal, c_UsoCFDI) and description, and the person types it applies to. */
export const FiscalCatalogEntry = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z0-9]{3,4}$/)),
  description: v.string(),
  personTypes: v.array(PersonType),
})
export type FiscalCatalogEntry = v.InferOutput<typeof FiscalCatalogEntry>

/**
 * `GET /catalogs/fiscal`: the tax regimes and CFDI uses the university invoices with; `usesByRegime`
 * names the CFDI uses each regime may take (SAT's cross-check between the two catalogs).
 */
export const FiscalCatalogs = v.object({
  regimes: v.array(FiscalCatalogEntry),
  cfdiUses: v.array(FiscalCatalogEntry),
  usesByRegime: v.record(v.string(), v.array(v.string())),
})
export type FiscalCatalogs = v.InferOutput<typeof FiscalCatalogs>

/** What the person writes. `name` is the full name (FISICA) or the company name (MORAL), as in the tax certificate. */
export const FiscalDataBody = v.variant('personType', [
  v.strictObject({
    accountNumber: AccountNumber,
    personType: v.literal('FISICA'),
    rfc: RfcFisica,
    name: LettersText,
    taxRegime: v.pipe(v.string(), v.regex(/^\d{3}$/, 'format')),
    zipCode: ZipCode,
    cfdiUse: v.pipe(v.string(), v.regex(/^[A-Z0-9]{3,4}$/, 'format')),
  }),
  v.strictObject({
    accountNumber: AccountNumber,
    personType: v.literal('MORAL'),
    rfc: RfcMoral,
    name: SocialReason,
    taxRegime: v.pipe(v.string(), v.regex(/^\d{3}$/, 'format')),
    zipCode: ZipCode,
    cfdiUse: v.pipe(v.string(), v.regex(/^[A-Z0-9]{3,4}$/, 'format')),
  }),
])
export type FiscalDataBody = v.InferOutput<typeof FiscalDataBody>

export const FiscalQuery = v.strictObject({ accountNumber: AccountNumber })

/**
 * `GET /student/fiscal` and the answer of `PUT /student/fiscal`: the account's fiscal data, or
 * `data: null` when none was given yet. `personType` is `'99'` for a record the university holds
 * whose type is unknown (the form then asks for it).
 */
export const FiscalData = v.object({
  accountNumber: AccountNumber,
  data: v.nullable(
    v.object({
      personType: v.union([PersonType, v.literal(UNKNOWN_PERSON_TYPE)]),
      rfc: v.string(),
      name: v.string(),
      taxRegime: v.string(),
      zipCode: v.string(),
      cfdiUse: v.string(),
    }),
  ),
  updatedAt: v.nullable(IsoDateTime),
})
export type FiscalData = v.InferOutput<typeof FiscalData>
