import type * as v from 'valibot'
import type { Portal } from '../../src/contract/common.ts'
import { PREVIEW_EXTENSIONS, PREVIEW_MAX_BYTES, TEMPORARY_DOCUMENT, type PreviewBody, type VisorQuery } from '../../src/contract/digital-file.ts'
import { digitalFileEndpoints } from '../../src/contract/digital-file-endpoints.ts'
import type { Db } from '../db/sql.ts'
import type { FileStore } from '../data/digital-file-store.ts'
import { createPreview, markPreviewDeleted, previewById, previewByToken, type PreviewRecord } from '../data/viewer-previews.ts'
import { assertCanReadAccount } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { readableDocument, SERVICE } from './digital-file-access.ts'
import { badRequest, forbidden, HttpError, notFound, unauthorized } from './errors.ts'
import type { UploadedFile } from './request-parts.ts'
import { BinaryAnswer, type Routes } from './route.ts'
import { acceptedFile, sanitizedFileName } from './upload-rules.ts'

export interface PreviewStores {
  /** The digital file's documents. */
  files: FileStore
  /** Temporary files sent only to be previewed. */
  previews: FileStore
}

const MB = 1024 * 1024
const PREVIEW_RULES = { allowedExtensions: PREVIEW_EXTENSIONS, maxSizeMb: PREVIEW_MAX_BYTES / MB }
// Base64 makes 4 characters of every 3 bytes; the rest of the body is a few short fields.
const PREVIEW_JSON_LIMIT = Math.ceil(PREVIEW_MAX_BYTES / 3) * 4 + 64 * 1024
const FILE_FIELD = 'file'

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase()

interface Ticket {
  accountNumber: string
  documentId: number | null
  storedName: string
  fileName: string
  mimeType: string
}

/** A file the person sent only to see it: checked by content and size like an upload, kept apart. */
function temporaryFile(db: Db, caller: KnownCaller, body: PreviewBody, file: UploadedFile | undefined, stores: PreviewStores, onRollback: (undo: () => void) => void): Ticket {
  assertCanReadAccount(db, caller, body.credential, SERVICE)
  if (!file) throw badRequest('Falta el contenido del archivo')
  if (sanitizedFileName(body.name).extension !== body.extention) throw badRequest(`El nombre del archivo debe terminar en .${body.extention}`)
  const accepted = acceptedFile(file, PREVIEW_RULES)
  const storedName = stores.previews.save(file.bytes, accepted.extension)
  onRollback(() => stores.previews.remove(storedName))
  return { accountNumber: body.credential, documentId: null, storedName, fileName: accepted.name, mimeType: accepted.mimeType }
}

/** A document's stored file, for whoever may read the document; nothing is sent again. */
function storedFile(db: Db, caller: KnownCaller, body: PreviewBody): Ticket {
  if (body.base64 !== '') throw badRequest('Un documento guardado se abre sin volver a enviar su contenido')
  const record = readableDocument(db, caller, Number(body.document))
  if (record.accountNumber !== body.credential) throw badRequest('El documento no es de la cuenta indicada')
  const { upload } = record
  if (!upload) throw notFound('El documento no tiene un archivo cargado')
  const extension = extensionOf(upload.fileName)
  if (!(PREVIEW_EXTENSIONS as readonly string[]).includes(extension)) throw badRequest('Este archivo no se abre en el visor de documentos')
  if (extension !== body.extention) throw badRequest(`El archivo guardado es .${extension}, no .${body.extention}`)
  return { accountNumber: record.accountNumber, documentId: record.id, storedName: upload.storedName, fileName: upload.fileName, mimeType: upload.mimeType }
}

/** Every value of the visor URL must be the ticket's own: a link cannot be pointed at anything else. */
function matchesTicket(preview: PreviewRecord, query: v.InferOutput<typeof VisorQuery>, portal: Portal): boolean {
  const document = preview.documentId === null ? TEMPORARY_DOCUMENT : String(preview.documentId)
  return preview.portal === portal
    && preview.accountNumber === query.credential
    && document === query.document
    && (preview.documentId ?? undefined) === query.documentDeliveredId
    && (query.libraryName === undefined || query.libraryName === preview.libraryName)
    && preview.fileName === query.name
}

async function readIfPresent(store: FileStore, name: string): Promise<Buffer | null> {
  try {
    return await store.read(name)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/**
 * Previews in the external document viewer (spec §3, §7): a ticket for one file, the file by that
 * ticket for the viewer service (no sign-in: it is not the person's browser that asks), and the
 * ticket's end. Reading follows the digital file's account rule.
 */
export function previewRoutes(r: Routes, stores: PreviewStores): void {
  r.user(digitalFileEndpoints.uploadPreview, ({ db, caller, body, files, now, onRollback }) => {
    const ticket = body.document === TEMPORARY_DOCUMENT
      ? temporaryFile(db, caller, body, files.get(FILE_FIELD), stores, onRollback)
      : storedFile(db, caller, body)
    return createPreview(db, { ...ticket, portal: caller.portal, createdBy: caller.user.id, now })
  }, {
    jsonLimit: PREVIEW_JSON_LIMIT,
    base64File: (body) => (body.document === TEMPORARY_DOCUMENT ? { field: FILE_FIELD, name: body.name, base64: body.base64 } : null),
  })

  r.user(digitalFileEndpoints.deletePreview, ({ db, caller, body, now }) => {
    const preview = previewById(db, body.sharepointId)
    if (!preview || preview.serverRelativeUrl !== body.route) throw notFound('La vista previa no existe')
    if (preview.createdBy !== caller.user.id) throw forbidden('Solo quien abrió la vista previa puede cerrarla')
    if (preview.deletedAt === null) {
      markPreviewDeleted(db, preview.id, now)
      // A stored document's file stays: only the ticket ends. Should the commit fail, the ticket
      // stays open without its file, and the visor answers 404 all the same.
      if (preview.documentId === null) stores.previews.remove(preview.storedName)
    }
    return { deleted: true as const }
  })

  r.open(digitalFileEndpoints.previewVisor, async ({ db, query, portal, now }) => {
    const preview = previewByToken(db, query.access_token)
    if (!preview) throw unauthorized('El enlace de la vista previa no es válido')
    if (!matchesTicket(preview, query, portal)) throw forbidden('El enlace de la vista previa no corresponde a este documento')
    if (preview.deletedAt !== null) throw notFound('La vista previa ya se cerró')
    if (Date.parse(preview.expiresAt) <= now.getTime()) throw new HttpError(410, 'La vista previa venció; ábrela de nuevo desde el portal')
    const bytes = await readIfPresent(preview.documentId === null ? stores.previews : stores.files, preview.storedName)
    if (!bytes) throw notFound('El archivo de la vista previa ya no existe')
    return new BinaryAnswer(bytes, preview.mimeType, preview.fileName)
  })
}
