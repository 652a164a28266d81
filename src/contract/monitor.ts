import * as v from 'valibot'
import { AccountNumber, IsoDateTime } from './common.ts'
import { IdText } from './digital-file.ts'

/**
 * The help center (Centro de ayuda): support tickets with their evidence and conversation, served
 * by the monitor API under `config.json`'s `monitorBase` (spec §7 "Tickets"), not under `apiBase`.
 * Every refusal is a 400 (or 401/403/404) with a Spanish `message`.
 *
 * States of a ticket (spec §4) and who moves them:
 * - `open`: sent; the desk is working on it. The desk may answer (stays `open`), ask for a
 *   clarification (→ `clarification-requested`) or propose a resolution (→ `resolution-proposed`).
 * - `clarification-requested`: the student may add evidence (`/op/file/upload`, within the form's
 *   limit) and then answers with `/op/clarification` (→ `open`).
 * - `resolution-proposed`: the student accepts (`/op/resolution`, → `closed`) or rejects it with a
 *   reason (→ `open`, back to the desk). The desk may still ask for a clarification.
 * - `closed`: final. Nothing is added to it and it is never reopened.
 * Messages may be sent in every state but `closed`. A sent ticket is never edited.
 */
export const TICKET_STATUSES = ['open', 'clarification-requested', 'resolution-proposed', 'closed'] as const
export const TicketStatus = v.picklist(TICKET_STATUSES)
export type TicketStatus = v.InferOutput<typeof TicketStatus>

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** One entry of a dependent catalog (area, issue type, classification, subclassification, reason, a catalog field's option). */
export const CatalogEntry = v.object({ id: Id, name: v.string() })
export type CatalogEntry = v.InferOutput<typeof CatalogEntry>

/** A checkbox of a form (spec §3 "two checkboxes"); a required one must be ticked to send. */
export const FormCheckbox = v.object({ label: v.string(), required: v.boolean() })

/**
 * What the ticket form asks for a given reason. `subjectRequest`: the form asks for the subject, its
 * code, the group code and the teacher (all required). Each extra field is null when the form does
 * not have it; when present it is required. `maxEvidence` is spec §5's limit (5 or 2 documents).
 */
export const TicketForm = v.object({
  subjectRequest: v.boolean(),
  /** `money`: the number is an amount of pesos, shown in the money format. */
  numericField: v.nullable(v.object({ label: v.string(), min: v.number(), max: v.number(), money: v.boolean() })),
  /** A catalog field: its options come with it (the "activity" catalog of `/cnf/activity?level=activities`). */
  catalogField: v.nullable(v.object({ label: v.string(), catalogId: Id, options: v.array(CatalogEntry) })),
  textField: v.nullable(v.object({ label: v.string(), maxLength: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  firstCheckbox: v.nullable(FormCheckbox),
  secondCheckbox: v.nullable(FormCheckbox),
  maxEvidence: v.picklist([2, 5]),
})
export type TicketForm = v.InferOutput<typeof TicketForm>

export const Reason = v.object({ id: Id, name: v.string(), form: TicketForm })
export const Subclassification = v.object({ id: Id, name: v.string(), reasons: v.array(Reason) })
export const Classification = v.object({ id: Id, name: v.string(), subclassifications: v.array(Subclassification) })
export const IssueType = v.object({ id: Id, name: v.string(), classifications: v.array(Classification) })
export const Area = v.object({ id: Id, name: v.string(), issueTypes: v.array(IssueType) })
export type Area = v.InferOutput<typeof Area>

/** What a file must be to go in (evidence or a chat attachment): checked by content on the server too. */
export const FileRule = v.object({
  /** Lower case, no dot; the content must match by its magic bytes. */
  allowedExtensions: v.array(v.string()),
  maxSizeMb: v.pipe(v.number(), v.minValue(0.1)),
})

/** `GET /cnf`: the help desk as this account sees it. */
export const DeskConfig = v.object({
  accountNumber: AccountNumber,
  areas: v.array(Area),
  evidence: FileRule,
  /** A chat attachment; `maxSizeMb` is the parameter MAXFILECHAT. */
  chatFile: FileRule,
  /** This caller may open tickets, write and add evidence (the service's `Crear`): false for Tutor and Administrativo. */
  canCreate: v.boolean(),
})
export type DeskConfig = v.InferOutput<typeof DeskConfig>

/** Levels of `/cnf/activity`: each but `areas` and `activities` needs the parent's id. */
export const CATALOG_LEVELS = ['areas', 'issue-types', 'classifications', 'subclassifications', 'reasons', 'activities'] as const
export const CatalogLevel = v.picklist(CATALOG_LEVELS)

/**
 * `GET /cnf/activity?level=&parentId=`: one level of the dependent catalogs, so a form can load
 * level by level: `issue-types` of an area, `classifications` of an issue type, `subclassifications`
 * of a classification, `reasons` of a subclassification (each reason with its `form`), and
 * `activities` = the options of a form's catalog field (`parentId` = its `catalogId`).
 */
export const CatalogQuery = v.strictObject({
  level: v.picklist(CATALOG_LEVELS, 'el nivel debe ser areas, issue-types, classifications, subclassifications, reasons o activities'),
  parentId: v.optional(IdText),
})
export const CatalogPage = v.object({
  level: CatalogLevel,
  parentId: v.nullable(Id),
  options: v.array(v.object({ id: Id, name: v.string(), form: v.nullable(TicketForm) })),
})
export type CatalogPage = v.InferOutput<typeof CatalogPage>

export const AccountQuery = v.strictObject({ accountNumber: AccountNumber })
export const TicketQuery = v.strictObject({ ticketId: IdText })

/** Where a stored file is downloaded: a path under `monitorBase` (add origin and portal as on any call). */
export const downloadPath = (fileId: number) => `/op/file/download?fileId=${fileId}`

export const MonitorFile = v.object({
  id: Id,
  name: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  mimeType: v.string(),
  uploadedAt: IsoDateTime,
  /** `GET {monitorBase}{downloadPath}` answers the bytes (`GET /op/file/download?fileId=`). */
  downloadPath: v.string(),
})
export type MonitorFile = v.InferOutput<typeof MonitorFile>

/** A piece of evidence: sent with the ticket, or added while the desk asked for a clarification. */
export const Evidence = v.object({ ...MonitorFile.entries, stage: v.picklist(['submitted', 'clarification']) })

export const SubjectData = v.object({ subject: v.string(), subjectCode: v.string(), groupCode: v.string(), teacher: v.string() })

/** `GET /op?ticketId=`: one ticket with every field it was sent with. */
export const Ticket = v.object({
  id: Id,
  /** What people quote: `MON-` and six digits of the id. */
  folio: v.pipe(v.string(), v.regex(/^MON-\d{6,}$/)),
  accountNumber: AccountNumber,
  status: TicketStatus,
  area: CatalogEntry,
  issueType: CatalogEntry,
  classification: CatalogEntry,
  subclassification: CatalogEntry,
  reason: CatalogEntry,
  description: v.string(),
  /** Null unless the reason's form is a subject request. */
  subject: v.nullable(SubjectData),
  numericValue: v.nullable(v.number()),
  catalogValue: v.nullable(CatalogEntry),
  textValue: v.nullable(v.string()),
  /** The form the reason opened: its fields' own labels name the values above. */
  form: TicketForm,
  firstCheck: v.boolean(),
  secondCheck: v.boolean(),
  evidence: v.array(Evidence),
  maxEvidence: v.picklist([2, 5]),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  closedAt: v.nullable(IsoDateTime),
  /** The desk's pending proposal (status `resolution-proposed`), else null. */
  resolution: v.nullable(v.object({ text: v.string(), proposedAt: IsoDateTime })),
  /** The desk's pending question (status `clarification-requested`), else null. */
  clarification: v.nullable(v.object({ question: v.string(), requestedAt: IsoDateTime })),
  /** What this caller may do now (state and the service's `Crear`). */
  canMessage: v.boolean(),
  canAnswerClarification: v.boolean(),
  canDecideResolution: v.boolean(),
})
export type Ticket = v.InferOutput<typeof Ticket>

export const AUTHORS = ['student', 'desk'] as const
export const Author = v.picklist(AUTHORS)

/** `GET /op/tickets?accountNumber=`: the account's tickets, open and closed, newest first. */
export const TicketSummary = v.object({
  id: Id,
  folio: v.string(),
  status: TicketStatus,
  area: CatalogEntry,
  reason: CatalogEntry,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  closedAt: v.nullable(IsoDateTime),
  /** The last message in conversation order; null before anyone wrote. */
  lastMessage: v.nullable(v.object({ author: Author, text: v.string(), at: IsoDateTime, hasAttachment: v.boolean() })),
  /** Desk messages the student has not marked read. */
  unreadDeskMessages: Count,
})
export type TicketSummary = v.InferOutput<typeof TicketSummary>

export const TRACKING_EVENTS = [
  'created', 'assigned', 'answered', 'clarification-requested', 'clarification-answered', 'evidence-added',
  'resolution-proposed', 'resolution-rejected', 'closed',
] as const
export const TrackingEvent = v.picklist(TRACKING_EVENTS)
export type TrackingEvent = v.InferOutput<typeof TrackingEvent>

/** `GET /op/tracking?ticketId=`: the ticket's steps, oldest first. */
export const Tracking = v.object({
  ticketId: Id,
  folio: v.string(),
  status: TicketStatus,
  steps: v.array(v.object({
    event: TrackingEvent,
    at: IsoDateTime,
    /** Who acted as the screen shows it: the student's name or "Centro de ayuda". */
    by: v.string(),
    /** The reason of a rejection, the clarification's question, the proposal … */
    note: v.nullable(v.string()),
  })),
})
export type Tracking = v.InferOutput<typeof Tracking>

/**
 * One message of a conversation. Order: sort by `orderKey` (plain string comparison). For a
 * student message the key is its `clientCreatedAt` then `clientSequence`, so messages written
 * offline and sent later keep the place they were written in; for the desk's, the time the server
 * wrote them. `read`: a desk message was marked read by the student, a student message was read by
 * the desk.
 */
export const Message = v.object({
  id: Id,
  ticketId: Id,
  author: Author,
  authorName: v.string(),
  /** Empty for a message that is only an attachment. */
  text: v.string(),
  attachment: v.nullable(MonitorFile),
  /** When the server received it. */
  sentAt: IsoDateTime,
  clientCreatedAt: v.nullable(IsoDateTime),
  clientSequence: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  read: v.boolean(),
  orderKey: v.string(),
})
export type Message = v.InferOutput<typeof Message>

/**
 * `GET /messages?ticketId=&after=`: without `after`, the whole conversation; with the `cursor` of
 * an earlier answer, only what arrived or changed since (a new message, a read mark), so polling
 * an open conversation costs one indexed query. Merge by `id`, order by `orderKey`. `status` tells
 * a polling screen that the desk proposed a resolution or the ticket closed.
 */
export const MessagesQuery = v.strictObject({
  ticketId: IdText,
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'el cursor debe ser el de una respuesta anterior'))),
})
export const Conversation = v.object({
  ticketId: Id,
  status: TicketStatus,
  messages: v.array(Message),
  cursor: v.pipe(v.string(), v.regex(/^\d+$/)),
})
export type Conversation = v.InferOutput<typeof Conversation>

const Text = (max: number, what: string) =>
  v.pipe(v.string(`${what} debe ser texto`), v.trim(), v.minLength(1, `${what} no puede quedar vacío`), v.maxLength(max, `${what} no debe pasar de ${max} caracteres`))
/** A client time: ISO 8601 with its zone, as `new Date().toISOString()` writes it. */
const ClientTime = v.pipe(v.string('clientCreatedAt debe ser una fecha ISO'), v.isoTimestamp('clientCreatedAt debe ser una fecha ISO con zona'))
const Sequence = v.pipe(v.number('clientSequence debe ser un número'), v.integer('clientSequence debe ser entero'), v.minValue(0, 'clientSequence no puede ser negativo'), v.maxValue(1_000_000_000, 'clientSequence es demasiado grande'))
const SequenceText = v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'clientSequence debe ser un entero'), v.toNumber(), Sequence)

