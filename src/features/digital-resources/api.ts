import { digitalResourcesEndpoints as calls } from '@/contract/digital-resources-endpoints'
import type { ResourceKind } from '@/contract/digital-resources'
import { request, requestWithAge } from '@/shared/http/request'

/** The libraries are kept by the worker: with no signal the answer is its copy, with its age. */
export function fetchLibraryCatalog(signal?: AbortSignal) {
  return requestWithAge(calls.libraryCatalog, { signal })
}

export function fetchStudentLibraries(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(calls.studentLibraries, { query: { accountNumber }, signal })
}

export interface ItemSearch {
  accountNumber: string
  library: string
  kind: ResourceKind
  value: string
  page: number
  size: number
}

export function fetchLibraryItems({ accountNumber, library, kind, value, page, size }: ItemSearch, signal?: AbortSignal) {
  const endpoint = kind === 'document' ? calls.libraryDocuments : calls.libraryImages
  const query = { accountNumber, library, page: String(page), size: String(size), ...(value ? { value } : {}) }
  return request(endpoint, { query, signal })
}

export function fetchLibraryFile(accountNumber: string, id: number, signal?: AbortSignal) {
  return request(calls.libraryFile, { query: { accountNumber, id: String(id) }, signal })
}
