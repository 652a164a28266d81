import * as v from 'valibot'

/** `?change=true` while the change form is open, so a reload opens it again with its draft; anything else reads as closed. */
export const PersonalSearch = v.object({
  change: v.fallback(v.optional(v.literal(true)), undefined),
})
export type PersonalSearch = v.InferOutput<typeof PersonalSearch>
