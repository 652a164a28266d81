import { endpoints } from '@/contract/endpoints'
import type { SelectedStudent } from '@/contract/user'
import { requestWithAge } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'

export function fetchSubjectStrip(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(endpoints.subjectStrip, { query: careerQuery(student), signal })
}

export function fetchSubjectStripPdf(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(endpoints.subjectStripPdf, { query: careerQuery(student), signal })
}
