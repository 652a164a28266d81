import type { Portal } from '../../src/contract/common.ts'
import type { ResourceKind } from '../../src/contract/digital-resources.ts'
import { searchable } from '../data/digital-resources.ts'
import { insert, type Db } from '../db/sql.ts'
import { libraryPdf } from '../pdf/library-document.ts'
import { CAMPUSES, PROGRAMS } from './programs.ts'
import { samplePng } from './sample-files.ts'

/**
 * The libraries of both portals and what they hold: guides, regulations, e-books and thesis
 * templates as real PDFs, campus maps and posters as images. The general library of each portal
 * holds enough to page through and search; campus and program libraries are smaller.
 */

export const DOCUMENT_SECTIONS = [
  ['GUIA', 'Guías'],
  ['REGL', 'Reglamentos'],
  ['LIBR', 'Libros electrónicos'],
  ['PLAN', 'Plantillas de tesis'],
  ['MAPA', 'Mapas y planos'],
  ['INFO', 'Infografías'],
] as const
type SectionCode = (typeof DOCUMENT_SECTIONS)[number][0]

interface SeedItem {
  kind: ResourceKind
  title: string
  author: string
  subject: string
  section: SectionCode
  publishedOn: string
}

interface SeedLibrary {
  id: string
  portal: Portal
  name: string
  description: string
  scope: 'general' | 'campus' | 'program'
  campus?: { campusCode: string; campusName: string }
  program?: { cvProgram: string; programName: string }
  items: SeedItem[]
}

const doc = (title: string, author: string, subject: string, section: SectionCode, publishedOn: string): SeedItem =>
  ({ kind: 'document', title, author, subject, section, publishedOn })
const image = (title: string, author: string, subject: string, publishedOn: string, section: SectionCode = 'MAPA'): SeedItem =>
  ({ kind: 'image', title, author, subject, section, publishedOn })

/** What every general library holds, with the brand's name where it says whose it is. */
function generalItems(brand: string): SeedItem[] {
  const office = `Dirección de Bibliotecas ${brand}`
  return [
    doc('Guía de citación APA 7.ª edición', office, 'Redacción académica', 'GUIA', '2025-08-04'),
    doc('Guía para buscar en bases de datos académicas', office, 'Investigación documental', 'GUIA', '2025-07-14'),
    doc('Guía de elaboración de tesis de licenciatura', `Coordinación de Titulación ${brand}`, 'Titulación', 'GUIA', '2025-06-30'),
    doc('Guía para evitar el plagio académico', office, 'Integridad académica', 'GUIA', '2025-05-19'),
    doc('Guía de uso del repositorio institucional', office, 'Repositorio', 'GUIA', '2025-03-10'),
    doc('Guía rápida de gestores de referencias (Zotero y Mendeley)', office, 'Investigación documental', 'GUIA', '2024-11-25'),
    doc('Reglamento general de alumnos', `Rectoría ${brand}`, 'Normatividad', 'REGL', '2025-01-13'),
    doc('Reglamento de titulación', `Rectoría ${brand}`, 'Titulación', 'REGL', '2024-08-05'),
    doc('Reglamento de bibliotecas y préstamo de material', office, 'Normatividad', 'REGL', '2024-07-01'),
    doc('Reglamento de servicio social', `Dirección de Vinculación ${brand}`, 'Servicio social', 'REGL', '2024-02-12'),
    doc('Reglamento de becas y apoyos financieros', `Dirección de Becas ${brand}`, 'Becas', 'REGL', '2023-09-04'),
    doc('Metodología de la investigación', 'Roberto Hernández Sampieri', 'Investigación', 'LIBR', '2023-03-20'),
    doc('Cómo se hace una tesis', 'Umberto Eco', 'Investigación', 'LIBR', '2022-10-10'),
    doc('Estadística aplicada a las ciencias sociales', 'Mario Triola', 'Estadística', 'LIBR', '2022-06-06'),
    doc('Redacción y ortografía para universitarios', 'Ana María Maqueo', 'Redacción académica', 'LIBR', '2022-01-24'),
    doc('Introducción a la economía', 'Paul Krugman', 'Economía', 'LIBR', '2021-11-15'),
    doc('Fundamentos de administración', 'Stephen P. Robbins', 'Administración', 'LIBR', '2021-08-30'),
    doc('Ética profesional', 'Adela Cortina', 'Ética', 'LIBR', '2021-05-17'),
    doc('Pensamiento crítico y argumentación', 'Richard Paul y Linda Elder', 'Habilidades académicas', 'LIBR', '2021-02-08'),
    doc('Comunicación oral y escrita', 'María del Socorro Fonseca', 'Comunicación', 'LIBR', '2020-09-21'),
    doc('Cálculo diferencial e integral', 'James Stewart', 'Matemáticas', 'LIBR', '2020-06-15'),
    doc('Plantilla de tesis de licenciatura', `Coordinación de Titulación ${brand}`, 'Titulación', 'PLAN', '2025-08-18'),
    doc('Plantilla de protocolo de investigación', `Coordinación de Titulación ${brand}`, 'Titulación', 'PLAN', '2025-04-07'),
    doc('Plantilla de tesina y reporte de experiencia profesional', `Coordinación de Titulación ${brand}`, 'Titulación', 'PLAN', '2024-10-14'),
    doc('Plantilla de artículo académico', `Coordinación de Posgrado ${brand}`, 'Publicación', 'PLAN', '2024-05-27'),
    image('Mapa de bibliotecas de la red', office, 'Ubicaciones', '2025-08-11'),
    image('Horarios de biblioteca del ciclo', office, 'Horarios', '2025-08-01', 'INFO'),
    image('Cómo pedir un préstamo interbibliotecario', office, 'Préstamo', '2025-02-03', 'INFO'),
    image('Pasos para citar una fuente', office, 'Redacción académica', '2024-09-09', 'INFO'),
  ]
}

