import type { PdfDocument } from '../../src/contract/academic.ts'
import { endpoints } from '../../src/contract/endpoints.ts'
import { academicEndpoints } from '../../src/contract/academic-endpoints.ts'
import { agendaEventsOf } from '../data/academic-agenda.ts'
import { credentialCodeOf, credentialOf } from '../data/academic-credentials.ts'
import {
  academicAdvanceOf, averageHistoryOf, cumulativeAverageOf, cycleAverageOf, degreeOf, enrollmentOf, reportCardCyclesOf,
} from '../data/academic-progress.ts'
import { documentStudent, reportCardOf } from '../data/academic-report.ts'
import { cyclesOfferedOf, subjectStripOf, subjectsOf } from '../data/academic-subjects.ts'
import { parseIsoDay, type Day } from '../data/academic-time.ts'
import { reportCardPdf } from '../pdf/report-card.ts'
import { subjectStripPdf } from '../pdf/subject-strip.ts'
import { assertCanReadAccount, assertCanReadCareer } from './access.ts'
import { badRequest, notFound } from './errors.ts'
import type { Routes } from './route.ts'

/** Longest agenda range one call may ask for (a leap year, both ends included). */
export const MAX_RANGE_DAYS = 366

const NO_ACADEMIC_DATA = 'No hay información académica de esta carrera'


function found<T>(value: T | undefined, message = NO_ACADEMIC_DATA): T {
  if (value === undefined) throw notFound(message)
  return value
}

function rangeOf(from: string, to: string): { from: Day; to: Day } {
  const first = parseIsoDay(from)
  const last = parseIsoDay(to)
  if (first === null || last === null) throw badRequest('Las fechas del rango no existen en el calendario')
  if (first > last) throw badRequest('La fecha inicial del rango es posterior a la final')
  if (last - first + 1 > MAX_RANGE_DAYS) throw badRequest(`El rango de fechas no puede pasar de ${MAX_RANGE_DAYS} días`)
  return { from: first, to: last }
}

const pdfAnswer = (fileName: string, bytes: Buffer, now: Date): PdfDocument =>
  ({ fileName, mimeType: 'application/pdf', base64: bytes.toString('base64'), generatedAt: now.toISOString() })

export function academicRoutes(r: Routes): void {
  r.user(endpoints.credential, ({ db, caller, query, now }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'credential')
    return found(credentialOf(db, query.accountNumber, query.cvProgram, now), 'La cuenta no tiene credencial')
  })

  r.user(endpoints.credentialCode, ({ db, caller, query, now }) => {
    assertCanReadAccount(db, caller, query.accountNumber, 'credential')
    const answer = found(credentialCodeOf(db, query.accountNumber, now), 'La cuenta no tiene credencial')
    if ('refused' in answer) throw notFound(`La credencial no está vigente (${answer.refused}): no tiene código`)
    return answer.code
  })

  r.user(academicEndpoints.calendar, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'agenda')
    const { from, to } = rangeOf(query.from, query.to)
    return agendaEventsOf(db, query.accountNumber, query.cvProgram, from, to, 'others')
  })

  r.user(academicEndpoints.schedule, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'agenda')
    const { from, to } = rangeOf(query.from, query.to)
    return agendaEventsOf(db, query.accountNumber, query.cvProgram, from, to, 'classes')
  })

  r.user(academicEndpoints.subjects, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'subjects')
    return subjectsOf(db, query.accountNumber, query.cvProgram, query.type)
  })

  r.user(academicEndpoints.cyclesOffered, ({ db, caller, params, query }) => {
    assertCanReadCareer(db, caller, params.id, query.cvProgram, query.campusId, 'subjects')
    return found(cyclesOfferedOf(db, params.id, query.cvProgram))
  })

  r.user(academicEndpoints.academicAdvance, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'academic-progress')
    return found(academicAdvanceOf(db, query.accountNumber, query.cvProgram))
  })

  r.user(academicEndpoints.advanceAverage, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'academic-progress')
    return found(cycleAverageOf(db, query.accountNumber, query.cvProgram), 'Aún no hay promedio del ciclo actual')
  })

  r.user(academicEndpoints.averageHistory, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'academic-progress')
    return averageHistoryOf(db, query.accountNumber, query.cvProgram)
  })

  r.user(academicEndpoints.average, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'academic-progress')
    return found(cumulativeAverageOf(db, query.accountNumber, query.cvProgram), 'Aún no hay promedio general: no hay materias aprobadas')
  })

  r.user(academicEndpoints.degree, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'academic-progress')
    return found(degreeOf(db, query.accountNumber, query.cvProgram))
  })

  r.user(academicEndpoints.enrollment, ({ db, caller, params, query }) => {
    assertCanReadCareer(db, caller, params.id, query.cvProgram, query.campusId, 'academic-progress')
    return found(enrollmentOf(db, params.id, query.cvProgram))
  })

  r.user(academicEndpoints.reportCardCycles, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'report-card')
    return reportCardCyclesOf(db, query.accountNumber, query.cvProgram)
  })

  r.user(academicEndpoints.reportCardPdf, async ({ db, caller, query, now }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'report-card')
    const card = found(reportCardOf(db, query.accountNumber, query.cvProgram, query.cycle), `No hay boleta del ciclo ${query.cycle} para esta carrera`)
    return pdfAnswer(`boleta-${query.accountNumber}-${card.cycle}.pdf`, await reportCardPdf(card, now), now)
  })

  r.user(academicEndpoints.subjectStrip, ({ db, caller, query }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'subject-strip')
    return found(subjectStripOf(db, query.accountNumber, query.cvProgram))
  })

  r.user(academicEndpoints.subjectStripPdf, async ({ db, caller, query, now }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, 'subject-strip')
    const strip = found(subjectStripOf(db, query.accountNumber, query.cvProgram))
    const student = found(documentStudent(db, query.accountNumber, query.cvProgram))
    if (strip.subjects.length === 0) throw notFound('No hay materias inscritas en el ciclo actual')
    return pdfAnswer(`tira-de-materias-${query.accountNumber}-${strip.cycle}.pdf`, await subjectStripPdf(student, strip, now), now)
  })
}
