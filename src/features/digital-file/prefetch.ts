import type { QueryClient } from '@tanstack/react-query'
import type { DigitalFile } from '@/contract/digital-file'
import { prefetchScreen } from '@/shared/session/prefetch-screen'
import { digitalFileQueries } from './queries'

/**
 * What "Expediente digital" shows when it opens: the files, then each file's documents. The API
 * lists a file's documents by its id, so they follow the list's answer (or start at once from
 * the list already known), without waiting for the screen to draw the list.
 */
export function prefetch(queryClient: QueryClient) {
  const documentsOf = (files: DigitalFile[] | undefined) => (files ?? []).map((file) => queryClient.prefetchQuery(digitalFileQueries.documents(file.id)))
  return prefetchScreen(queryClient, '/digital-files', (student) => {
    const files = digitalFileQueries.files(student)
    const known = documentsOf(queryClient.getQueryData(files.queryKey)?.data)
    return [...known, queryClient.fetchQuery(files).then((answer) => Promise.all(documentsOf(answer.data)))]
  })
}
