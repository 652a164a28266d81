import type { SubjectStrip } from '../../src/contract/academic.ts'
import type { DocumentStudent } from '../data/academic-report.ts'
import type { Column } from './compose.ts'
import { cycleDocumentPdf, WEEKDAYS } from './cycle-document.ts'

export const SUBJECT_STRIP_TITLE = 'Tira de materias'

const COLUMNS: Column[] = [
  { title: 'Clave', width: 48 },
  { title: 'Materia', width: 114, wrap: true },
  { title: 'Grupo', width: 46 },
  { title: 'Docente', width: 115, wrap: true },
  { title: 'Aula', width: 82, wrap: true },
  { title: 'Créd.', width: 30, align: 'right' },
  { title: 'Horario', width: 80 },
]

/** The current cycle's subjects with group, teacher, classroom and weekly sessions. */
export function subjectStripPdf(student: DocumentStudent, strip: SubjectStrip, generatedAt: Date): Promise<Buffer> {
  const about = { name: SUBJECT_STRIP_TITLE, student, cycle: strip.cycle, cycleName: strip.cycleName }
  return cycleDocumentPdf(about, generatedAt, (composer) => {
    composer.table(COLUMNS, strip.subjects.map((s) => [
      s.code,
      s.name,
      s.group,
      s.teacher,
      s.classroom,
      String(s.credits),
      s.sessions.map((session) => `${WEEKDAYS[session.weekday - 1] ?? ''} ${session.start}–${session.end}`),
    ]))
    composer.space(8)
    const credits = strip.subjects.reduce((sum, s) => sum + s.credits, 0)
    composer.line(`Materias inscritas: ${strip.subjects.length} · Créditos: ${credits}`, { font: 'bold', size: 10 })
    composer.space(6)
    composer.paragraph('Horarios en hora del centro de México. Las sesiones en aula virtual se abren desde la agenda del portal.', { size: 8.5 })
  })
}
