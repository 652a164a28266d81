import { academicEndpoints } from '@/contract/academic-endpoints'
import type { SelectedStudent } from '@/contract/user'
import { requestWithAge } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'

export function fetchReportCardCycles(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(academicEndpoints.reportCardCycles, { query: careerQuery(student), signal })
}

export function fetchReportCardPdf(student: SelectedStudent, cycle: string, signal?: AbortSignal) {
  return requestWithAge(academicEndpoints.reportCardPdf, { query: { ...careerQuery(student), cycle }, signal })
}
