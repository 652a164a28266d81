import type { Subject } from '../../src/contract/academic.ts'
import type { DocumentStudent } from '../data/academic-report.ts'
import type { Column } from './compose.ts'
import { cycleDocumentPdf, formatGrade, generatedLabel, STATUS_LABELS } from './cycle-document.ts'

const GRADES: Column[] = [
  { title: 'Clave', width: 70 },
  { title: 'Materia', width: 250, wrap: true },
  { title: 'Ciclo', width: 70 },
  { title: 'Estado', width: 70 },
  { title: 'Calificación', width: 55, align: 'right' },
]

export interface FormalityDocument {
  name: string
  folio: string
  student: DocumentStudent
  cycle: string
  cycleName: string
  /** The subjects taken, when the document lists grades. */
  subjects: Subject[] | null
}

/**
 * A document requested through the online window (constancia, certificado parcial, historial…):
 * the brand frame of every server document, who it is about, a statement by school services with
 * its folio and date, and the subjects with their final grades when the formality asks for them.
 */
export function formalityPdf(doc: FormalityDocument, generatedAt: Date): Promise<Buffer> {
  return cycleDocumentPdf({ name: doc.name, student: doc.student, cycle: doc.cycle, cycleName: doc.cycleName }, generatedAt, (c) => {
    c.fields([['Folio', doc.folio], ['Fecha de emisión', generatedLabel(generatedAt)]], 110)
    c.space(8)
    c.paragraph(
      `La Dirección de Servicios Escolares hace constar que ${doc.student.fullName}, con número de cuenta ${doc.student.accountNumber}, ` +
      `es alumno del programa ${doc.student.programName} en el campus ${doc.student.campusName}, inscrito en el ciclo ${doc.cycleName}.`,
      { size: 11 },
    )
    if (doc.subjects) {
      c.space(10)
      c.heading(2, 'Materias cursadas', { font: 'bold', size: 13 }, 40)
      c.table(GRADES, doc.subjects.map((s) => [s.code, s.name, s.cycle, STATUS_LABELS[s.status], formatGrade(s.finalGrade)]), 9)
    }
    c.space(10)
    c.paragraph('Se extiende la presente a petición del interesado, para los fines que a este convengan.', { size: 10 })
  })
}
