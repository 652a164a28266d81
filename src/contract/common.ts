import * as v from 'valibot'

/** Brands served by one build; chosen by runtime configuration. */
export const PORTALS = ['uvm', 'unitec'] as const
export const Portal = v.picklist(PORTALS)
export type Portal = v.InferOutput<typeof Portal>

/** Every request carries this origin value (spec §1). */
export const ORIGIN = 'student-web'

/** Query parameters every API call carries. */
export const BaseQuery = v.strictObject({
  origin: v.literal(ORIGIN),
  portal: Portal,
})

/** Error body the API answers with on 4xx/5xx. Some upstream services spell it `Message`. */
export const ErrorBody = v.looseObject({
  message: v.optional(v.string()),
  Message: v.optional(v.string()),
})
export type ErrorBody = v.InferOutput<typeof ErrorBody>

export const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(250))
export const AccountNumber = v.pipe(v.string(), v.regex(/^\d{6,12}$/, 'accountNumber must be 6 to 12 digits'))
export const ProgramCode = v.pipe(v.string(), v.regex(/^[A-Z0-9-]{2,20}$/, 'invalid program code'))
export const CampusCode = v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,10}$/, 'invalid campus code'))
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp())
export const IsoDate = v.pipe(v.string(), v.isoDate())

/** Numbers travel as text in query strings. */
export const QueryInt = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be a whole number'), v.toNumber(), v.integer(), v.minValue(min), v.maxValue(max))
