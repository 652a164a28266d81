import { queryOptions } from '@tanstack/react-query'
import { studentInformationEndpoints } from '@/contract/student-information-endpoints'
import type { SelectedStudent } from '@/contract/user'
import { requestWithAge } from '@/shared/http/request'
import { careerQuery, careerScope } from '@/shared/session/selection'

/**
 * The career's standing with the banner of its last campus change request (`notif=true`). The
 * worker keeps the last answer, so the banner reads with no signal like the home's other cards.
 */
export const campusRequestQuery = (student: SelectedStudent) =>
  queryOptions({
    queryKey: ['home', 'student-information', careerScope(student)] as const,
    queryFn: ({ signal }) =>
      requestWithAge(studentInformationEndpoints.studentInformation, { query: { ...careerQuery(student), notif: 'true' }, signal }),
    staleTime: 5 * 60_000,
    // A notice: a failure leaves the home without it, no snackbar.
    meta: { snapshot: true, silent: true },
  })
