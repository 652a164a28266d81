import type { ReportCard, ReportSubject } from '../data/academic-report.ts'
import type { Column, Composer } from './compose.ts'
import { cycleDocumentPdf, formatGrade, STATUS_LABELS } from './cycle-document.ts'

export const REPORT_CARD_TITLE = 'Boleta de calificaciones'

const SUMMARY: Column[] = [
  { title: 'Clave', width: 52 },
  { title: 'Materia', width: 163, wrap: true },
  { title: 'Grupo', width: 50 },
  { title: 'Parcial 1', width: 48, align: 'right' },
  { title: 'Parcial 2', width: 48, align: 'right' },
  { title: 'Final', width: 40, align: 'right' },
  { title: 'Calif. final', width: 52, align: 'right' },
  { title: 'Estatus', width: 62 },
]

const DETAIL: Column[] = [
  { title: 'Periodo', width: 60 },
  { title: 'Actividad', width: 235, wrap: true },
  { title: 'Entrega', width: 70 },
  { title: 'Ponderación', width: 75, align: 'right' },
  { title: 'Calificación', width: 75, align: 'right' },
]

const gradeOf = (subject: ReportSubject, period: string) => formatGrade(subject.grades.find((g) => g.period === period)?.grade ?? null)

function detail(composer: Composer, subject: ReportSubject): void {
  composer.space(6)
  composer.heading(3, `${subject.code} · ${subject.name}`, { font: 'bold', size: 10 }, 40)
  if (subject.teacher) composer.line(`Docente: ${subject.teacher}${subject.group ? ` · Grupo ${subject.group}` : ''}`, { size: 8.5 })
  if (subject.activities.length === 0) {
    composer.line('Sin actividades calificadas en este ciclo.', { size: 8.5 })
    return
  }
  composer.table(DETAIL, subject.activities.map((a) => [
    a.period, a.name, a.dueDate.split('-').reverse().join('/'), `${a.weight.toFixed(2)} %`, formatGrade(a.grade),
  ]))
  const periods = subject.grades.filter((g) => g.grade !== null).map((g) => `${g.period}: ${formatGrade(g.grade)}`)
  composer.line(`Calificación por periodo — ${periods.join(' · ')}`, { size: 8.5 })
}

/**
 * The report card of one cycle: who, which cycle, each subject's grades by period and final
 * grade, the cycle average, then every graded activity behind those grades.
 */
export function reportCardPdf(card: ReportCard, generatedAt: Date): Promise<Buffer> {
  const about = { name: REPORT_CARD_TITLE, student: card.student, cycle: card.cycle, cycleName: card.cycleName }
  return cycleDocumentPdf(about, generatedAt, (composer) => {
    composer.table(SUMMARY, card.subjects.map((s) => [
      s.code, s.name, s.group ?? '—', gradeOf(s, 'Parcial 1'), gradeOf(s, 'Parcial 2'), gradeOf(s, 'Final'), formatGrade(s.finalGrade), STATUS_LABELS[s.status],
    ]))
    composer.space(8)
    const average = card.average === null ? 'sin calificaciones todavía' : card.average.toFixed(2)
    composer.line(`Promedio del ciclo: ${average}`, { font: 'bold', size: 11 })
    composer.space(12)
    composer.heading(2, 'Detalle de evaluación', { font: 'bold', size: 13 }, 60)
    for (const subject of card.subjects) detail(composer, subject)
  })
}
