import { endpoint } from './endpoints.ts'
import { GuardianStatusBody, Guardians, GuardiansQuery, RegisterGuardianFields } from './guardians.ts'

/**
 * The calls of the student's parents or tutors and economic responsibles (see guardians.ts for
 * rules and roles), apart from `endpoints` so their schemas load with their screens. The spec's
 * `GET /student/tutor/{id}/id` (a tutor's students) and `/user/tutor` stay in `endpoints`.
 */
export const guardianEndpoints = {
  guardians: endpoint({ method: 'GET', path: '/student/tutor/list', query: GuardiansQuery, response: Guardians }),
  registerGuardian: endpoint({ method: 'POST', path: '/student/tutor', body: RegisterGuardianFields, files: ['file'], response: Guardians }),
  guardianStatus: endpoint({ method: 'PUT', path: '/student/tutor/status', body: GuardianStatusBody, response: Guardians }),
} as const
