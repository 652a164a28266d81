import { contactEndpoints } from '../../src/contract/contact-endpoints.ts'
import { endpoints } from '../../src/contract/endpoints.ts'
import { binnacleCatalog, parameterOf } from '../data/catalogs.ts'
import { zipCodePlace } from '../data/zip-codes.ts'
import { callerActions } from './access.ts'
import { notFound } from './errors.ts'
import type { Routes } from './route.ts'

export function catalogRoutes(r: Routes): void {
  r.anyone(endpoints.catalogs, ({ db }) => binnacleCatalog(db))

  r.user(endpoints.serviceActions, ({ db, caller, query }) => callerActions(db, caller, query.serviceId))

  r.anyone(endpoints.parameter, ({ db, params }) => {
    const parameter = parameterOf(db, params.code)
    if (!parameter) throw notFound(`Parámetro ${params.code} no configurado`)
    return parameter
  })

  // Spec §5 "zip code": the catalog holds a sample of the national one, so a code it lacks is a 404, not a wrong code.
  r.anyone(contactEndpoints.zipCode, ({ db, params }) => {
    const place = zipCodePlace(db, params.zip)
    if (!place) throw notFound(`No encontramos el código postal ${params.zip} en el catálogo`)
    return place
  }, { spanish: true })
}
