import { academicEndpoints } from '@/contract/academic-endpoints'
import { studentInformationEndpoints } from '@/contract/student-information-endpoints'
import type { SelectedStudent } from '@/contract/user'
import { on404 } from '@/shared/http/api-error'
import { request } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'

/**
 * Spec §8: an average the server does not have answers 404, and the screen says it is missing.
 * The other answers of this screen do the same for a career with no academic record yet.
 */
const nullOn404 = <T>(call: Promise<T>) => on404(call, null)

export const fetchAdvance = (student: SelectedStudent, signal?: AbortSignal) =>
  nullOn404(request(academicEndpoints.academicAdvance, { query: careerQuery(student), signal }))

export const fetchCycleAverage = (student: SelectedStudent, signal?: AbortSignal) =>
  nullOn404(request(academicEndpoints.advanceAverage, { query: careerQuery(student), signal }))

export const fetchCumulativeAverage = (student: SelectedStudent, signal?: AbortSignal) =>
  nullOn404(request(academicEndpoints.average, { query: careerQuery(student), signal }))

export const fetchAverageHistory = (student: SelectedStudent, signal?: AbortSignal) =>
  request(academicEndpoints.averageHistory, { query: careerQuery(student), signal })

export const fetchDegree = (student: SelectedStudent, signal?: AbortSignal) =>
  nullOn404(request(academicEndpoints.degree, { query: careerQuery(student), signal }))

export const fetchEnrollment = (student: SelectedStudent, signal?: AbortSignal) =>
  nullOn404(
    request(academicEndpoints.enrollment, {
      params: { id: student.accountNumber },
      query: { cvProgram: student.cvProgram, campusId: student.campusCode },
      signal,
    }),
  )

/** The career's standing, for its last modality change request (no campus banner: `notif` is left out). */
export const fetchStandingInformation = (student: SelectedStudent, signal?: AbortSignal) =>
  request(studentInformationEndpoints.studentInformation, { query: careerQuery(student), signal })
