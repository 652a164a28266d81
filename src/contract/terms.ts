import * as v from 'valibot'
import { IsoDate, IsoDateTime } from './common.ts'

/**
 * Terms and conditions (spec §2 "Terms and conditions"): the university publishes versions; the
 * current one must be accepted once by each person before the portal can be used. The text is
 * Spanish, the language that governs it, in sections; the privacy notice is its own public page.
 */

/** A version's id as published: `1.0`, `2.0`… */
export const TermsVersionId = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}\.\d{1,3}$/, 'debe ser una versión como 1.0'),
)

export const TermsSection = v.object({
  heading: v.string(),
  paragraphs: v.array(v.string()),
})
export type TermsSection = v.InferOutput<typeof TermsSection>

/** One published version and its text (`GET /terms/current`, `GET /terms/version/{version}`). */
export const Terms = v.object({
  version: TermsVersionId,
  publishedAt: IsoDate,
  title: v.string(),
  sections: v.array(TermsSection),
})
export type Terms = v.InferOutput<typeof Terms>

export const TermsVersionParams = v.strictObject({ version: TermsVersionId })

/** `POST /terms/acceptance`: the version the person read and accepts. */
export const AcceptTermsBody = v.strictObject({ version: TermsVersionId })
export type AcceptTermsBody = v.InferOutput<typeof AcceptTermsBody>

/** What the server recorded: the version and the moment of its first acceptance. */
export const TermsAcceptance = v.object({
  version: TermsVersionId,
  acceptedAt: IsoDateTime,
})
export type TermsAcceptance = v.InferOutput<typeof TermsAcceptance>
