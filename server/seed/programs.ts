import type { Career } from '../../src/contract/user.ts'

interface Program {
  cvProgram: string
  programName: string
  level: string
}

interface Campus {
  campusCode: string
  campusName: string
  modality: string
}

const program = (cvProgram: string, programName: string, level: string): Program => ({ cvProgram, programName, level })
const campus = (campusCode: string, campusName: string, modality = 'Presencial'): Campus => ({ campusCode, campusName, modality })

export const PROGRAMS = {
  psicologia: program('LPSI-18', 'Licenciatura en Psicología', 'Licenciatura'),
  pedagogia: program('LPED-18', 'Licenciatura en Pedagogía', 'Licenciatura'),
  derecho: program('LDER-20', 'Licenciatura en Derecho', 'Licenciatura'),
  industrial: program('IIS-19', 'Ingeniería Industrial y de Sistemas', 'Licenciatura'),
  nutricion: program('LNUT-21', 'Licenciatura en Nutrición', 'Licenciatura'),
  mercadotecnia: program('LMKT-20', 'Licenciatura en Mercadotecnia', 'Licenciatura'),
  arquitectura: program('ARQ-19', 'Arquitectura', 'Licenciatura'),
  maestriaEducacion: program('MEDU-22', 'Maestría en Educación', 'Maestría'),
  mba: program('MBA-21', 'Maestría en Administración de Negocios', 'Maestría'),
  preparatoria: program('PREP-UVM', 'Bachillerato UVM', 'Preparatoria'),
  sistemas: program('ISC-20', 'Ingeniería en Sistemas Computacionales', 'Licenciatura'),
  diseno: program('LDG-19', 'Licenciatura en Diseño Gráfico', 'Licenciatura'),
  contaduria: program('LCP-EJ', 'Licenciatura en Contaduría Pública', 'Licenciatura'),
  mecatronica: program('IMT-21', 'Ingeniería Mecatrónica', 'Licenciatura'),
  enfermeria: program('LENF-20', 'Licenciatura en Enfermería', 'Licenciatura'),
  administracion: program('LAE-19', 'Licenciatura en Administración de Empresas', 'Licenciatura'),
} as const

export const CAMPUSES = {
  coyoacan: campus('COY', 'Campus Coyoacán'),
  tlalpan: campus('TLA', 'Campus Tlalpan'),
  sanRafael: campus('SRA', 'Campus San Rafael'),
  lomasVerdes: campus('LVE', 'Campus Lomas Verdes'),
  queretaro: campus('QRO', 'Campus Querétaro'),
  guadalajaraSur: campus('GDS', 'Campus Guadalajara Sur'),
  puebla: campus('PUE', 'Campus Puebla'),
  uvmOnline: campus('ONL', 'UVM en línea', 'En línea'),
  sur: campus('SUR', 'Campus Sur'),
  atizapan: campus('ATI', 'Campus Atizapán'),
  marina: campus('MAR', 'Campus Marina', 'Ejecutiva'),
  cuitlahuac: campus('CUI', 'Campus Cuitláhuac'),
  ecatepec: campus('ECA', 'Campus Ecatepec'),
  leon: campus('LEO', 'Campus León'),
  guadalajara: campus('GDL', 'Campus Guadalajara'),
} as const

export function career(p: Program, c: Campus, enrolled: boolean): Career {
  return { ...p, campusCode: c.campusCode, campusName: c.campusName, modality: c.modality, enrolled }
}
