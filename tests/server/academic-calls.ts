import { academicEndpoints } from '../../src/contract/academic-endpoints.ts'
import { buildPath, endpoints } from '../../src/contract/endpoints.ts'
import { currentTerm, termCode } from '../../server/seed/academic-terms.ts'
import { isoDay, localDay, mondayOf } from '../../server/data/academic-time.ts'

/** A selected student and career, as the app sends it, and the portal of the call. */
export interface Selection {
  accountNumber: string
  cvProgram: string
  campusId: string
  portal: 'uvm' | 'unitec'
}

export const ACADEMIC_ENDPOINTS = [
  'credential', 'credentialCode', 'calendar', 'schedule', 'subjects', 'cyclesOffered', 'academicAdvance', 'advanceAverage',
  'averageHistory', 'average', 'degree', 'enrollment', 'reportCardCycles', 'reportCardPdf', 'subjectStrip', 'subjectStripPdf',
] as const satisfies ReadonlyArray<keyof typeof academicEndpoints | 'credential' | 'credentialCode'>
export type AcademicEndpoint = (typeof ACADEMIC_ENDPOINTS)[number]

const today = () => localDay(new Date())

/** The school's current cycle, as the seed derives it from the creation time. */
export const currentCycle = (): string => termCode(currentTerm(today()).term)

/** Monday to Sunday of this week in Mexico City. */
export function thisWeek(): { from: string; to: string } {
  const monday = mondayOf(today())
  return { from: isoDay(monday), to: isoDay(monday + 6) }
}

export interface Extra {
  from?: string
  to?: string
  type?: 'enrolled' | 'history'
  cycle?: string
}

/** Path and query of one academic call for a selection (origin is added by `api`). */
export function academicRequest(name: AcademicEndpoint, s: Selection, extra: Extra = {}): { path: string; query: Record<string, string> } {
  const career = { accountNumber: s.accountNumber, cvProgram: s.cvProgram, campusId: s.campusId, portal: s.portal }
  const byId = { cvProgram: s.cvProgram, campusId: s.campusId, portal: s.portal }
  const endpoint = { ...academicEndpoints, credential: endpoints.credential, credentialCode: endpoints.credentialCode }[name]
  switch (name) {
    case 'credentialCode':
      return { path: endpoint.path, query: { accountNumber: s.accountNumber, portal: s.portal } }
    case 'cyclesOffered':
    case 'enrollment':
      return { path: buildPath(endpoint.path, { id: s.accountNumber }), query: byId }
    case 'calendar':
    case 'schedule': {
      const week = thisWeek()
      return { path: endpoint.path, query: { ...career, from: extra.from ?? week.from, to: extra.to ?? week.to } }
    }
    case 'subjects':
      return { path: endpoint.path, query: { ...career, type: extra.type ?? 'enrolled' } }
    case 'reportCardPdf':
      return { path: endpoint.path, query: { ...career, cycle: extra.cycle ?? currentCycle() } }
    default:
      return { path: endpoint.path, query: career }
  }
}
