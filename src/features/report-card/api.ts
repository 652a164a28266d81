import { endpoints } from '@/contract/endpoints'
import type { SelectedStudent } from '@/contract/user'
import { requestWithAge } from '@/shared/http/request'

/** Spec §3: the selected student and career every academic call names. */
const careerQuery = (student: SelectedStudent) => ({
  accountNumber: student.accountNumber,
  cvProgram: student.cvProgram,
  campusId: student.campusCode,
})

export function fetchReportCardCycles(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(endpoints.reportCardCycles, { query: careerQuery(student), signal })
}

export function fetchReportCardPdf(student: SelectedStudent, cycle: string, signal?: AbortSignal) {
  return requestWithAge(endpoints.reportCardPdf, { query: { ...careerQuery(student), cycle }, signal })
}
