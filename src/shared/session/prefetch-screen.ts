import type { QueryClient } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { prefetchForStudent } from './current-selection'
import { sessionQueries } from './queries'
import { serviceIdAt } from './use-service-actions'

/**
 * For a route loader: the actions the active role has on the menu section at `route` (what the
 * screen offers), asked beside the screen's data instead of after it has drawn.
 */
export async function prefetchServiceActions(queryClient: QueryClient, route: string) {
  try {
    const menu = await queryClient.ensureQueryData(sessionQueries.menu())
    const serviceId = serviceIdAt(menu, route)
    if (serviceId !== undefined) await queryClient.prefetchQuery(sessionQueries.actions(serviceId))
  } catch {
    // The screen asks again and shows its own states.
  }
}

/**
 * For a route loader, never awaited: every call the screen at `route` makes when it opens, at once
 * and side by side (its actions and the selected student's data), so no section waits for
 * another, nor for the screen's code. Loaded on its own beside the screen's code: the calls'
 * schemas stay out of the portal's first load.
 */
export function prefetchScreen(queryClient: QueryClient, route: string, prefetch: (student: SelectedStudent) => Promise<unknown>[]) {
  void prefetchServiceActions(queryClient, route)
  return prefetchForStudent(queryClient, prefetch)
}
