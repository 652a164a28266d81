import * as v from 'valibot'

const Named = v.object({ id: v.number(), name: v.string() })

/** Binnacle catalog kept in app state (spec §3). */
export const BinnacleCatalog = v.object({
  actions: v.array(Named),
  browsers: v.array(Named),
  devices: v.array(Named),
  eventualities: v.array(Named),
  services: v.array(Named),
})
export type BinnacleCatalog = v.InferOutput<typeof BinnacleCatalog>

/** Allowed actions for a service (spec §3); all default to false. */
export const ServiceActions = v.object({
  Aprobar: v.boolean(),
  Crear: v.boolean(),
  Editar: v.boolean(),
  Ejecutar: v.boolean(),
  Eliminar: v.boolean(),
  Lectura: v.boolean(),
})
export type ServiceActions = v.InferOutput<typeof ServiceActions>
export const NO_ACTIONS: ServiceActions = {
  Aprobar: false, Crear: false, Editar: false, Ejecutar: false, Eliminar: false, Lectura: false,
}

/** CODIMAXAMOUNT: the most a CoDi payment may be, in pesos (`/payment/codi/amountmax` answers it in cents). */
export const PARAMETER_CODES = ['MAXFILECHAT', 'PROSIZEFILE', 'EXPPROXVEN', 'CODIMAXAMOUNT'] as const
export const ParameterCode = v.picklist(PARAMETER_CODES)
export const Parameter = v.object({ code: ParameterCode, value: v.string(), description: v.string() })
export type Parameter = v.InferOutput<typeof Parameter>