const campusItems = (campusName: string): SeedItem[] => [
  image(`Mapa del ${campusName}`, `Servicios Escolares ${campusName}`, 'Ubicaciones', '2025-08-15'),
  image(`Plano de la biblioteca del ${campusName}`, `Biblioteca ${campusName}`, 'Ubicaciones', '2025-07-21'),
  doc(`Guía de servicios de la biblioteca del ${campusName}`, `Biblioteca ${campusName}`, 'Servicios', 'GUIA', '2025-07-28'),
  doc(`Protocolo de protección civil del ${campusName}`, `Protección Civil ${campusName}`, 'Seguridad', 'REGL', '2025-02-17'),
  doc(`Reglamento de laboratorios y talleres del ${campusName}`, `Dirección ${campusName}`, 'Normatividad', 'REGL', '2024-08-12'),
]

function library(portal: Portal, id: string, name: string, description: string, scope: SeedLibrary['scope'], items: SeedItem[], extra: Partial<SeedLibrary> = {}): SeedLibrary {
  return { id, portal, name, description, scope, items, ...extra }
}

export const LIBRARIES: readonly SeedLibrary[] = [
  library('uvm', 'UVM-GENERAL', 'Biblioteca Digital UVM', 'Guías, reglamentos, libros electrónicos y plantillas para toda la comunidad UVM.', 'general', generalItems('UVM')),
  library('uvm', 'UVM-COY', 'Biblioteca Campus Coyoacán', 'Mapas, planos y servicios del Campus Coyoacán.', 'campus', campusItems(CAMPUSES.coyoacan.campusName), { campus: CAMPUSES.coyoacan }),
  library('uvm', 'UVM-TLA', 'Biblioteca Campus Tlalpan', 'Mapas, planos y servicios del Campus Tlalpan.', 'campus', campusItems(CAMPUSES.tlalpan.campusName), { campus: CAMPUSES.tlalpan }),
  library('uvm', 'UVM-LPSI', 'Acervo de Psicología', 'Pruebas, manuales y lecturas de la Licenciatura en Psicología.', 'program', [
    doc('Manual diagnóstico y estadístico de los trastornos mentales (extracto)', 'Asociación Americana de Psiquiatría', 'Psicología clínica', 'LIBR', '2024-03-04'),
    doc('Psicología del desarrollo', 'Diane E. Papalia', 'Desarrollo humano', 'LIBR', '2023-08-21'),
    doc('Guía de prácticas profesionales de Psicología', 'Coordinación de Psicología UVM', 'Prácticas profesionales', 'GUIA', '2025-06-09'),
    doc('Código ético del psicólogo', 'Sociedad Mexicana de Psicología', 'Ética', 'REGL', '2022-04-18'),
  ], { program: PROGRAMS.psicologia }),
  library('unitec', 'UNITEC-GENERAL', 'Biblioteca Digital UNITEC', 'Guías, reglamentos, libros electrónicos y plantillas para toda la comunidad UNITEC.', 'general', generalItems('UNITEC')),
  library('unitec', 'UNITEC-SUR', 'Biblioteca Campus Sur', 'Mapas, planos y servicios del Campus Sur.', 'campus', campusItems(CAMPUSES.sur.campusName), { campus: CAMPUSES.sur }),
  library('unitec', 'UNITEC-ATI', 'Biblioteca Campus Atizapán', 'Mapas, planos y servicios del Campus Atizapán.', 'campus', campusItems(CAMPUSES.atizapan.campusName), { campus: CAMPUSES.atizapan }),
  library('unitec', 'UNITEC-ISC', 'Acervo de Ingeniería en Sistemas', 'Libros y manuales de Ingeniería en Sistemas Computacionales.', 'program', [
    doc('Estructuras de datos y algoritmos', 'Alfred V. Aho', 'Programación', 'LIBR', '2024-01-15'),
    doc('Ingeniería de software: un enfoque práctico', 'Roger S. Pressman', 'Ingeniería de software', 'LIBR', '2023-06-12'),
    doc('Redes de computadoras', 'Andrew S. Tanenbaum', 'Redes', 'LIBR', '2023-02-27'),
    doc('Guía de proyectos integradores de Sistemas', 'Coordinación de Ingeniería UNITEC', 'Proyectos', 'GUIA', '2025-05-05'),
  ], { program: PROGRAMS.sistemas }),
]

