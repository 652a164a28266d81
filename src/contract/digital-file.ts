import * as v from 'valibot'
import { AccountNumber, CampusCode, IsoDate, IsoDateTime, ProgramCode } from './common.ts'

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
/** An id as it travels in a query string or a form field. */
export const IdText = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a numeric id'), v.toNumber(), v.integer(), v.minValue(1))

/** The twelve statuses of a document of the digital file (spec §4). */
export const DOCUMENT_STATUSES = [
  'pending-upload',
  'pending-approval',
  'rejected',
  'completed',
  'near-expiry',
  'expired',
  'extension-requested',
  'extension-accepted',
  'extension-rejected',
  'pending-physical',
  'physical-delivered',
  'letter-unsigned',
] as const
export const DocumentStatus = v.picklist(DOCUMENT_STATUSES)
export type DocumentStatus = v.InferOutput<typeof DocumentStatus>

/** Status words shown with a fixed colour (spec §4); the screens never show colour alone. */
export const STATUS_WORDS = [
  'NUEVO', 'PROCESO', 'PENDIENTE', 'VENCIDO', 'COMPLETADO', 'RECHAZADO', 'PRORROGA', 'SOLICITUD', 'PRE APROBADA',
  'APROBADA', 'APROBADO', 'FISICA', 'MISSING', 'REPROBADO', 'REPROBADA', 'INSCRITA', 'INSCRITO', 'PRORROGA ACEPTADA',
] as const
export const StatusWord = v.picklist(STATUS_WORDS)
export type StatusWord = v.InferOutput<typeof StatusWord>

/** Status of a request someone on the university's side decides (spec §4). */
export const REQUEST_STATUSES = ['pending-approval', 'approved', 'rejected'] as const
export const RequestStatus = v.picklist(REQUEST_STATUSES)
export type RequestStatus = v.InferOutput<typeof RequestStatus>

/** A file the server keeps for a document: what the list and the viewer need to know of it. */
export const StoredFile = v.object({
  name: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  mimeType: v.string(),
  uploadedAt: IsoDateTime,
})
export type StoredFile = v.InferOutput<typeof StoredFile>

/**
 * A document that must also be handed in on paper: where, until when, and whether it was. Present
 * from the start on such a document; the status turns `pending-physical` once the digital file is
 * approved, and `physical-delivered` when the desk has the original.
 */
export const PhysicalDelivery = v.object({
  place: v.string(),
  until: IsoDate,
  deliveredAt: v.nullable(IsoDateTime),
})
export type PhysicalDelivery = v.InferOutput<typeof PhysicalDelivery>

/** An extension (prórroga) request of one document. */
export const ExtensionRequest = v.object({
  id: Id,
  documentDeliveredId: Id,
  typeId: Id,
  typeName: v.string(),
  days: v.pipe(v.number(), v.integer(), v.minValue(1)),
  reason: v.string(),
  letterName: v.nullable(v.string()),
  status: RequestStatus,
  requestedAt: IsoDateTime,
  decidedAt: v.nullable(IsoDateTime),
  /** The reviewer's reason when rejected. */
  decisionReason: v.nullable(v.string()),
  /** The document's new due date once accepted: `days` after the due date, or after the decision day when that date had passed. */
  newDueDate: v.nullable(IsoDate),
})
export type ExtensionRequest = v.InferOutput<typeof ExtensionRequest>

/**
 * One required document of a digital file, with what the person can do next. The commitment
 * letter is a row of its own (`letter-unsigned`, then `completed` with the signature as its file).
 */
export const FileDocument = v.object({
  documentDeliveredId: Id,
  assignedDigitalFileId: Id,
  name: v.string(),
  description: v.string(),
  status: DocumentStatus,
  statusWord: StatusWord,
  /** Extensions (lower case, no dot) this document takes, checked against the file's content. */
  allowedExtensions: v.array(v.string()),
  maxSizeMb: v.pipe(v.number(), v.minValue(0.1)),
  /** Deadline to upload (an accepted extension's date when there is one); null when the document has none (the letter). */
  dueDate: v.nullable(IsoDate),
  file: v.nullable(StoredFile),
  /** Why the reviewer rejected the last upload (null once a newer file is sent). */
  rejectionReason: v.nullable(v.string()),
  physical: v.nullable(PhysicalDelivery),
  /** The latest extension request, if any. */
  extension: v.nullable(ExtensionRequest),
  /** This caller may send a file now: the document's state allows it and the role has the service's `Crear`. */
  canUpload: v.boolean(),
  /** Likewise for an extension request (allowed past the due date too). */
  canRequestExtension: v.boolean(),
})
export type FileDocument = v.InferOutput<typeof FileDocument>

