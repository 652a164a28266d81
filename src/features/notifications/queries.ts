import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { NotificationPage } from '@/contract/notification'
import type { SelectedStudent } from '@/contract/user'
import type { WithAge } from '@/shared/http/request'
import { prefetchForStudent } from '@/shared/session/current-selection'
import { careerScope } from '@/shared/session/selection'
import { fetchNotifications } from './api'

/** A page of notifications and, when it is the worker's offline copy, when it was saved. */
export type NotificationsAnswer = WithAge<NotificationPage>

/** Keys are [domain, scope, params], built only here. */
export const notificationQueries = {
  all: ['notifications'] as const,
  list: (student: SelectedStudent) =>
    queryOptions({
      queryKey: [
        ...notificationQueries.all,
        'list',
        careerScope(student),
      ] as const,
      queryFn: ({ signal }) => fetchNotifications(student, signal),
      staleTime: 60_000,
      // The worker keeps this answer per user (snapshot), and the screen shows its own errors.
      meta: { snapshot: true, silent: true },
    }),
}

/** Starts loading the selected student's notifications; never awaited by a loader. */
export function prefetchNotifications(queryClient: QueryClient) {
  return prefetchForStudent(queryClient, (student) => [queryClient.prefetchQuery(notificationQueries.list(student))])
}
