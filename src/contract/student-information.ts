import * as v from 'valibot'
import { CareerQuery, CycleCode } from './academic.ts'
import { CampusCode, IsoDate, IsoDateTime, ProgramCode, AccountNumber, QueryInt } from './common.ts'

/**
 * `GET /student/information`: the student's standing in one career (spec §3 "student state"):
 * the current cycle, the modality and campus, which version of the school's records system
 * (Banner) the campus runs, the last request to change modality and, with `notif=true`, the
 * banner of the last request to change campus.
 */
export const StudentInformationQuery = v.strictObject({
  ...CareerQuery,
  /** An entry of the modality catalog: the last request asking for that modality. Without it, the last of any. */
  modalityCatId: v.optional(QueryInt(1, 999)),
  /** `true`: the answer carries the last campus request's banner (`lastCampusRequest`). */
  notif: v.optional(v.picklist(['true', 'false'])),
})

/** An entry of the modality catalog (Presencial, En línea, Ejecutiva). */
export const Modality = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), name: v.string() })
export type Modality = v.InferOutput<typeof Modality>

export const Campus = v.object({ code: CampusCode, name: v.string() })

/** A request to the school office: in review, or decided. */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const
export const RequestStatus = v.picklist(REQUEST_STATUSES)
export type RequestStatus = v.InferOutput<typeof RequestStatus>

/** The last request to change the career's modality. */
export const ModalityRequest = v.object({
  /** The cycle the student asked in. */
  cycle: CycleCode,
  cycleName: v.string(),
  /** The modality asked for. */
  modality: Modality,
  status: RequestStatus,
  requestedAt: IsoDateTime,
})
export type ModalityRequest = v.InferOutput<typeof ModalityRequest>

/** The banner of the last request to change campus. */
export const CampusRequest = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The campus asked for, and the one the career was in when asked. */
  campus: Campus,
  fromCampus: Campus,
  status: RequestStatus,
  /** Why it was turned down (the office's words); null unless rejected. */
  reason: v.nullable(v.string()),
  requestedAt: IsoDateTime,
  decidedAt: v.nullable(IsoDateTime),
  /** A pending request: the day the office answers by (Mexico City). */
  answerBy: v.nullable(IsoDate),
  /** An approved request: the cycle from which the career is in the new campus. */
  effectiveCycle: v.nullable(CycleCode),
  effectiveCycleName: v.nullable(v.string()),
})
export type CampusRequest = v.InferOutput<typeof CampusRequest>

export const StudentInformation = v.object({
  accountNumber: AccountNumber,
  cvProgram: ProgramCode,
  currentCycle: CycleCode,
  currentCycleName: v.string(),
  modality: Modality,
  campus: Campus,
  /** The campus runs Banner 9 (the newer version of the school's records system); else Banner 7. */
  isBanner9: v.boolean(),
  lastModalityRequest: v.nullable(ModalityRequest),
  /** Only with `notif=true`: null when the career has no campus request. */
  lastCampusRequest: v.optional(v.nullable(CampusRequest)),
})
export type StudentInformation = v.InferOutput<typeof StudentInformation>