export const MESSAGE_MAX = 2000

/** `POST /messages` (JSON). Sent with an `Idempotency-Key`: a replay answers the first message. */
export const MessageBody = v.strictObject({
  ticketId: Id,
  text: Text(MESSAGE_MAX, 'El mensaje'),
  clientCreatedAt: ClientTime,
  clientSequence: Sequence,
})

/** `POST /message/uploadfile` (multipart): these fields, and the file in field `file` (at most MAXFILECHAT MB). */
export const MessageFileFields = v.strictObject({
  ticketId: IdText,
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MESSAGE_MAX, `El mensaje no debe pasar de ${MESSAGE_MAX} caracteres`))),
  clientCreatedAt: ClientTime,
  clientSequence: SequenceText,
})

/** How many messages one `PATCH /messages` marks at most: a longer conversation is marked in parts. */
export const MARK_READ_MAX = 200

/** `PATCH /messages`: marks desk messages of one ticket read. */
export const ReadBody = v.strictObject({
  ticketId: Id,
  messageIds: v.pipe(
    v.array(Id),
    v.minLength(1, 'Indica al menos un mensaje'),
    v.maxLength(MARK_READ_MAX, `Se marcan a lo más ${MARK_READ_MAX} mensajes por vez`),
  ),
})
export const ReadAnswer = v.object({ ticketId: Id, marked: Count })

