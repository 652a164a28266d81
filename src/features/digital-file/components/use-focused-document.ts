import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isApiError } from '@/shared/http/api-error'
import { keepFresh } from '../fresh'
import { digitalFileQueries } from '../queries'

const NONE = 0

/**
 * The document a notification or a link names (`?doc=`), read on its own (`/detail`) with its file
 * (`/{id}`): it shows even when the kept lists do not have it yet or have an older state of it, and
 * an answer straight from the server goes into those lists and their offline copies. With no signal
 * the saved copies answer, with their age.
 */
export function useFocusedDocument(documentId: number | undefined) {
  const queryClient = useQueryClient()
  const document = useQuery({ ...digitalFileQueries.document(documentId ?? NONE), enabled: documentId !== undefined })
  const fileId = document.data?.data.assignedDigitalFileId
  const file = useQuery({ ...digitalFileQueries.file(fileId ?? NONE), enabled: fileId !== undefined })

  useEffect(() => {
    if (document.data?.savedAt !== null || !document.data) return
    void keepFresh(queryClient, document.data.data, file.data?.savedAt === null ? file.data.data : undefined)
  }, [queryClient, document.data, file.data])

  // Gone, or never this person's to read: the screen says so instead of highlighting nothing.
  const missing = isApiError(document.error) && (document.error.status === 404 || document.error.status === 403)
  return { document: document.data, file: fileId === undefined ? undefined : file.data, missing }
}
