import { studentInformationEndpoints } from '../../src/contract/student-information-endpoints.ts'
import { modalityById, studentInformationOf } from '../data/student-information.ts'
import { assertCanReadCareer } from './access.ts'
import { badRequest, notFound } from './errors.ts'
import type { Routes } from './route.ts'

/** Spec §3 "student state": the career's standing, and with `notif=true` the home's campus request banner. */
export function studentInformationRoutes(r: Routes): void {
  r.user(studentInformationEndpoints.studentInformation, ({ db, caller, query, now }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'home')
    if (query.modalityCatId !== undefined && !modalityById(query.modalityCatId)) {
      throw badRequest(`No existe la modalidad ${query.modalityCatId} en el catálogo de modalidades`)
    }
    const answer = studentInformationOf(db, query.accountNumber, query.cvProgram, now, {
      modalityId: query.modalityCatId,
      withCampusRequest: query.notif === 'true',
    })
    if (!answer) throw notFound('La cuenta no tiene esa carrera')
    return answer
  })
}
