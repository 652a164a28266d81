import type { QueryClient } from '@tanstack/react-query'
import type { DigitalFile, FileDocument } from '@/contract/digital-file'
import type { WithAge } from '@/shared/http/request'
import { hasUserDb } from '@/shared/db/user-db'
import { isQuotaError } from '@/shared/offline/quota'
import { snapshotParams, updateSnapshots } from '@/shared/offline/snapshots'
import { reportNotKept } from '@/shared/offline/storage'
import { documentId, fileId, withLatest } from './logic'
import { digitalFileQueries } from './queries'

type Scope = { account: string; program: string; campus: string }

const inScope = (file: DigitalFile, scope: Scope) =>
  file.accountNumber === scope.account && file.cvProgram === scope.program && file.campusCode === scope.campus

/** The file in a career's list: in its place, or added when the list is of its career and lacks it. */
function filesWith(list: readonly DigitalFile[], file: DigitalFile, ofItsCareer: boolean): DigitalFile[] {
  if (!ofItsCareer && !list.some((known) => known.id === file.id)) return [...list]
  return [...withLatest(list, null, { data: file, savedAt: null }, fileId)]
}

/**
 * The offline copies of the lists say what the server just said of one document and its file,
 * so a reload with no signal shows the same. A full device loses only this update, and is told.
 */
async function keepInSnapshots(document: FileDocument, file: DigitalFile | undefined) {
  if (!hasUserDb()) return
  try {
    await updateSnapshots<FileDocument[]>('digital-file-documents', (list, key) =>
      Number(snapshotParams(key).get('assignedDigitalFileId')) === document.assignedDigitalFileId
        ? [...withLatest(list, null, { data: document, savedAt: null }, documentId)]
        : list,
    )
    if (!file) return
    await updateSnapshots<DigitalFile[]>('digital-files', (list, key) => {
      const params = snapshotParams(key)
      const scope = { account: params.get('accountNumber') ?? '', program: params.get('cvProgram') ?? '', campus: params.get('campusId') ?? '' }
      return filesWith(list, file, inScope(file, scope))
    })
  } catch (error) {
    if (isQuotaError(error)) reportNotKept()
  }
}

/**
 * What the server just answered of one document (`/detail`) and of its file (`/{id}`), put into the
 * lists already read, in memory and in their offline copies: the list shows the document's new state
 * and the file's progress at once, with nothing else asked again. Only answers straight from the
 * server come here, never a saved copy.
 */
export async function keepFresh(queryClient: QueryClient, document: FileDocument, file: DigitalFile | undefined) {
  queryClient.setQueryData(digitalFileQueries.documents(document.assignedDigitalFileId).queryKey, (list) =>
    list && { ...list, data: [...withLatest(list.data, null, { data: document, savedAt: null }, documentId)] },
  )
  if (file) {
    for (const [key, list] of queryClient.getQueriesData<WithAge<DigitalFile[]>>({ queryKey: [...digitalFileQueries.all, 'files'] })) {
      if (list) queryClient.setQueryData(key, { ...list, data: filesWith(list.data, file, inScope(file, key[2] as Scope)) })
    }
  }
  await keepInSnapshots(document, file)
}

/**
 * After the server acknowledged a write to one document (an upload, sent now or later from the
 * outbox, an extension request, the letter's signature): that document and its file are read again,
 * and only they, instead of every list of the screen. When that cannot be done now (no signal, the
 * server in trouble, a saved copy answering), the file's lists are marked for another read instead.
 */
export async function refreshDocument(queryClient: QueryClient, target: Pick<FileDocument, 'documentDeliveredId' | 'assignedDigitalFileId'>) {
  const { documentDeliveredId, assignedDigitalFileId } = target
  const fresh = <T>(answer: WithAge<T> | undefined) => (answer?.savedAt === null ? answer.data : undefined)
  const [document, file] = await Promise.all([
    queryClient.fetchQuery({ ...digitalFileQueries.document(documentDeliveredId), staleTime: 0 }).then(fresh, () => undefined),
    queryClient.fetchQuery({ ...digitalFileQueries.file(assignedDigitalFileId), staleTime: 0 }).then(fresh, () => undefined),
  ])
  // The document's other views, only where they are open now.
  void queryClient.invalidateQueries({ queryKey: digitalFileQueries.history(documentDeliveredId).queryKey, refetchType: 'active' })
  void queryClient.invalidateQueries({ queryKey: digitalFileQueries.extensions(documentDeliveredId).queryKey, refetchType: 'active' })
  if (document) await keepFresh(queryClient, document, file)
  if (!document) await queryClient.invalidateQueries({ queryKey: digitalFileQueries.documents(assignedDigitalFileId).queryKey })
  if (!file) await queryClient.invalidateQueries({ queryKey: [...digitalFileQueries.all, 'files'] })
}
