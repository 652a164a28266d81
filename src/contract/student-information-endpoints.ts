import { endpoint } from './endpoints.ts'
import { StudentInformation, StudentInformationQuery } from './student-information.ts'

/** The student's standing (see student-information.ts), apart from `endpoints` so it loads with the screens that read it. */
export const studentInformationEndpoints = {
  studentInformation: endpoint({ method: 'GET', path: '/student/information', query: StudentInformationQuery, response: StudentInformation }),
} as const
