import * as v from 'valibot'
import { endpoint } from './endpoints.ts'
import { PersonalChangeFields, PersonalDownloadBody, PersonalInformation, PersonalQuery } from './personal-information.ts'

/**
 * The personal information's calls (spec §7 "GET /student/personalInformation, and POST to its
 * download"; see personal-information.ts for rules and roles), apart from `endpoints` so their
 * schemas load with the screen. The download is a POST to the record's own path, as the spec lists
 * it, that only reads: it answers the PDF itself.
 */
export const personalInformationEndpoints = {
  personalInformation: endpoint({ method: 'GET', path: '/student/personalInformation', query: PersonalQuery, response: PersonalInformation }),
  personalInformationPdf: endpoint({
    method: 'POST', path: '/student/personalInformation', body: PersonalDownloadBody, response: v.unknown(), binary: true,
  }),
  requestPersonalChange: endpoint({
    method: 'POST', path: '/student/personalInformation/request', body: PersonalChangeFields, files: ['file'], optionalFiles: true, response: PersonalInformation,
  }),
} as const
