import { useQuery } from '@tanstack/react-query'
import type { ServiceActions } from '@/contract/catalogs'
import type { MenuItem } from '@/contract/user'
import { sessionQueries } from './queries'

/** The service behind the menu section at `route`, whose actions the role has there. */
export const serviceIdAt = (menu: readonly MenuItem[] | undefined, route: string) => menu?.find((item) => item.route === route)?.serviceId

/**
 * The actions the active role has on the menu section at `route`. Until they are known (loading,
 * or offline with nothing saved) the answer is undefined: callers then offer only what reading
 * needs, never a change the server may refuse.
 */
export function useServiceActions(route: string): ServiceActions | undefined {
  const menu = useQuery(sessionQueries.menu())
  const serviceId = serviceIdAt(menu.data, route)
  const actions = useQuery({ ...sessionQueries.actions(serviceId ?? 0), enabled: serviceId !== undefined })
  return serviceId === undefined ? undefined : actions.data
}
