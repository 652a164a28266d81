import * as v from 'valibot'

/** `/digital-resources?library=`: the library to show first; anything odd falls back to the first one. */
export const ResourcesSearch = v.object({
  library: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9-]{3,24}$/))), undefined),
})
export type ResourcesSearch = v.InferOutput<typeof ResourcesSearch>
