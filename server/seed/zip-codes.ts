import type { ZipCodePlace } from '../../src/contract/zip-codes.ts'
import { saveZipCodes } from '../data/zip-codes.ts'
import type { Db } from '../db/sql.ts'

const CDMX = 'Ciudad de México'
const EDOMEX = 'Estado de México'
const JALISCO = 'Jalisco'
const NUEVO_LEON = 'Nuevo León'
const PUEBLA = 'Puebla'

const place = (zipCode: string, state: string, municipality: string, colonies: readonly string[]): ZipCodePlace => ({
  zipCode, state, municipality, colonies: [...colonies],
})

/**
 * The postal codes the reference server knows, around the campuses (Mexico City, Estado de México,
 * Guadalajara, Monterrey, Puebla), with their settlements as the national postal catalog (SEPOMEX)
 * names them. A sample, not the whole catalog: any other code is unknown here, and an address with
 * it is taken as typed. 09630 has 15 colonies and 11000 has 8, so their lists scroll (spec §9:
 * past 7). The seeded addresses (03310, 04870) and the API tests' (03940) are among them.
 */
export const ZIP_CODES: readonly ZipCodePlace[] = [
  place('03100', CDMX, 'Benito Juárez', ['Del Valle Centro', 'Insurgentes San Borja']),
  place('03310', CDMX, 'Benito Juárez', ['Santa Cruz Atoyac']),
  place('03800', CDMX, 'Benito Juárez', ['San Pedro de los Pinos']),
  place('03940', CDMX, 'Benito Juárez', ['Crédito Constructor']),
  place('04000', CDMX, 'Coyoacán', ['Villa Coyoacán']),
  place('04360', CDMX, 'Coyoacán', ['Copilco El Alto', 'Copilco Universidad']),
  place('04870', CDMX, 'Coyoacán', ['Espartaco']),
  place('04980', CDMX, 'Coyoacán', ['Ex-Ejido de Santa Úrsula Coapa', 'Ex-Hacienda Coapa', 'Viejo Ejido de Santa Úrsula Coapa']),
  place('06470', CDMX, 'Cuauhtémoc', ['San Rafael']),
  place('06700', CDMX, 'Cuauhtémoc', ['Roma Norte']),
  place('07300', CDMX, 'Gustavo A. Madero', ['Lindavista Norte', 'Lindavista Sur']),
  place('09000', CDMX, 'Iztapalapa', ['La Asunción', 'San Ignacio', 'San José', 'San Lucas', 'San Pablo', 'San Pedro', 'Santa Bárbara']),
  place('09630', CDMX, 'Iztapalapa', [
    'San Miguel Teotongo Sección Acorralado', 'San Miguel Teotongo Sección Avisadero', 'San Miguel Teotongo Sección Capilla',
    'San Miguel Teotongo Sección Corrales', 'San Miguel Teotongo Sección Guadalupe', 'San Miguel Teotongo Sección Iztlahuaca',
    'San Miguel Teotongo Sección Jardines', 'San Miguel Teotongo Sección La Cruz', 'San Miguel Teotongo Sección Loma Alta',
    'San Miguel Teotongo Sección Mercedes', 'San Miguel Teotongo Sección Palmitas', 'San Miguel Teotongo Sección Puente',
    'San Miguel Teotongo Sección Ranchito', 'San Miguel Teotongo Sección Rancho Bajo', 'San Miguel Teotongo Sección Torres',
  ]),
  place('11000', CDMX, 'Miguel Hidalgo', [
    'Lomas de Chapultepec I Sección', 'Lomas de Chapultepec II Sección', 'Lomas de Chapultepec III Sección', 'Lomas de Chapultepec IV Sección',
    'Lomas de Chapultepec V Sección', 'Lomas de Chapultepec VI Sección', 'Lomas de Chapultepec VII Sección', 'Lomas de Chapultepec VIII Sección',
  ]),
  place('11320', CDMX, 'Miguel Hidalgo', ['Anáhuac I Sección', 'Anáhuac II Sección']),
  place('14000', CDMX, 'Tlalpan', ['Tlalpan Centro', 'Tlalpan']),
  place('14300', CDMX, 'Tlalpan', ['Nueva Oriental Coapa', 'Residencial Acoxpa', 'Residencial Miramontes']),
  place('50000', EDOMEX, 'Toluca', ['Centro']),
  place('53100', EDOMEX, 'Naucalpan de Juárez', ['Ciudad Satélite']),
  place('55000', EDOMEX, 'Ecatepec de Morelos', ['San Cristóbal Centro']),
  place('44100', JALISCO, 'Guadalajara', ['Guadalajara Centro']),
  place('44160', JALISCO, 'Guadalajara', ['Americana']),
  place('45100', JALISCO, 'Zapopan', ['Zapopan Centro']),
  place('64000', NUEVO_LEON, 'Monterrey', ['Monterrey Centro']),
  place('64010', NUEVO_LEON, 'Monterrey', ['Obispado']),
  place('64460', NUEVO_LEON, 'Monterrey', ['Mitras Centro']),
  place('66220', NUEVO_LEON, 'San Pedro Garza García', ['Del Valle']),
  place('72000', PUEBLA, 'Puebla', ['Centro']),
  place('72160', PUEBLA, 'Puebla', ['La Paz']),
]

/** Re-runnable: the catalog is replaced whole. */
export function seedZipCodes(db: Db): void {
  saveZipCodes(db, ZIP_CODES)
}
