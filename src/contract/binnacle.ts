import * as v from 'valibot'

/** One audit entry (`POST /config/binnacle`). */
export const BinnacleEntry = v.strictObject({
  action: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  service: v.optional(v.pipe(v.string(), v.maxLength(80))),
  eventuality: v.optional(v.pipe(v.string(), v.maxLength(80))),
  browser: v.pipe(v.string(), v.maxLength(80)),
  device: v.pipe(v.string(), v.maxLength(80)),
  detail: v.optional(v.pipe(v.string(), v.maxLength(1000))),
})
export type BinnacleEntry = v.InferOutput<typeof BinnacleEntry>
export const BinnacleSaved = v.object({ id: v.number() })
