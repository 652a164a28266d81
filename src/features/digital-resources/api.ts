import { digitalResourcesEndpoints as calls } from '@/contract/digital-resources-endpoints'
import type { ResourceKind } from '@/contract/digital-resources'
import { request, requestWithAge } from '@/shared/http/request'

/** The libraries are kept by the worker: with no signal the answer is its copy, with its age. */
export function fetchLibraryCatalog(signal?: AbortSignal) {
  return requestWithAge(calls.libraryCatalog, { signal })
}

/** The sections documents are filed under: kept by the worker like the libraries. */
export function fetchDocumentSections(signal?: AbortSignal) {
  return requestWithAge(calls.documentSections, { signal })
}

export function fetchStudentLibraries(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(calls.studentLibraries, { query: { accountNumber }, signal })
}

export interface ItemSearch {
  accountNumber: string
  library: string
  kind: ResourceKind
  /** A section's code; '' for every section. */
  section: string
  value: string
  page: number
  size: number
}

export function fetchLibraryItems({ accountNumber, library, kind, section, value, page, size }: ItemSearch, signal?: AbortSignal) {
  const endpoint = kind === 'document' ? calls.libraryDocuments : calls.libraryImages
  const query = { accountNumber, library, page: String(page), size: String(size), ...(section ? { section } : {}), ...(value ? { value } : {}) }
  return request(endpoint, { query, signal })
}

export function fetchLibraryFile(accountNumber: string, id: number, signal?: AbortSignal) {
  return request(calls.libraryFile, { query: { accountNumber, id: String(id) }, signal })
}
