import { endpoint } from './endpoints.ts'
import { OnlineServiceLinks, OnlineServicesQuery } from './online-services.ts'

/** The online services' call, apart from `endpoints` so it loads with its screen. */
export const onlineServicesEndpoints = {
  onlineServices: endpoint({ method: 'GET', path: '/student/links/all', query: OnlineServicesQuery, response: OnlineServiceLinks }),
} as const
