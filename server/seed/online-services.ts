import type { Portal } from '../../src/contract/common.ts'
import type { SharedDatum } from '../../src/contract/online-services.ts'
import { insert, run, type Db } from '../db/sql.ts'
import { CAMPUSES, PROGRAMS } from './programs.ts'

type Group = 'library' | 'email' | 'classes' | 'jobs' | 'scholarships' | 'social-service' | 'international'

const GROUPS: Record<Group, string> = {
  library: 'Biblioteca virtual',
  email: 'Correo institucional',
  classes: 'Plataforma de clases en línea',
  jobs: 'Bolsa de trabajo',
  scholarships: 'Becas',
  'social-service': 'Servicio social',
  international: 'Internacional',
}
const GROUP_ORDER: readonly Group[] = ['classes', 'email', 'library', 'scholarships', 'international', 'social-service', 'jobs']

export interface SeedLink {
  group: Group
  name: string
  description: string
  url: string
  shares?: readonly SharedDatum[]
  /** Only for this campus, or this program (a `cvProgram`); neither: every career of the brand. */
  campus?: string
  program?: string
}

/** Example sites (example.edu.mx): a demo that opens nobody's real service. */
export const ONLINE_LINKS: Record<Portal, readonly SeedLink[]> = {
  uvm: [
    { group: 'classes', name: 'Blackboard UVM', description: 'Tus cursos, tareas y clases en vivo.', url: 'https://aulavirtual.uvm.example.edu.mx/', shares: ['accountNumber', 'institutionalEmail'] },
    {
      group: 'classes', name: 'Campus en línea', description: 'El aula de los programas en línea, con tutoría y foros.',
      url: 'https://enlinea.uvm.example.edu.mx/', shares: ['accountNumber', 'program'], campus: CAMPUSES.uvmOnline.campusCode,
    },
    { group: 'email', name: 'Outlook UVM', description: 'Tu correo institucional, calendario y Teams.', url: 'https://correo.uvm.example.edu.mx/', shares: ['institutionalEmail'] },
    { group: 'library', name: 'Biblioteca virtual UVM', description: 'Libros electrónicos, revistas y bases de datos académicas.', url: 'https://biblioteca.uvm.example.edu.mx/', shares: ['accountNumber'] },
    { group: 'library', name: 'Repositorio de tesis', description: 'Tesis y trabajos de titulación de la universidad, de consulta abierta.', url: 'https://repositorio.uvm.example.edu.mx/' },
    {
      group: 'library', name: 'PsycINFO', description: 'Base de datos de psicología de la APA, para tus trabajos de investigación.',
      url: 'https://psycinfo.uvm.example.edu.mx/', shares: ['accountNumber'], program: PROGRAMS.psicologia.cvProgram,
    },
    { group: 'scholarships', name: 'Becas UVM', description: 'Requisitos, convocatorias y el estado de tu solicitud de beca.', url: 'https://becas.uvm.example.edu.mx/', shares: ['accountNumber', 'fullName', 'program'] },
    {
      group: 'international', name: 'Movilidad internacional', description: 'Convocatorias para estudiar un semestre en una universidad aliada del extranjero.',
      url: 'https://movilidad.uvm.example.edu.mx/', shares: ['accountNumber', 'fullName', 'program'],
    },
    { group: 'international', name: 'Certificaciones de idiomas', description: 'Fechas y registro a exámenes de inglés y francés con validez internacional.', url: 'https://idiomas.uvm.example.edu.mx/', shares: ['accountNumber'] },
    { group: 'international', name: 'Doble titulación', description: 'Programas para titularte también en una universidad del extranjero, con sus requisitos.', url: 'https://dobletitulacion.uvm.example.edu.mx/' },
    { group: 'social-service', name: 'Servicio social', description: 'Programas registrados y tu avance de horas.', url: 'https://serviciosocial.uvm.example.edu.mx/', shares: ['accountNumber', 'program', 'campus'] },
    { group: 'jobs', name: 'Bolsa de trabajo UVM', description: 'Vacantes y prácticas profesionales para alumnos y egresados.', url: 'https://empleo.uvm.example.edu.mx/', shares: ['fullName', 'institutionalEmail', 'program'] },
  ],
  unitec: [
    { group: 'classes', name: 'Canvas UNITEC', description: 'Tus materias, actividades y calificaciones parciales.', url: 'https://canvas.unitec.example.edu.mx/', shares: ['accountNumber', 'institutionalEmail'] },
    { group: 'email', name: 'Correo UNITEC', description: 'Tu correo institucional con Microsoft 365.', url: 'https://correo.unitec.example.edu.mx/', shares: ['institutionalEmail'] },
    { group: 'library', name: 'Biblioteca digital UNITEC', description: 'Colecciones electrónicas y préstamo de libros digitales.', url: 'https://biblioteca.unitec.example.edu.mx/', shares: ['accountNumber'] },
    {
      group: 'library', name: 'IEEE Xplore', description: 'Artículos de ingeniería y computación.', url: 'https://ieee.unitec.example.edu.mx/',
      shares: ['accountNumber'], program: PROGRAMS.sistemas.cvProgram,
    },
    { group: 'scholarships', name: 'Becas y financiamiento', description: 'Becas académicas, deportivas y de excelencia.', url: 'https://becas.unitec.example.edu.mx/', shares: ['accountNumber', 'fullName'] },
    {
      group: 'international', name: 'Intercambios UNITEC', description: 'Estancias académicas y de verano en universidades de otros países.',
      url: 'https://intercambios.unitec.example.edu.mx/', shares: ['accountNumber', 'fullName', 'program'],
    },
    { group: 'international', name: 'Certificaciones de idiomas', description: 'Registro a exámenes de inglés con validez internacional.', url: 'https://idiomas.unitec.example.edu.mx/', shares: ['accountNumber'] },
    { group: 'social-service', name: 'Servicio social y prácticas', description: 'Convocatorias y registro de tu servicio social.', url: 'https://serviciosocial.unitec.example.edu.mx/', shares: ['accountNumber', 'program'] },
    { group: 'jobs', name: 'Bolsa de trabajo UNITEC', description: 'Ofertas de empleo de empresas aliadas.', url: 'https://empleos.unitec.example.edu.mx/' },
  ],
}

/** Replaces every link, so a database seeded earlier gets the current ones. */
export function seedOnlineServices(db: Db): void {
  run(db, 'DELETE FROM online_links')
  let id = 1
  for (const [portal, links] of Object.entries(ONLINE_LINKS) as [Portal, readonly SeedLink[]][]) {
    links.forEach((link, index) => {
      insert(db, 'online_links', {
        id: id++,
        portal,
        group_key: link.group,
        group_name: GROUPS[link.group],
        group_position: GROUP_ORDER.indexOf(link.group),
        name: link.name,
        description: link.description,
        url: link.url,
        shares: (link.shares ?? []).join(','),
        campus_code: link.campus ?? null,
        cv_program: link.program ?? null,
        position: index,
      })
    })
  }
}
