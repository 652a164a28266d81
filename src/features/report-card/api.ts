import { endpoints } from '@/contract/endpoints'
import type { SelectedStudent } from '@/contract/user'
import { requestWithAge } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'

export function fetchReportCardCycles(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(endpoints.reportCardCycles, { query: careerQuery(student), signal })
}

export function fetchReportCardPdf(student: SelectedStudent, cycle: string, signal?: AbortSignal) {
  return requestWithAge(endpoints.reportCardPdf, { query: { ...careerQuery(student), cycle }, signal })
}