/** A digital file assigned to a student's career (e.g. the admission file). */
export const DigitalFile = v.object({
  id: Id,
  accountNumber: AccountNumber,
  cvProgram: ProgramCode,
  campusCode: CampusCode,
  name: v.string(),
  statusWord: StatusWord,
  totalDocuments: v.pipe(v.number(), v.integer(), v.minValue(0)),
  completedDocuments: v.pipe(v.number(), v.integer(), v.minValue(0)),
  assignedAt: IsoDateTime,
  /** Days before a due date from which a document counts as about to expire (parameter EXPPROXVEN). */
  nearExpiryDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type DigitalFile = v.InferOutput<typeof DigitalFile>

export const HISTORY_EVENTS = [
  'assigned', 'uploaded', 'approved', 'rejected', 'extension-requested', 'extension-accepted', 'extension-rejected',
  'physical-delivered', 'letter-signed',
] as const
export const HistoryEvent = v.picklist(HISTORY_EVENTS)
export type HistoryEvent = v.InferOutput<typeof HistoryEvent>

/** One step in the life of a document: who did what and when. */
export const HistoryEntry = v.object({
  id: Id,
  at: IsoDateTime,
  event: HistoryEvent,
  /** Who acted, as the screen shows it (the student, a tutor, "Revisión de documentos"). */
  by: v.string(),
  fileName: v.nullable(v.string()),
  reason: v.nullable(v.string()),
})
export type HistoryEntry = v.InferOutput<typeof HistoryEntry>

/** Kinds of extension a student may ask for (`/catalogs/typefile/prorogation`). */
export const ExtensionType = v.object({
  id: Id,
  name: v.string(),
  days: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Whether a supporting letter must be uploaded first. */
  requiresLetter: v.boolean(),
  active: v.boolean(),
})
export type ExtensionType = v.InferOutput<typeof ExtensionType>

export const DocumentQuery = v.strictObject({ documentDeliveredId: IdText })
export const FileQuery = v.strictObject({ assignedDigitalFileId: IdText })

/** Multipart fields of an upload besides the file itself (field `file`, exactly one, checked against the document's rules). */
export const UploadFields = v.strictObject({ documentDeliveredId: IdText })

/** Multipart fields of an extension's supporting letter (field `file`: pdf, jpg, jpeg or png by content, at most PROSIZEFILE MB). */
export const LetterFields = v.strictObject({ documentDeliveredId: IdText })
export const LetterSaved = v.object({ letterId: Id, name: v.string() })

export const ExtensionBody = v.strictObject({
  documentDeliveredId: Id,
  typeId: Id,
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(250)),
  letterId: v.nullable(Id),
})

export const DownloadBody = v.strictObject({ documentDeliveredId: Id })

/** The return-of-documents (commitment) letter of a digital file. */
export const COMMITMENT_LETTER_STATUSES = ['unsigned', 'signed', 'rejected'] as const
export const CommitmentLetter = v.object({
  id: Id,
  assignedDigitalFileId: Id,
  title: v.string(),
  paragraphs: v.array(v.string()),
  /** The documents the university commits to give back. */
  documents: v.array(v.string()),
  status: v.picklist(COMMITMENT_LETTER_STATUSES),
  signedAt: v.nullable(IsoDateTime),
  /** Why the student turned it down (status `rejected`). */
  rejectionReason: v.nullable(v.string()),
})
export type CommitmentLetter = v.InferOutput<typeof CommitmentLetter>

export const SignLetterBody = v.strictObject({
  letterId: Id,
  /** The drawn signature as a PNG data URL. */
  signature: v.pipe(v.string(), v.startsWith('data:image/png;base64,'), v.maxLength(700_000)),
  accepted: v.literal(true),
})

// ——— Previews in the external document viewer (spec §3 "Temporary document upload payload", §7) ———

/** What the document-viewer service opens; the content must match the extension by its magic bytes. */
export const PREVIEW_EXTENSIONS = ['doc', 'docx', 'ppt', 'pptx', 'odt', 'odp', 'xls', 'xlsx', 'pdf'] as const
export const PreviewExtension = v.picklist(PREVIEW_EXTENSIONS)
export type PreviewExtension = v.InferOutput<typeof PreviewExtension>

/** The largest file a temporary preview takes: a document's default limit (5 MB). */
export const PREVIEW_MAX_BYTES = 5 * 1024 * 1024
const PREVIEW_MAX_BASE64 = Math.ceil(PREVIEW_MAX_BYTES / 3) * 4

/** `document` of a temporary file (the person's own, not yet uploaded); otherwise a documentDeliveredId as text. */
export const TEMPORARY_DOCUMENT = 'Temporal'
const DocumentRef = v.union([v.literal(TEMPORARY_DOCUMENT), v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'must be Temporal or a numeric id'))])

