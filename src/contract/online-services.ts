import * as v from 'valibot'

/**
 * Online services (menu key online-services, spec §7 `GET /student/links/all`): the university's
 * sites a student opens from the portal, for the brand and the selected career (some belong to a
 * campus or a program). A link that hands the site some of the student's data names which, so the
 * portal can say so before opening it.
 */

/** What a site may receive about the student when it is opened from the portal. */
export const SHARED_DATA = ['accountNumber', 'institutionalEmail', 'fullName', 'program', 'campus'] as const
export const SharedDatum = v.picklist(SHARED_DATA)
export type SharedDatum = v.InferOutput<typeof SharedDatum>

/** Only web addresses: a link is opened in a new window, never run as script. */
export const ExternalUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'Solo se aceptan direcciones http o https'))

export const OnlineServiceLink = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  url: ExternalUrl,
  /** The group's key (e.g. `library`, `email`, `classes`, `jobs`, `scholarships`, `social-service`) and its Spanish name. */
  group: v.pipe(v.string(), v.regex(/^[a-z][a-z-]{1,39}$/)),
  groupName: v.string(),
  /** Empty when opening the site shares nothing. */
  shares: v.array(SharedDatum),
})
export type OnlineServiceLink = v.InferOutput<typeof OnlineServiceLink>

/** In the order the portal shows them: groups by their first link, links within a group as listed. */
export const OnlineServiceLinks = v.array(OnlineServiceLink)

/**
 * The selected career (spec §3), with the reasons of a refusal in Spanish: the server's 400
 * `message` is read by people.
 */
export const OnlineServicesQuery = v.strictObject({
  accountNumber: v.pipe(v.string(), v.regex(/^\d{6,12}$/, 'debe tener de 6 a 12 dígitos')),
  cvProgram: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{2,20}$/, 'no es una clave de programa')),
  campusId: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,10}$/, 'no es una clave de campus')),
})
