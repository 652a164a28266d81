import { queryOptions } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { careerScope } from '@/shared/session/selection'
import {
  fetchCommitmentLetter, fetchDigitalFile, fetchDigitalFiles, fetchParameterNumber, fetchExtensionDetails, fetchExtensionTypes, fetchFileDocument,
  fetchFileDocuments, fetchFileHistory,
} from './api'

/** Keys are [domain, scope, params], built only here. */
export const digitalFileQueries = {
  all: ['digital-file'] as const,
  files: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [...digitalFileQueries.all, 'files', careerScope(student)] as const,
      queryFn: ({ signal }) => fetchDigitalFiles(student, signal),
      staleTime: 60_000,
      meta: { snapshot: true, silent: true },
    }),
  documents: (fileId: number) =>
    queryOptions({
      queryKey: [...digitalFileQueries.all, 'documents', fileId] as const,
      queryFn: ({ signal }) => fetchFileDocuments(fileId, signal),
      staleTime: 30_000,
      meta: { snapshot: true, silent: true },
    }),
  /** One file as the server has it now: its status word and how many documents are done. */
  file: (fileId: number) =>
    queryOptions({
      queryKey: [...digitalFileQueries.all, 'file', fileId] as const,
      queryFn: ({ signal }) => fetchDigitalFile(fileId, signal),
      meta: { snapshot: true, silent: true },
    }),
  /** One document as the server has it now (a notification's, or one just written to). */
  document: (documentId: number) =>
    queryOptions({
      queryKey: [...digitalFileQueries.all, 'document', documentId] as const,
      queryFn: ({ signal }) => fetchFileDocument(documentId, signal),
      meta: { snapshot: true, silent: true },
    }),
  history: (documentId: number) =>
    queryOptions({
      queryKey: [...digitalFileQueries.all, 'history', documentId] as const,
      queryFn: ({ signal }) => fetchFileHistory(documentId, signal),
      meta: { snapshot: true, silent: true },
    }),
  extensionTypes: () =>
    queryOptions({
      queryKey: [...digitalFileQueries.all, 'extension-types'] as const,
      queryFn: ({ signal }) => fetchExtensionTypes(signal),
      staleTime: 60 * 60_000,
      meta: { silent: true },
    }),
  extensions: (documentId: number) =>
    queryOptions({
      queryKey: [...digitalFileQueries.all, 'extensions', documentId] as const,
      queryFn: ({ signal }) => fetchExtensionDetails(documentId, signal),
      meta: { silent: true },
    }),
  /** The largest extension letter, in MB (parameter PROSIZEFILE). */
  letterMaxMb: () =>
    queryOptions({
      queryKey: [...digitalFileQueries.all, 'parameter', 'PROSIZEFILE'] as const,
      queryFn: ({ signal }) => fetchParameterNumber('PROSIZEFILE', signal),
      staleTime: 60 * 60_000,
      meta: { silent: true },
    }),
  letter: (fileId: number) =>
    queryOptions({
      queryKey: [...digitalFileQueries.all, 'letter', fileId] as const,
      queryFn: ({ signal }) => fetchCommitmentLetter(fileId, signal),
      meta: { silent: true },
    }),
}
