import { endpoints } from '@/contract/endpoints'
import type { SelectedStudent } from '@/contract/user'
import { requestWithAge } from '@/shared/http/request'

/** Spec §3: the selected student and career every academic call names. */
const careerQuery = (student: SelectedStudent) => ({
  accountNumber: student.accountNumber,
  cvProgram: student.cvProgram,
  campusId: student.campusCode,
})

export function fetchSubjectStrip(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(endpoints.subjectStrip, { query: careerQuery(student), signal })
}

export function fetchSubjectStripPdf(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(endpoints.subjectStripPdf, { query: careerQuery(student), signal })
}