/** Evidence fields of `POST /op`: each optional, one file each; how many a form takes is its `maxEvidence`. */
export const EVIDENCE_FIELDS = ['evidence1', 'evidence2', 'evidence3', 'evidence4', 'evidence5'] as const

const OptionalText = (max: number, what: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${what} no debe pasar de ${max} caracteres`)))
const Flag = v.optional(v.picklist(['true', 'false'], 'una casilla vale true o false'))

/**
 * `POST /op` (multipart): opens and sends a ticket. Catalog ids must form one path of the
 * dependent catalogs. The reason's form decides which other fields are required (and the others
 * must be absent or empty): `subject`, `subjectCode`, `groupCode`, `teacher` for a subject request,
 * `numericValue`, `catalogValueId`, `textValue` when the form has them, `firstCheck`/`secondCheck`
 * = `true` when the form's checkbox is required. Evidence in `evidence1` … `evidence5`, at most
 * the form's `maxEvidence`, each by the evidence rule of `/cnf`, names unique.
 */
export const TicketFields = v.strictObject({
  accountNumber: AccountNumber,
  areaId: IdText,
  issueTypeId: IdText,
  classificationId: IdText,
  subclassificationId: IdText,
  reasonId: IdText,
  description: v.pipe(
    v.string(), v.trim(), v.minLength(10, 'La descripción debe tener al menos 10 caracteres'),
    v.maxLength(1000, 'La descripción no debe pasar de 1000 caracteres'),
  ),
  subject: OptionalText(120, 'La materia'),
  subjectCode: OptionalText(20, 'La clave de la materia'),
  groupCode: OptionalText(20, 'La clave del grupo'),
  teacher: OptionalText(120, 'El nombre del profesor'),
  numericValue: v.optional(v.pipe(v.string(), v.regex(/^(\d{1,9}(\.\d{1,2})?)?$/, 'el valor numérico debe ser un número'))),
  catalogValueId: v.optional(v.union([v.literal(''), IdText])),
  textValue: OptionalText(250, 'El texto'),
  firstCheck: Flag,
  secondCheck: Flag,
})

/** `POST /op/file/upload` (multipart): one piece of evidence in field `file`, during a clarification only. */
export const EvidenceFields = v.strictObject({ ticketId: IdText })

/** `GET /op/file/download?fileId=`: a piece of evidence or a chat attachment (binary). */
export const MonitorFileQuery = v.strictObject({ fileId: IdText })

/** `POST /op/resolution`: accept the proposal (the ticket closes) or reject it with a reason (back to the desk). */
export const ResolutionBody = v.variant('decision', [
  v.strictObject({ ticketId: Id, decision: v.literal('accept') }),
  v.strictObject({ ticketId: Id, decision: v.literal('reject'), reason: Text(500, 'El motivo del rechazo') }),
], 'decision debe ser accept o reject (con reason)')

/** `POST /op/clarification`: the student's answer to the desk's question; the ticket goes back to `open`. */
export const ClarificationBody = v.strictObject({ ticketId: Id, text: Text(MESSAGE_MAX, 'La aclaración') })

/** The folio of a ticket id. */
export const folioOf = (id: number) => `MON-${String(id).padStart(6, '0')}`
