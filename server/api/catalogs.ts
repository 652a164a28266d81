import { endpoints } from '../../src/contract/endpoints.ts'
import { binnacleCatalog, parameterOf } from '../data/catalogs.ts'
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
}
