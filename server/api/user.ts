import { endpoints } from '../../src/contract/endpoints.ts'
import type { LoggedUser } from '../../src/contract/user.ts'
import type { Db } from '../db/sql.ts'
import { devicesOf } from '../data/devices.ts'
import { menuFor } from '../data/menu.ts'
import { accountsOwnedBy } from '../data/students.ts'
import { termsStateOf } from '../data/terms.ts'
import { tutorOfUser } from '../data/tutors.ts'
import { ROLE_IDS } from '../data/users.ts'
import { holds, type KnownCaller } from './caller.ts'
import { forbidden, notFound } from './errors.ts'
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

  r.user(endpoints.userDevices, ({ db, caller }) => devicesOf(db, caller.user.id))
}
