import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { StudentAccount } from '@/contract/user'
import { NotificationsBell, OutboxBadge } from '@/features/notifications'
import { notificationQueries } from '@/features/notifications/queries'
import { deleteUserDatabases, openUserDb } from '@/shared/db/user-db'
import { sessionQueries } from '@/shared/session/queries'
import { selectionQuery, type Selection } from '@/shared/session/selection'
import { enqueue } from '@/shared/sync/outbox'
import { renderWithProviders } from '../../support/render'
import { notification, page, receipt } from './factories'

const account: StudentAccount = {
  accountNumber: '010000001', fullName: 'Ana', email: 'ana@example.edu', portal: 'uvm', businessLine: 'UVM Licenciatura',
  campusCode: 'LV', campusName: 'Lomas Verdes',
  careers: [{ cvProgram: 'DER', programName: 'Derecho', campusCode: 'LV', campusName: 'Lomas Verdes', level: 'LIC', modality: 'Presencial', enrolled: true }],
}
const selection: Selection = { student: account, cvProgram: 'DER' }
const student = { accountNumber: '010000001', cvProgram: 'DER', campusCode: 'LV' }

function renderHeaderPieces(client: QueryClient) {
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <NotificationsBell />
        <OutboxBadge />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  return renderWithProviders(<RouterProvider router={router} />)
}

describe('header pieces', () => {
  let client: QueryClient
  beforeEach(() => {
    openUserDb(`header-pieces-test-${crypto.randomUUID()}`)
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  })
  afterEach(() => deleteUserDatabases())

  it('name the unread count, minus what is queued, and the queue length', async () => {
    client.setQueryData(selectionQuery().queryKey, selection)
    client.setQueryData(sessionQueries.pending('010000001').queryKey, { totalPendingRead: 3 })
    client.setQueryData(notificationQueries.list(student).queryKey, { data: page(notification({ id: 7 })), savedAt: null })
    const { id: _id, createdAt: _c, attempts: _a, status: _s, nextAttemptAt: _n, ...queued } = receipt(7)
    await enqueue(queued)
    renderHeaderPieces(client)

    const bell = await screen.findByRole('link', { name: 'Notificaciones, 2 sin leer' })
    expect(bell.getAttribute('href')).toBe('/notifications')
    expect(bell.textContent).toContain('2')
    const badge = await screen.findByRole('link', { name: 'Pendientes de envío: 1' })
    expect(badge.getAttribute('href')).toBe('/pending')
  })

  it('show no count without a selected student and no badge with an empty queue', async () => {
    client.setQueryData(selectionQuery().queryKey, null)
    renderHeaderPieces(client)
    expect(await screen.findByRole('link', { name: 'Notificaciones' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Pendientes de envío/ })).toBeNull()
  })
})
