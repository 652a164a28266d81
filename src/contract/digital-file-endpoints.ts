import * as v from 'valibot'
import { CareerQuery } from './academic.ts'
import {
  CommitmentLetter, DeletePreviewBody, DigitalFile, DocumentQuery, DownloadBody, ExtensionBody, ExtensionRequest, ExtensionType,
  FileDocument, FileQuery, HistoryEntry, LetterFields, LetterSaved, PreviewBody, SignLetterBody, UploadFields, ViewerDocument, VisorQuery,
} from './digital-file.ts'
import { endpoint, Id, Page } from './endpoints.ts'

/**
 * The digital file's calls (spec §7 "Digital file") and the external document viewer's, apart
 * from `endpoints` so their schemas load with the screens that use them, not with every start.
 */
export const digitalFileEndpoints = {
  digitalFiles: endpoint({ method: 'GET', path: '/digitalfile/student/all', query: v.strictObject(CareerQuery), response: v.array(DigitalFile) }),
  digitalFile: endpoint({ method: 'GET', path: '/digitalfile/student/{id}', params: Id, response: DigitalFile }),
  fileDocuments: endpoint({ method: 'GET', path: '/digitalfile/student/documents', query: FileQuery, response: v.array(FileDocument) }),
  fileDocument: endpoint({ method: 'GET', path: '/digitalfile/student/detail', query: DocumentQuery, response: FileDocument }),
  fileHistory: endpoint({ method: 'GET', path: '/digitalfile/student/history', query: DocumentQuery, response: v.array(HistoryEntry) }),
  uploadDocument: endpoint({
    method: 'POST',
    path: '/digitalfile/assignment/upload',
    body: UploadFields,
    files: ['file'],
    response: FileDocument,
  }),
  downloadDocument: endpoint({ method: 'POST', path: '/digitalfile/assignment/download', body: DownloadBody, response: v.unknown(), binary: true }),
  // `status` defaults to `active`; `all` adds the types no longer offered.
  extensionTypes: endpoint({
    method: 'GET',
    path: '/catalogs/typefile/prorogation',
    query: v.strictObject({ ...Page, status: v.optional(v.picklist(['active', 'all'])) }),
    response: v.object({ content: v.array(ExtensionType), page: v.number(), size: v.number(), totalElements: v.number() }),
  }),
  extensionLetter: endpoint({
    method: 'POST',
    path: '/digitalfile/document/letterprorogation',
    body: LetterFields,
    files: ['file'],
    response: LetterSaved,
  }),
  requestExtension: endpoint({ method: 'POST', path: '/digitalfile/extension/insert', body: ExtensionBody, response: ExtensionRequest }),
  extensionDetails: endpoint({ method: 'GET', path: '/digitalfile/extension/details', query: DocumentQuery, response: v.array(ExtensionRequest) }),
  commitmentLetter: endpoint({ method: 'GET', path: '/digitalfile/letter', query: FileQuery, response: CommitmentLetter }),
  signCommitmentLetter: endpoint({ method: 'POST', path: '/digitalfile/letter/sign', body: SignLetterBody, response: CommitmentLetter }),
  // The external document viewer (spec §3, §7): a ticket for one file, the file by that ticket, the ticket's end.
  uploadPreview: endpoint({ method: 'POST', path: '/digitalfile/document/preview', body: PreviewBody, response: ViewerDocument }),
  deletePreview: endpoint({
    method: 'DELETE',
    path: '/digitalfile/document/preview',
    body: DeletePreviewBody,
    response: v.object({ deleted: v.literal(true) }),
  }),
  previewVisor: endpoint({ method: 'GET', path: '/digitalfile/assignment/visor', query: VisorQuery, response: v.unknown(), binary: true, public: true }),
} as const
