import { academicEndpoints } from '@/contract/academic-endpoints'
import type { SelectedStudent } from '@/contract/user'
import { on404 } from '@/shared/http/api-error'
import { requestWithAge, type WithAge } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'

export type SubjectListType = 'enrolled' | 'history'

/** Spec §8: these lists answer 404 when there is nothing to list; that is an empty list, not a failure. */
const emptyOn404 = <T>(call: Promise<WithAge<T>>, empty: T): Promise<WithAge<T>> => on404(call, { data: empty, savedAt: null })

export function fetchSubjects(student: SelectedStudent, type: SubjectListType, signal?: AbortSignal) {
  return emptyOn404(
    requestWithAge(academicEndpoints.subjects, {
      query: { ...careerQuery(student), type },
      signal,
    }),
    [],
  )
}

/** "Mi plan": the path id is the account number. */
export function fetchPlan(student: SelectedStudent, signal?: AbortSignal) {
  return emptyOn404(
    requestWithAge(academicEndpoints.cyclesOffered, {
      params: { id: student.accountNumber },
      query: { cvProgram: student.cvProgram, campusId: student.campusCode },
      signal,
    }),
    { planCode: '', cycles: [] },
  )
}
