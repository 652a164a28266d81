import { queryOptions } from '@tanstack/react-query'
import { endpoints } from '@/contract/endpoints'
import { request } from '@/shared/http/request'
import { storageState } from '@/shared/offline/storage'

export const settingsQueries = {
  devices: () =>
    queryOptions({
      queryKey: ['settings', 'devices'],
      queryFn: ({ signal }) => request(endpoints.userDevices, { signal }),
      staleTime: 60_000,
    }),
  storage: () =>
    queryOptions({ queryKey: ['settings', 'storage'], queryFn: storageState, networkMode: 'always', staleTime: 0 }),
}
