import * as v from 'valibot'
import { CareerQuery, CycleCode, type CyclesOffered } from './academic.ts'
import { IsoDate, IsoDateTime } from './common.ts'

/**
 * Ventanilla en línea (spec §2 "Online window: payments, formalities, reenrollment"): three
 * windows the campus opens and closes by dates, the formalities (trámites) a student requests and
 * their documents, and the reenrollment into the next cycle.
 *
 * Who may call: the student acts for their own accounts only; a tutor of a linked, enabled student
 * and an administrative with Lectura read. Every refusal is a 400/403/404/409 with a Spanish `message`.
 */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const Cents = v.pipe(v.number(), v.integer(), v.minValue(0))

// ——— Windows ———

export const WINDOW_KINDS = ['payments', 'formalities', 'reenrollment'] as const
export const WindowKind = v.picklist(WINDOW_KINDS)
export type WindowKind = v.InferOutput<typeof WindowKind>

/** A window is open from `opensOn` to `closesOn`, both days included, in the campus's calendar. */
export const ServiceWindow = v.object({ kind: WindowKind, opensOn: IsoDate, closesOn: IsoDate })
export type ServiceWindow = v.InferOutput<typeof ServiceWindow>

/** Why a window is closed: it has not opened yet, or it already closed. */
export type WindowState = { open: true } | { open: false; reason: 'not-yet' | 'ended' }

/** Whether a window is open on `today` (an ISO day). The one rule, for the server and the portal. */
export function windowState(window: Pick<ServiceWindow, 'opensOn' | 'closesOn'>, today: string): WindowState {
  if (today < window.opensOn) return { open: false, reason: 'not-yet' }
  if (today > window.closesOn) return { open: false, reason: 'ended' }
  return { open: true }
}

// ——— Formalities ———

/** A document the student may request, and what it costs (0: free). */
export const FormalityType = v.object({
  id: Id,
  name: v.string(),
  description: v.string(),
  priceCents: Cents,
})
export type FormalityType = v.InferOutput<typeof FormalityType>

/**
 * Where a request stands:
 * - `awaiting-payment`: a paid formality whose order (in payments) is still unpaid;
 * - `in-process`: school services is producing the document;
 * - `ready`: the PDF is in the digital file (`documentId`).
 */
export const FORMALITY_STATUSES = ['awaiting-payment', 'in-process', 'ready'] as const
export const FormalityStatus = v.picklist(FORMALITY_STATUSES)
export type FormalityStatus = v.InferOutput<typeof FormalityStatus>

export const FormalityRequest = v.object({
  id: Id,
  typeId: Id,
  name: v.string(),
  priceCents: Cents,
  status: FormalityStatus,
  requestedAt: IsoDateTime,
  readyAt: v.nullable(IsoDateTime),
  /** The payments order of a paid formality. */
  orderId: v.nullable(Id),
  /** The digital file document that holds the PDF, once ready. */
  documentId: v.nullable(Id),
})
export type FormalityRequest = v.InferOutput<typeof FormalityRequest>

/** `POST /onlinewindow/formality` (Idempotency-Key required): request one document. */
export const FormalityBody = v.strictObject({ ...CareerQuery, typeId: Id })
export type FormalityBody = v.InferOutput<typeof FormalityBody>

// ——— Reenrollment ———

/** At most this many subjects in one reenrollment. */
export const MAX_REENROLLMENT_SUBJECTS = 6

export const Reenrollment = v.object({
  id: Id,
  cycle: CycleCode,
  cycleName: v.string(),
  subjects: v.array(v.object({ code: v.string(), name: v.string(), credits: v.number() })),
  totalCents: Cents,
  /** The pending payments order the reenrollment made. */
  orderId: Id,
  createdAt: IsoDateTime,
})
export type Reenrollment = v.InferOutput<typeof Reenrollment>

/** `POST /onlinewindow/reenrollment` (Idempotency-Key required): once per cycle; a second is a 409. */
export const ReenrollmentBody = v.strictObject({
  ...CareerQuery,
  subjectCodes: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z0-9-]{2,20}$/))), v.minLength(1), v.maxLength(MAX_REENROLLMENT_SUBJECTS)),
})
export type ReenrollmentBody = v.InferOutput<typeof ReenrollmentBody>

/** Why a subject of the plan cannot be chosen. */
export type SubjectBlock = 'taken' | 'locked' | null

type PlanSubject = CyclesOffered['cycles'][number]['subjects'][number]

/**
 * The plan's rule, for the server and the portal: a subject still to take (`PENDIENTE`) or failed
 * (`REPROBADO`/`REPROBADA`) may be chosen; one whose previous subject is not approved yet
 * (`PENDIENTE_SUBJECT`) is locked; approved, being taken or dropped this cycle ones are taken.
 */
export function subjectBlock(subject: Pick<PlanSubject, 'status'>): SubjectBlock {
  switch (subject.status) {
    case 'PENDIENTE':
    case 'REPROBADO':
    case 'REPROBADA':
      return null
    case 'PENDIENTE_SUBJECT':
      return 'locked'
    default:
      return 'taken'
  }
}

// ——— The window's state for one career ———

/** `GET /onlinewindow/student`: the windows, what can be requested, and what the student did. */
export const OnlineWindow = v.object({
  /** Today in the campus's calendar, as the server counts it. */
  today: IsoDate,
  windows: v.array(ServiceWindow),
  /** The cycle a reenrollment now is for, and its fee. */
  nextCycle: v.object({ code: CycleCode, name: v.string(), feeCents: Cents }),
  reenrollment: v.nullable(Reenrollment),
  catalog: v.array(FormalityType),
  /** Newest first. */
  formalities: v.array(FormalityRequest),
})
export type OnlineWindow = v.InferOutput<typeof OnlineWindow>

export const OnlineWindowQuery = v.strictObject(CareerQuery)
