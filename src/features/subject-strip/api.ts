import { academicEndpoints } from '@/contract/academic-endpoints'
import type { SelectedStudent } from '@/contract/user'
import { requestWithAge } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'

export function fetchSubjectStrip(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(academicEndpoints.subjectStrip, { query: careerQuery(student), signal })
}

export function fetchSubjectStripPdf(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(academicEndpoints.subjectStripPdf, { query: careerQuery(student), signal })
}
