import { CLASS_WEEKS } from './academic-terms.ts'
import { dayOf, easterSunday, nthWeekday, type Day } from '../data/academic-time.ts'

/** A day or run of days without classes. */
export interface Holiday {
  first: Day
  last: Day
  title: string
  description: string
}

const one = (day: Day, title: string, description: string): Holiday => ({ first: day, last: day, title, description })

/** Official rest days (Ley Federal del Trabajo, art. 74) plus the days the school closes. */
export function holidaysOf(year: number): Holiday[] {
  const easter = easterSunday(year)
  return [
    one(dayOf(year, 1, 1), 'Año Nuevo', 'Día de descanso obligatorio.'),
    one(nthWeekday(year, 2, 1, 1), 'Día de la Constitución', 'Día de descanso obligatorio.'),
    one(nthWeekday(year, 3, 1, 3), 'Natalicio de Benito Juárez', 'Día de descanso obligatorio.'),
    { first: easter - 3, last: easter - 2, title: 'Jueves y Viernes Santo', description: 'Sin actividades en el campus.' },
    one(dayOf(year, 5, 1), 'Día del Trabajo', 'Día de descanso obligatorio.'),
    one(dayOf(year, 5, 15), 'Día del Maestro', 'Sin clases.'),
    one(dayOf(year, 9, 16), 'Día de la Independencia', 'Día de descanso obligatorio.'),
    one(dayOf(year, 11, 2), 'Día de Muertos', 'Sin clases.'),
    one(nthWeekday(year, 11, 1, 3), 'Revolución Mexicana', 'Día de descanso obligatorio.'),
    one(dayOf(year, 12, 12), 'Día de la Virgen de Guadalupe', 'Sin clases.'),
    one(dayOf(year, 12, 25), 'Navidad', 'Día de descanso obligatorio.'),
  ]
}

export interface SchoolEvent {
  /** Days after the Monday of the first class week (negative: before classes start). */
  offset: number
  /** Whole days; absent for an event with a time. */
  days?: number
  start?: string
  end?: string
  title: string
  description: string
  /** Where on campus; null for online-only events. */
  place: string | null
}

const LAST_WEEK = (CLASS_WEEKS - 1) * 7

export const SCHOOL_EVENTS: SchoolEvent[] = [
  { offset: -14, days: 5, title: 'Periodo de inscripciones', description: 'Inscripción de materias del ciclo en el portal.', place: null },
  { offset: 0, days: 1, title: 'Inicio de clases', description: 'Primer día de clases del ciclo.', place: null },
  { offset: 2, start: '12:00', end: '14:00', title: 'Bienvenida a estudiantes', description: 'Presentación de servicios y actividades del campus.', place: 'Auditorio principal' },
  { offset: 17, start: '17:00', end: '19:00', title: 'Conferencia: bienestar emocional', description: 'Charla del área de orientación psicológica.', place: 'Auditorio principal' },
  { offset: 25, start: '10:00', end: '15:00', title: 'Feria de empleabilidad', description: 'Empresas con vacantes y prácticas profesionales.', place: 'Explanada' },
  { offset: 36, start: '13:00', end: '14:00', title: 'Taller de técnicas de estudio', description: 'Cupo limitado; registro en la biblioteca.', place: 'Biblioteca' },
  { offset: 63, days: 5, title: 'Semana cultural', description: 'Música, teatro y exposiciones durante toda la semana.', place: 'Campus' },
  { offset: 93, start: '18:00', end: '20:00', title: 'Torneo deportivo interno', description: 'Final de fútbol rápido y voleibol.', place: 'Canchas deportivas' },
  { offset: 98, days: 6, title: 'Evaluación docente', description: 'Responde la encuesta de cada una de tus materias.', place: null },
  { offset: LAST_WEEK - 14, days: 5, title: 'Periodo de reinscripción', description: 'Reinscríbete al siguiente ciclo desde el portal.', place: null },
  { offset: LAST_WEEK + 5, days: 1, title: 'Fin de clases', description: 'Último día de clases del ciclo.', place: null },
]

export interface PaymentDeadline {
  day: Day
  title: string
  description: string
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']

/** Tuition is due on the 10th: every month of the year of `year` and the first half of the next. */
export function tuitionDeadlines(year: number): PaymentDeadline[] {
  const deadlines: PaymentDeadline[] = []
  for (let index = 0; index < 18; index++) {
    const y = year + Math.floor(index / 12)
    const month = (index % 12) + 1
    deadlines.push({
      day: dayOf(y, month, 10),
      title: `Colegiatura de ${MONTHS[month - 1]}`,
      description: 'Fecha límite de pago sin recargos.',
    })
  }
  return deadlines
}

/** The re-enrollment fee is due the Friday before the re-enrollment period closes. */
export const reenrollmentDeadline = (termStart: Day): PaymentDeadline => ({
  day: termStart + LAST_WEEK - 14 + 4,
  title: 'Pago de reinscripción',
  description: 'Cubre la reinscripción para apartar tus materias del siguiente ciclo.',
})