const COLORS: readonly (readonly [number, number, number])[] = [[11, 92, 173], [0, 122, 94], [176, 58, 46], [120, 66, 160]]

/** A title as a file name: "Guía de citación APA" → "guia-de-citacion-apa". */
const slug = (title: string) => searchable(title).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60)

/** What each kind of document holds, so a book reads as chapters and a regulation as articles. */
const PARTS: Record<SectionCode, (n: number) => string> = {
  GUIA: (n) => `Paso ${n}. Qué hacer, en qué orden y qué revisar antes de continuar, con un ejemplo resuelto y los errores más frecuentes.`,
  REGL: (n) => `Artículo ${n}. Las disposiciones de este artículo aplican a todos los alumnos inscritos. Cualquier situación no prevista será resuelta por la autoridad académica competente, que notificará su decisión por escrito.`,
  LIBR: (n) => `Capítulo ${n}. Conceptos fundamentales, desarrollo del tema con ejemplos, casos prácticos comentados, resumen del capítulo y ejercicios de autoevaluación con sus respuestas al final del libro.`,
  PLAN: (n) => `Sección ${n}. Escribe aquí el contenido de esta sección. Conserva los márgenes, el interlineado de 1.5 y la fuente indicados; numera las páginas en el margen inferior derecho.`,
  MAPA: (n) => `Zona ${n}. Edificios, accesos, servicios y rutas de evacuación señalados en el plano.`,
  INFO: (n) => `Punto ${n}. Lo esencial en una frase, con la referencia al reglamento o la guía que lo explica completo.`,
}
const PART_COUNT: Record<SectionCode, number> = { GUIA: 8, REGL: 24, LIBR: 40, PLAN: 10, MAPA: 4, INFO: 4 }

function bodyOf(item: SeedItem, libraryName: string): string[] {
  const parts = Array.from({ length: PART_COUNT[item.section] }, (_, i) => PARTS[item.section](i + 1))
  return [
    `${item.title}. Documento de la ${libraryName}, publicado el ${item.publishedOn}, sobre ${item.subject.toLowerCase()}.`,
    'Este material se ofrece a los alumnos inscritos para su consulta personal. Su reproducción con fines distintos al estudio requiere la autorización de la institución.',
    ...parts,
    'Para citar este documento, incluye el autor, el año, el título en cursivas y el nombre de la biblioteca digital. Consulta la guía de citación APA de esta misma biblioteca.',
  ]
}

export function seedDigitalResources(db: Db): void {
  DOCUMENT_SECTIONS.forEach(([code, name], position) => insert(db, 'document_sections', { code, name, position }))
  LIBRARIES.forEach((lib, position) => {
    insert(db, 'libraries', {
      id: lib.id, portal: lib.portal, name: lib.name, description: lib.description, scope: lib.scope, position,
      campus_code: lib.campus?.campusCode ?? null, campus_name: lib.campus?.campusName ?? null,
      program_code: lib.program?.cvProgram ?? null, program_name: lib.program?.programName ?? null,
    })
    lib.items.forEach((item, index) => {
      const pdf = item.kind === 'document'
      const bytes = pdf
        ? libraryPdf({ ...item, section: DOCUMENT_SECTIONS.find(([code]) => code === item.section)?.[1] ?? '', library: lib.name, body: bodyOf(item, lib.name) })
        : samplePng(320, 220, COLORS[index % COLORS.length])
      insert(db, 'library_items', {
        library_id: lib.id, kind: item.kind, title: item.title, author: item.author, subject: item.subject, section_code: item.section,
        published_on: item.publishedOn, file_name: `${slug(item.title)}.${pdf ? 'pdf' : 'png'}`, mime_type: pdf ? 'application/pdf' : 'image/png',
        bytes, search_text: searchable(`${item.title} ${item.author} ${item.subject}`),
      })
    })
  })
}
