import type { SubjectDisplayStatus } from '../../src/contract/academic.ts'
import type { Portal } from '../../src/contract/common.ts'
import { BRANDS } from '../brands.ts'
import type { DocumentStudent } from '../data/academic-report.ts'
import { ACADEMIC_ZONE } from '../data/academic-time.ts'
import { Composer, GRAY, PAGE_HEIGHT, PAGE_WIDTH } from './compose.ts'

const MARGIN = 40

/** The language of the documents' text; the API is not told the reader's language, and writes Spanish. */
export const DOCUMENT_LANGUAGE = 'es-MX'

const GENERATED = new Intl.DateTimeFormat('es-MX', {
  timeZone: ACADEMIC_ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
})

/** e.g. "1 de marzo de 2026 a las 10:15", Mexico City time. */
export const generatedLabel = (at: Date): string => GENERATED.format(at).replace(/\s+/g, ' ')

/**
 * A page frame every document of the server shares: the brand and the document's `name` on top
 * of each page, the `generated` line and the page number at its foot; titled `title` and tagged in
 * the documents' language.
 */
export function brandedDocument({ portal, name, title, generated, generatedAt }: { portal: Portal; name: string; title: string; generated: string; generatedAt: Date }): Composer {
  const brand = BRANDS[portal]
  return new Composer({
    title,
    lang: DOCUMENT_LANGUAGE,
    createdAt: generatedAt,
    margin: MARGIN,
    headerHeight: 28,
    footerHeight: 24,
    header: (c) => {
      c.text(MARGIN, MARGIN + 10, brand.name, { font: 'bold', size: 11, color: brand.themeColor })
      c.textRight(PAGE_WIDTH - MARGIN, MARGIN + 10, name, { size: 9, color: GRAY })
      c.rule(MARGIN, MARGIN + 16, PAGE_WIDTH - MARGIN, 1, brand.themeColor)
    },
    footer: (c, number, total) => {
      const baseline = PAGE_HEIGHT - MARGIN + 4
      c.rule(MARGIN, baseline - 12, PAGE_WIDTH - MARGIN, 0.5, GRAY)
      c.text(MARGIN, baseline, generated, { size: 8, color: GRAY })
      c.textRight(PAGE_WIDTH - MARGIN, baseline, `Página ${number} de ${total}`, { size: 8, color: GRAY })
    },
  })
}

/** A document about one student and one of their cycles. */
export interface CycleDocument {
  name: string
  student: DocumentStudent
  cycle: string
  cycleName: string
}

/**
 * The PDF of a cycle document: the brand and the document's name on top of every page, its name
 * as the heading, who and which cycle it is about, then what `body` lays out; the generation date
 * and page number at the foot of every page. Titled "{name} {cycle} · {student}", dated `generatedAt`.
 */
export function cycleDocumentPdf({ name, student, cycle, cycleName }: CycleDocument, generatedAt: Date, body: (composer: Composer) => void): Promise<Buffer> {
  const generated = `Generado el ${generatedLabel(generatedAt)} (hora del centro de México)`
  const composer = brandedDocument({ portal: student.portal, name, title: `${name} ${cycle} · ${student.fullName}`, generated, generatedAt })
  composer.ensure(0)
  composer.heading(1, name, { font: 'bold', size: 18 })
  composer.space(4)
  composer.fields([
    ['Alumno', student.fullName],
    ['Número de cuenta', student.accountNumber],
    ['Programa', student.programName],
    ['Campus', `${student.campusName} (${student.campusCode})`],
    ['Ciclo', `${cycle} · ${cycleName}`],
  ], 110)
  composer.space(10)
  body(composer)
  return composer.finish()
}

export const formatGrade = (grade: number | null): string => (grade === null ? '—' : grade.toFixed(1))

/** Spec §4 labels of the subject display statuses. */
export const STATUS_LABELS: Record<SubjectDisplayStatus, string> = {
  CURSANDO: 'Cursando',
  BAJA: 'Dada de baja',
  APROBADA: 'Aprobada',
  APROBADO: 'Aprobada',
  INSCRITA: 'Cursando',
  INSCRITO: 'Cursando',
  PENDIENTE: 'Por cursar',
  PENDIENTE_SUBJECT: 'Por cursar',
  REPROBADO: 'Reprobada',
  REPROBADA: 'Reprobada',
}

export const WEEKDAYS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']
