import { onlineServicesEndpoints } from '@/contract/online-services-endpoints'
import type { SelectedStudent } from '@/contract/user'
import { requestWithAge } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'

export function fetchOnlineServices(student: SelectedStudent, signal?: AbortSignal) {
  return requestWithAge(onlineServicesEndpoints.onlineServices, { query: careerQuery(student), signal })
}
