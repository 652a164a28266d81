import * as v from 'valibot'

export const SEARCH_BY = ['account', 'name'] as const
export type SearchBy = (typeof SEARCH_BY)[number]

/** `?by=name&q=Ramírez&page=2`: a bad value falls back to none instead of failing. */
export const FindStudentSearch = v.object({
  by: v.fallback(v.optional(v.picklist(SEARCH_BY)), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))), undefined),
})
export type FindStudentSearch = v.InferOutput<typeof FindStudentSearch>
