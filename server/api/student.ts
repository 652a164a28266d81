import { endpoints } from '../../src/contract/endpoints.ts'
import { searchAccounts } from '../data/students.ts'
import { enabledStudentsOf, tutorOfUser } from '../data/tutors.ts'
import { callerMay } from './access.ts'
import { forbidden } from './errors.ts'
import type { Routes } from './route.ts'

const DEFAULT_PAGE_SIZE = 10

export function studentRoutes(r: Routes): void {
  r.user(endpoints.generalStudent, ({ db, caller, query }) => {
    if (caller.activeRole !== 'Administrativo' || !callerMay(db, caller, 'find-student', 'Lectura')) {
      throw forbidden('No tienes permiso para buscar alumnos')
    }
    const page = query.page ?? 0
    const size = query.size ?? DEFAULT_PAGE_SIZE
    const { content, total } = searchAccounts(db, {
      portal: caller.portal,
      byAccount: query.isAccount === 'true',
      value: query.value?.trim() ?? '',
      page,
      size,
    })
    return { content, page, size, totalElements: total }
  })

  r.user(endpoints.tutorStudents, ({ db, caller, params }) => {
    const tutor = tutorOfUser(db, caller.user.id)
    if (!tutor || tutor.tutorId !== Number(params.id)) throw forbidden('Solo puedes consultar tus propios alumnos')
    return enabledStudentsOf(db, tutor.tutorId, caller.portal)
  })
}
