import type { QueryClient } from '@tanstack/react-query'
import { prefetchScreen } from '@/shared/session/prefetch-screen'
import { subjectQueries } from './queries'

/** What "Materias" shows when it opens: the enrolled subjects (its first tab). */
export function prefetch(queryClient: QueryClient) {
  return prefetchScreen(queryClient, '/subjects', (student) => [queryClient.prefetchQuery(subjectQueries.list(student, 'enrolled'))])
}