/**
 * Asks for a preview ticket (spec §3; the field names are the upstream API's, `extention` too).
 * - `document` = `Temporal`: `base64` holds the file (plain base64, no `data:` prefix, at most
 *   5 MB once decoded); `name` is its name with the extension `extention`. The caller must be
 *   able to read the account `credential`. The server keeps the file for 10 minutes.
 * - `document` = a documentDeliveredId: the document's stored file, which the caller must be able
 *   to read; `base64` is empty (nothing is sent again), `extention` is the stored file's, and
 *   `credential` the document's account. `name` is ignored: the answer names the stored file.
 * `sharePointId` and `libraryName` are sent as null: the server picks where the file lives. The
 * call is online only and is sent without an Idempotency-Key, which would keep the answer, ticket
 * included, for replays.
 */
export const PreviewBody = v.strictObject({
  base64: v.pipe(
    v.string(),
    v.maxLength(PREVIEW_MAX_BASE64, 'the file must not exceed 5 MB'),
    v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be plain base64'),
    v.check((text) => text.length % 4 === 0, 'must be plain base64'),
  ),
  extention: PreviewExtension,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(250)),
  credential: AccountNumber,
  document: DocumentRef,
  sharePointId: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  libraryName: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  visor: v.literal(true),
})
export type PreviewBody = v.InferOutput<typeof PreviewBody>

/**
 * The viewer document reference. `visorToken` is a ticket for this one file, bound to the account,
 * good until `expiresAt` (10 minutes): it goes in the visor URL's `access_token`, never the
 * person's own access token, since that URL is handed to a third party.
 */
export const ViewerDocument = v.object({
  serverRelativeUrl: v.string(),
  sharePointId: v.string(),
  libraryName: v.string(),
  name: v.string(),
  visorToken: v.string(),
  expiresAt: IsoDateTime,
})
export type ViewerDocument = v.InferOutput<typeof ViewerDocument>

/** Ends a preview at once: `route` is its `serverRelativeUrl`, `sharepointId` its `sharePointId` (upstream spelling). */
export const DeletePreviewBody = v.strictObject({
  route: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  sharepointId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
})

/**
 * The visor URL's query (spec §7 "Build the viewer URL"), answered without an Authorization header
 * because the viewer service fetches it: `access_token` = the preview's `visorToken`, `credential`
 * = its account, `document` as sent to the preview call, `documentDeliveredId` only for a stored
 * document (the same id), `libraryName` and `name` as the preview answered, `visor` = `true`.
 * Any of them that disagrees with the ticket is refused.
 */
export const VisorQuery = v.strictObject({
  access_token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  credential: AccountNumber,
  document: DocumentRef,
  documentDeliveredId: v.optional(IdText),
  libraryName: v.optional(v.pipe(v.string(), v.maxLength(100))),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(250)),
  visor: v.literal('true'),
})
