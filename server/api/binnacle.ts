import { endpoints } from '../../src/contract/endpoints.ts'
import type { BinnacleEntry } from '../../src/contract/binnacle.ts'
import type { Db } from '../db/sql.ts'
import { insertBinnacle } from '../data/binnacle.ts'
import { binnacleCatalog } from '../data/catalogs.ts'
import { badRequest } from './errors.ts'
import type { Routes } from './route.ts'

/** Spec §3: an entry speaks the binnacle catalog's words (its service, if any, by the name the catalog gives it). */
function assertInCatalog(db: Db, entry: BinnacleEntry): void {
  const catalog = binnacleCatalog(db)
  const known = (list: ReadonlyArray<{ name: string }>, value: string) => list.some((item) => item.name === value)
  if (!known(catalog.actions, entry.action)) throw badRequest(`La acción «${entry.action}» no está en el catálogo de la bitácora`)
  if (entry.eventuality !== undefined && !known(catalog.eventualities, entry.eventuality)) {
    throw badRequest(`La eventualidad «${entry.eventuality}» no está en el catálogo de la bitácora`)
  }
  if (!known(catalog.browsers, entry.browser)) throw badRequest(`El navegador «${entry.browser}» no está en el catálogo de la bitácora`)
  if (!known(catalog.devices, entry.device)) throw badRequest(`El dispositivo «${entry.device}» no está en el catálogo de la bitácora`)
  if (entry.service !== undefined && !known(catalog.services, entry.service)) throw badRequest(`El servicio «${entry.service}» no está en el catálogo de la bitácora`)
}

export function binnacleRoutes(r: Routes): void {
  // Audit entries are kept for any signed-in caller, also one the API does not know yet.
  r.anyone(endpoints.binnacle, ({ db, caller, body, now }) => {
    assertInCatalog(db, body)
    const author = { userId: caller.user?.id ?? null, subject: caller.subject, email: caller.email, portal: caller.portal }
    return { id: insertBinnacle(db, author, body, now) }
  })
}
