import type { Parameter } from '../../src/contract/catalogs.ts'
import { insert, type Db } from '../db/sql.ts'

const CATALOG = {
  actions: ['Inicio de sesión', 'Cierre de sesión', 'Consulta', 'Descarga', 'Carga de documento', 'Actualización de datos', 'Pago'],
  browsers: ['Chrome', 'Safari', 'Firefox', 'Edge', 'Otro'],
  devices: ['Escritorio', 'Teléfono', 'Tableta'],
  eventualities: ['Éxito', 'Error', 'Advertencia', 'Sin conexión'],
} as const

/** Values are text as the API sends them; sizes in MB, notice in days, amounts in pesos. */
export const PARAMETERS: Parameter[] = [
  { code: 'MAXFILECHAT', value: '10', description: 'Tamaño máximo en MB de un archivo del chat de ayuda' },
  { code: 'PROSIZEFILE', value: '5', description: 'Tamaño máximo en MB del archivo de una solicitud de prórroga' },
  { code: 'EXPPROXVEN', value: '15', description: 'Días de anticipación para avisar que un documento está por vencer' },
  { code: 'CODIMAXAMOUNT', value: '8000', description: 'Monto máximo en pesos de un pago con CoDi' },
]

export function seedCatalogs(db: Db): void {
  for (const [kind, names] of Object.entries(CATALOG)) {
    names.forEach((name, index) => insert(db, 'binnacle_catalog', { kind, id: index + 1, name }))
  }
  for (const p of PARAMETERS) insert(db, 'parameters', { code: p.code, value: p.value, description: p.description })
}
