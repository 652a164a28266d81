import type { FileDocument } from '@/contract/digital-file'
import { endpoints } from '@/contract/endpoints'
import { digitalFileEndpoints } from '@/contract/digital-file-endpoints'
import type { SelectedStudent } from '@/contract/user'
import { request, requestBlob, requestWithAge, urlFor } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'

export function fetchDigitalFiles(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(digitalFileEndpoints.digitalFiles, { query: careerQuery(student), signal })
}

export function fetchFileDocuments(fileId: number, signal?: AbortSignal) {
  return requestWithAge(digitalFileEndpoints.fileDocuments, { query: { assignedDigitalFileId: String(fileId) }, signal })
}

export function fetchDigitalFile(fileId: number, signal?: AbortSignal) {
  return requestWithAge(digitalFileEndpoints.digitalFile, { params: { id: String(fileId) }, signal })
}

export function fetchFileDocument(documentId: number, signal?: AbortSignal) {
  return requestWithAge(digitalFileEndpoints.fileDocument, { query: { documentDeliveredId: String(documentId) }, signal })
}

export function fetchFileHistory(documentId: number, signal?: AbortSignal) {
  return requestWithAge(digitalFileEndpoints.fileHistory, { query: { documentDeliveredId: String(documentId) }, signal })
}

export function fetchExtensionTypes(signal?: AbortSignal) {
  return request(digitalFileEndpoints.extensionTypes, { query: { page: '0', size: '50', status: 'active' }, signal })
}

export function fetchExtensionDetails(documentId: number, signal?: AbortSignal) {
  return request(digitalFileEndpoints.extensionDetails, { query: { documentDeliveredId: String(documentId) }, signal })
}

/** A number the university configures (spec §7 parameters), e.g. PROSIZEFILE in MB. */
export async function fetchParameterNumber(code: 'PROSIZEFILE' | 'EXPPROXVEN' | 'MAXFILECHAT', signal?: AbortSignal) {
  const parameter = await request(endpoints.parameter, { params: { code }, signal })
  const value = Number(parameter.value)
  return Number.isFinite(value) && value > 0 ? value : undefined
}

export function fetchCommitmentLetter(fileId: number, signal?: AbortSignal) {
  return request(digitalFileEndpoints.commitmentLetter, { query: { assignedDigitalFileId: String(fileId) }, signal })
}

/** The stored file of a document, as the server keeps it. */
export function downloadDocumentFile(document: FileDocument) {
  return requestBlob(digitalFileEndpoints.downloadDocument, { body: { documentDeliveredId: document.documentDeliveredId } })
}

/** What the outbox sends later to upload one document's file (spec §7). */
export function uploadRequest(document: FileDocument) {
  return {
    method: 'POST' as const,
    url: urlFor(digitalFileEndpoints.uploadDocument, {}),
    body: { documentDeliveredId: String(document.documentDeliveredId) },
  }
}

/** An extension's supporting letter goes first; its id then goes with the request. */
export function uploadExtensionLetter(documentId: number, file: Blob, name: string) {
  const form = new FormData()
  form.set('documentDeliveredId', String(documentId))
  form.append('file', file, name)
  return request(digitalFileEndpoints.extensionLetter, { body: form })
}

export function requestExtension(body: { documentDeliveredId: number; typeId: number; reason: string; letterId: number | null }) {
  return request(digitalFileEndpoints.requestExtension, { body })
}

export function signCommitmentLetter(letterId: number, signature: string) {
  return request(digitalFileEndpoints.signCommitmentLetter, { body: { letterId, signature, accepted: true as const } })
}

