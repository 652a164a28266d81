import type { SubjectDisplayStatus } from '../../src/contract/academic.ts'
import type { Portal } from '../../src/contract/common.ts'
import { BRANDS } from '../brands.ts'
import type { DocumentStudent } from '../data/academic-report.ts'
import { ACADEMIC_ZONE } from '../data/academic-time.ts'
import { PAGE_HEIGHT, PAGE_WIDTH, writePdf } from './document.ts'
import { Composer, GRAY, hexColor, type Page } from './layout.ts'

const MARGIN = 40

/** Pages with the brand and the document's name on top and the generation date and page number below. */
function documentComposer(portal: Portal, documentName: string): Composer {
  const brand = BRANDS[portal]
  const color = hexColor(brand.themeColor)
  return new Composer({
    margin: MARGIN,
    headerHeight: 28,
    footerHeight: 24,
    header: (page) => {
      page.text(MARGIN, MARGIN + 10, brand.name, { font: 'bold', size: 11, color })
      page.textRight(PAGE_WIDTH - MARGIN, MARGIN + 10, documentName, { size: 9, color: GRAY })
      page.line(MARGIN, MARGIN + 16, PAGE_WIDTH - MARGIN, MARGIN + 16, 1, color)
    },
  })
}

const GENERATED = new Intl.DateTimeFormat('es-MX', {
  timeZone: ACADEMIC_ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
})

/** e.g. "1 de marzo de 2026 a las 10:15", Mexico City time. */
export const generatedLabel = (at: Date): string => GENERATED.format(at).replace(/\s+/g, ' ')

function footer(generatedAt: Date) {
  const label = `Generado el ${generatedLabel(generatedAt)} (hora del centro de México)`
  return (page: Page, number: number, total: number) => {
    const baseline = PAGE_HEIGHT - MARGIN + 4
    page.line(MARGIN, baseline - 12, PAGE_WIDTH - MARGIN, baseline - 12, 0.5, GRAY)
    page.text(MARGIN, baseline, label, { size: 8, color: GRAY })
    page.textRight(PAGE_WIDTH - MARGIN, baseline, `Página ${number} de ${total}`, { size: 8, color: GRAY })
  }
}

/** A document about one student and one of their cycles. */
export interface CycleDocument {
  name: string
  student: DocumentStudent
  cycle: string
  cycleName: string
}

/**
 * The PDF of a cycle document: its name, who and which cycle it is about, then what `body` lays
 * out; titled "{name} {cycle} · {student}" and dated `generatedAt`.
 */
export function cycleDocumentPdf({ name, student, cycle, cycleName }: CycleDocument, generatedAt: Date, body: (composer: Composer) => void): Buffer {
  const composer = documentComposer(student.portal, name)
  composer.ensure(0)
  composer.line(name, { font: 'bold', size: 18 })
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
  return writePdf({
    title: `${name} ${cycle} · ${student.fullName}`,
    pages: composer.finish(footer(generatedAt)),
    createdAt: generatedAt,
  })
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
