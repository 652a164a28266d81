import * as v from 'valibot'
import {
  AcademicAdvance, AgendaEvent, AverageHistory, CareerQuery, CumulativeAverage, CycleAverage,
  CycleCode, CyclesOffered, DateRangeQuery, Degree, Enrollment, PdfDocument, ReportCardCycles, Subject, SubjectListType,
  SubjectStrip,
} from './academic.ts'
import { AccountNumber } from './common.ts'
import { endpoint } from './endpoints.ts'

/**
 * The academic calls (spec §7 "Student") besides the credential's, which every start may make: loaded with the screens that make them, not with every
 * start, as their schemas are the largest of the contract.
 */
export const academicEndpoints = {
  calendar: endpoint({
    method: 'GET',
    path: '/student/calendar',
    query: v.strictObject({ ...CareerQuery, ...DateRangeQuery }),
    response: v.array(AgendaEvent),
  }),
  schedule: endpoint({
    method: 'GET',
    path: '/student/planner/schedule',
    query: v.strictObject({ ...CareerQuery, ...DateRangeQuery }),
    response: v.array(AgendaEvent),
  }),
  subjects: endpoint({
    method: 'GET',
    path: '/student/subject',
    query: v.strictObject({ ...CareerQuery, type: SubjectListType }),
    response: v.array(Subject),
  }),
  cyclesOffered: endpoint({
    method: 'GET',
    path: '/monitor/student/cyclesoffered/{id}',
    params: v.strictObject({ id: AccountNumber }),
    query: v.strictObject({ cvProgram: CareerQuery.cvProgram, campusId: CareerQuery.campusId }),
    response: CyclesOffered,
  }),
  academicAdvance: endpoint({ method: 'GET', path: '/student/advaceacademic', query: v.strictObject(CareerQuery), response: AcademicAdvance }),
  advanceAverage: endpoint({ method: 'GET', path: '/student/advanceaverage', query: v.strictObject(CareerQuery), response: CycleAverage }),
  averageHistory: endpoint({ method: 'GET', path: '/student/averagehistory', query: v.strictObject(CareerQuery), response: AverageHistory }),
  average: endpoint({ method: 'GET', path: '/student/average', query: v.strictObject(CareerQuery), response: CumulativeAverage }),
  degree: endpoint({ method: 'GET', path: '/student/degree', query: v.strictObject(CareerQuery), response: Degree }),
  enrollment: endpoint({
    method: 'GET',
    path: '/student/careerstudent/{id}/enrollment',
    params: v.strictObject({ id: AccountNumber }),
    query: v.strictObject({ cvProgram: CareerQuery.cvProgram, campusId: CareerQuery.campusId }),
    response: Enrollment,
  }),
  reportCardCycles: endpoint({ method: 'GET', path: '/student/reportcard', query: v.strictObject(CareerQuery), response: ReportCardCycles }),
  reportCardPdf: endpoint({
    method: 'GET',
    path: '/student/pdf',
    query: v.strictObject({ ...CareerQuery, cycle: CycleCode }),
    response: PdfDocument,
  }),
  subjectStrip: endpoint({ method: 'GET', path: '/student/subjectstrip', query: v.strictObject(CareerQuery), response: SubjectStrip }),
  subjectStripPdf: endpoint({ method: 'GET', path: '/student/pdf/subjectstrip', query: v.strictObject(CareerQuery), response: PdfDocument }),
} as const
