import { endpoints } from '../../src/contract/endpoints.ts'
import type { LoggedUser } from '../../src/contract/user.ts'
import type { Db } from '../db/sql.ts'
import { endGrant } from '../auth/sqlite-adapter.ts'
import { closeSessions, devicesOf, isSessionClosed } from '../data/device-sessions.ts'
import { menuFor } from '../data/menu.ts'
import { accountsOwnedBy } from '../data/students.ts'
import { termsStateOf } from '../data/terms.ts'
import { tutorOfUser } from '../data/tutors.ts'
import { ROLE_IDS } from '../data/users.ts'
import { holds, type KnownCaller } from './caller.ts'
import { badRequest, forbidden, notFound } from './errors.ts'
import type { Routes } from './route.ts'

const NOT_ENROLLED = 'No cuentas con una inscripción vigente en este portal.'

function loggedUser(db: Db, caller: KnownCaller): LoggedUser {
  const { user } = caller
  const students = accountsOwnedBy(db, user.id, caller.portal)
  const tutor = holds(caller, 'Tutor') ? tutorOfUser(db, user.id) : undefined
  const notEnrolled = caller.activeRole === 'Alumno' && !students.some((s) => s.careers.some((career) => career.enrolled))
  return {
    userId: user.id,
    userEmail: user.email,
    fullName: user.fullName,
    rols: user.roles,
    userAccount: students[0]?.accountNumber ?? null,
    tutorId: tutor?.tutorId ?? null,
    keycloakId: caller.subject,
    errorMessage: notEnrolled ? NOT_ENROLLED : null,
    notEnrolled,
    students,
    terms: termsStateOf(db, user.id),
  }
}

export function userRoutes(r: Routes): void {
  r.user(endpoints.menu, ({ db, caller }) => menuFor(db, ROLE_IDS[caller.activeRole], caller.portal))

  r.user(endpoints.userTutor, ({ db, caller }) => {
    if (!holds(caller, 'Tutor')) throw forbidden('Solo un tutor puede consultar esta información')
    const tutor = tutorOfUser(db, caller.user.id)
    if (!tutor) throw notFound('Tutor no encontrado')
    return tutor
  })

  r.user(endpoints.userStudent, ({ db, caller }) => loggedUser(db, caller))

  r.user(endpoints.userDevices, ({ db, caller }) => devicesOf(db, caller.user.id, caller.sessionId))

  r.user(endpoints.closeDevice, ({ db, caller, params, now }) => {
    if (params.id === caller.sessionId) throw badRequest(CLOSE_OWN)
    if (!devicesOf(db, caller.user.id, caller.sessionId).some((d) => d.id === params.id)) throw notFound(NO_DEVICE)
    const { closed, grants } = closeSessions(db, caller.user.id, { ids: [params.id] }, now)
    for (const grant of grants) endGrant(db, grant)
    return { closed }
  })

  r.user(endpoints.closeOtherDevices, ({ db, caller, now }) => {
    const { closed, grants } = closeSessions(db, caller.user.id, { allBut: caller.sessionId }, now)
    for (const grant of grants) endGrant(db, grant)
    return { closed }
  })

  // Holds nothing personal: whether one sign-in, named by an id only its browser knows, was closed.
  r.open(endpoints.sessionState, ({ db, params }) => ({ closed: isSessionClosed(db, params.id) }))
}

const CLOSE_OWN = 'La sesión de este dispositivo se cierra con «Cerrar sesión».'
const NO_DEVICE = 'Ese dispositivo ya no tiene una sesión abierta.'
