import { digitalFileEndpoints } from '../../src/contract/digital-file-endpoints.ts'
import {
  calendarOf, digitalFileView, documentsOfFile, extensionsOfDocument, extensionTypes, fileDocumentView, filesOfCareer, historyOf,
  letterOfFile,
} from '../data/digital-files.ts'
import type { FileStore } from '../data/digital-file-store.ts'
import { assertCanReadCareer } from './access.ts'
import { digitalFileWriteRoutes } from './digital-file-writes.ts'
import { LETTER_NOT_FOUND, mayCreate, readableDocument, readableFile, SERVICE } from './digital-file-access.ts'
import { notFound } from './errors.ts'
import { BinaryAnswer, type Routes } from './route.ts'

const DEFAULT_PAGE_SIZE = 20

export function digitalFileRoutes(r: Routes, store: FileStore): void {
  r.user(digitalFileEndpoints.digitalFiles, ({ db, caller, query, now }) => {
    assertCanReadCareer(db, caller, query.accountNumber, query.cvProgram, query.campusId, SERVICE)
    const calendar = calendarOf(db, now)
    return filesOfCareer(db, query.accountNumber, query.cvProgram, query.campusId).map((file) => digitalFileView(db, file, calendar))
  })

  r.user(digitalFileEndpoints.fileDocuments, ({ db, caller, query, now }) => {
    const file = readableFile(db, caller, query.assignedDigitalFileId)
    const calendar = calendarOf(db, now)
    const mayWrite = mayCreate(db, caller)
    return documentsOfFile(db, file.id).map((record) => fileDocumentView(db, record, calendar, mayWrite))
  })

  r.user(digitalFileEndpoints.fileDocument, ({ db, caller, query, now }) =>
    fileDocumentView(db, readableDocument(db, caller, query.documentDeliveredId), calendarOf(db, now), mayCreate(db, caller)))

  r.user(digitalFileEndpoints.fileHistory, ({ db, caller, query }) => historyOf(db, readableDocument(db, caller, query.documentDeliveredId).id))

  // A POST by the spec (§7), yet it only reads: the route answers the stored bytes as they were sent.
  r.user(digitalFileEndpoints.downloadDocument, async ({ db, caller, body }) => {
    const { upload } = readableDocument(db, caller, body.documentDeliveredId)
    if (!upload) throw notFound('El documento no tiene un archivo cargado')
    return new BinaryAnswer(await store.read(upload.storedName), upload.mimeType, upload.fileName)
  })

  r.user(digitalFileEndpoints.extensionTypes, ({ db, query }) => {
    const page = query.page ?? 0
    const size = query.size ?? DEFAULT_PAGE_SIZE
    const types = extensionTypes(db, (query.status ?? 'active') === 'active')
    return { content: types.slice(page * size, (page + 1) * size), page, size, totalElements: types.length }
  })

  r.user(digitalFileEndpoints.extensionDetails, ({ db, caller, query }) =>
    extensionsOfDocument(db, readableDocument(db, caller, query.documentDeliveredId).id))

  r.user(digitalFileEndpoints.commitmentLetter, ({ db, caller, query }) => {
    const letter = letterOfFile(db, readableFile(db, caller, query.assignedDigitalFileId).id)
    if (!letter) throw notFound(LETTER_NOT_FOUND)
    return letter.letter
  })

  digitalFileWriteRoutes(r, store)

  // Last: routes match in the order they are registered, and /digitalfile/student/{id} would
  // otherwise take /digitalfile/student/documents, /detail and /history for ids.
  r.user(digitalFileEndpoints.digitalFile, ({ db, caller, params, now }) =>
    digitalFileView(db, readableFile(db, caller, Number(params.id)), calendarOf(db, now)))
}
