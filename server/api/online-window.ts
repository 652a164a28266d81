import { onlineWindowEndpoints } from '../../src/contract/online-window-endpoints.ts'
import type { Db } from '../db/sql.ts'
import { cyclesOfferedOf } from '../data/academic-subjects.ts'
import {
  closedReason, formalityRequest, formalityTypes, nextCycleOf, offeredSubjects, onlineWindowOf, recordFormality, recordReenrollment,
  reenrollmentById, reenrollmentOf, REENROLLMENT_FEE_CENTS, windowsOf,
} from '../data/online-window.ts'
import { todayOf } from '../data/payments-time.ts'
import { hasCareer } from '../data/students.ts'
import { assertCanReadCareer, assertOwnStudentWrite } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { badRequest, HttpError, notFound } from './errors.ts'
import type { Routes } from './route.ts'

/**
 * Ventanilla en línea: its windows, formalities and reenrollment (see the contract). Reading
 * follows the account rule; requesting a formality or reenrolling is the account's own student's
 * (`Ejecutar` on the service), and only while its window is open.
 */
export const SERVICE = 'online-window'
const REFUSALS = {
  role: 'Tu rol solo puede consultar la ventanilla en línea: solo el alumno solicita trámites o se reinscribe',
  account: 'Solo el alumno de la cuenta puede solicitar trámites o reinscribirse',
}
const NO_DATA = 'No hay información académica de esta carrera'
const conflict = (message: string) => new HttpError(409, message)
const spanish = { spanish: true }
const writes = { spanish: true, keyRequired: true }

interface CareerInput {
  accountNumber: string
  cvProgram: string
  campusId: string
}

function assertCanAct(db: Db, caller: KnownCaller, career: CareerInput): void {
  assertOwnStudentWrite(db, caller, career.accountNumber, SERVICE, ['Ejecutar'], REFUSALS)
  if (!hasCareer(db, career.accountNumber, career.cvProgram, career.campusId)) throw badRequest('El programa y el campus no corresponden a la cuenta')
}

function assertOpen(db: Db, caller: KnownCaller, campus: string, kind: 'formalities' | 'reenrollment', now: Date): void {
  const closed = closedReason(db, caller.portal, campus, kind, todayOf(now))
  if (closed) throw conflict(closed)
}

export function onlineWindowRoutes(r: Routes): void {
  r.user(onlineWindowEndpoints.onlineWindow, ({ db, caller, query, now }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, SERVICE)
    const view = onlineWindowOf(db, caller.portal, { accountNumber: query.accountNumber, cvProgram: query.cvProgram, campusCode: query.campusId }, now)
    if (!view) throw notFound(NO_DATA)
    return view
  }, spanish)

  r.user(onlineWindowEndpoints.requestFormality, ({ db, caller, body, now }) => {
    assertCanAct(db, caller, body)
    const type = formalityTypes(db).find((t) => t.id === body.typeId)
    if (!type) throw badRequest('El trámite solicitado no existe')
    assertOpen(db, caller, body.campusId, 'formalities', now)
    const id = recordFormality(db, { accountNumber: body.accountNumber, cvProgram: body.cvProgram, campusCode: body.campusId, type, by: caller.user.fullName, now })
    const request = formalityRequest(db, id)
    if (!request) throw new Error(`formality ${id} was not stored`)
    return request
  }, writes)

  r.user(onlineWindowEndpoints.reenroll, ({ db, caller, body, now }) => {
    assertCanAct(db, caller, body)
    const cycle = nextCycleOf(db, body.accountNumber, body.cvProgram)
    const plan = cyclesOfferedOf(db, body.accountNumber, body.cvProgram)
    if (!cycle || !plan) throw notFound(NO_DATA)
    assertOpen(db, caller, body.campusId, 'reenrollment', now)
    if (reenrollmentOf(db, body.accountNumber, body.cvProgram, cycle.code)) {
      throw conflict(`Ya te reinscribiste al ciclo ${cycle.name}: solo hay una reinscripción por ciclo`)
    }
    if (new Set(body.subjectCodes).size !== body.subjectCodes.length) throw badRequest('Una materia está repetida en la selección')
    const offered = offeredSubjects(plan)
    const subjects = body.subjectCodes.map((code) => {
      const subject = offered.get(code)
      if (!subject) throw badRequest(`La materia ${code} no se puede elegir: ya la cursaste, la cursas o su materia anterior no está aprobada`)
      return subject
    })
    const window = windowsOf(db, caller.portal, body.campusId).find((w) => w.kind === 'reenrollment')
    const id = recordReenrollment(db, {
      accountNumber: body.accountNumber, cvProgram: body.cvProgram, cycle, subjects, feeCents: REENROLLMENT_FEE_CENTS[caller.portal],
      closesOn: window?.closesOn ?? '9999-12-31', by: caller.user.fullName, now,
    })
    const made = reenrollmentById(db, id)
    if (!made) throw new Error(`reenrollment ${id} was not stored`)
    return made
  }, writes)
}
