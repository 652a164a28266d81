import { onlineServicesEndpoints } from '../../src/contract/online-services-endpoints.ts'
import { linksFor } from '../data/online-services.ts'
import { assertCanReadCareer } from './access.ts'
import type { Routes } from './route.ts'

/**
 * Online services (Servicios en línea): the brand's sites for the selected career. Reading follows
 * the one account rule (own accounts, a tutor's linked and enabled students, an Administrativo
 * with Lectura on the service); the career must be the account's. Refusals are in Spanish.
 */
export function onlineServicesRoutes(r: Routes): void {
  r.user(onlineServicesEndpoints.onlineServices, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'online-services')
    return linksFor(db, caller.portal, query.cvProgram, query.campusId)
  }, { spanish: true })
}
