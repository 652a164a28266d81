import { queryOptions } from '@tanstack/react-query'
import { endpoints } from '@/contract/endpoints'
import { request } from '../http/request'

/** Identity, menu and the people a user may act for; keys built only here. */
export const sessionQueries = {
  all: ['session'] as const,
  user: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'user'],
      queryFn: ({ signal }) => request(endpoints.userStudent, { signal }),
      staleTime: 5 * 60_000,
      meta: { silent: true },
    }),
  menu: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'menu'],
      queryFn: ({ signal }) => request(endpoints.menu, { signal }),
      staleTime: 10 * 60_000,
    }),
  /** What the active role may do on one service (spec §6); every flag false unless granted. */
  actions: (serviceId: number) =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'actions', serviceId],
      queryFn: ({ signal }) => request(endpoints.serviceActions, { query: { serviceId: String(serviceId) }, signal }),
      staleTime: 10 * 60_000,
    }),
  tutor: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'tutor'],
      queryFn: ({ signal }) => request(endpoints.userTutor, { signal }),
      staleTime: 10 * 60_000,
    }),
  tutorStudents: (tutorId: number) =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'tutor-students', tutorId],
      queryFn: ({ signal }) => request(endpoints.tutorStudents, { params: { id: String(tutorId) }, signal }),
      staleTime: 5 * 60_000,
    }),
  searchStudents: (value: string, isAccount: boolean, page = 0) =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'search', { value, isAccount, page }],
      queryFn: ({ signal }) =>
        request(endpoints.generalStudent, {
          query: { value, isAccount: isAccount ? 'true' : 'false', page: String(page), size: '10' },
          signal,
        }),
      enabled: value.trim().length > 0,
      staleTime: 60_000,
    }),
  pending: (accountNumber: string) =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'pending', accountNumber],
      queryFn: ({ signal }) => request(endpoints.pendingNotifications, { query: { accountNumber }, signal }),
      staleTime: 60_000,
    }),
}
