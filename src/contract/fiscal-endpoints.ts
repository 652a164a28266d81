import { endpoint } from './endpoints.ts'
import { FiscalCatalogs, FiscalData, FiscalDataBody, FiscalQuery } from './fiscal.ts'

/** The fiscal data's calls, apart from `endpoints` so they load with their screen, not with every start. */
export const fiscalEndpoints = {
  fiscalCatalogs: endpoint({ method: 'GET', path: '/catalogs/fiscal', response: FiscalCatalogs }),
  fiscalData: endpoint({ method: 'GET', path: '/student/fiscal', query: FiscalQuery, response: FiscalData }),
  saveFiscalData: endpoint({ method: 'PUT', path: '/student/fiscal', body: FiscalDataBody, response: FiscalData }),
} as const
