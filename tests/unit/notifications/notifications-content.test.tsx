import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationsContent } from '@/features/notifications/components/notifications-content'
import { notificationQueries } from '@/features/notifications/queries'
import { deleteUserDatabases, openUserDb } from '@/shared/db/user-db'
import { configureRequest } from '@/shared/http/request'
import { renderWithProviders } from '../../support/render'
import { notification, page } from './factories'

const student = { accountNumber: '010000001', cvProgram: 'DER', campusCode: 'LV' }
const HOUR_MS = 3_600_000

function renderContent(client: QueryClient) {
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <NotificationsContent student={student} />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  return renderWithProviders(<RouterProvider router={router} />)
}

describe('NotificationsContent states', () => {
  const fetchSpy = vi.fn()
  let client: QueryClient
  beforeEach(() => {
    openUserDb('content-test')
    vi.stubGlobal('fetch', fetchSpy)
    configureRequest({ apiBase: 'https://api.test/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } })
  })
  afterEach(async () => {
    onlineManager.setOnline(true)
    vi.unstubAllGlobals()
    fetchSpy.mockReset()
    await deleteUserDatabases()
  })

  it('says the list was never downloaded when offline without data, instead of spinning', async () => {
    onlineManager.setOnline(false)
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    renderContent(client)
    expect(await screen.findByText('Sin conexión. Estas notificaciones aún no se han descargado en este dispositivo.')).toBeTruthy()
  })

  it('tells the age of an offline copy', async () => {
    client.setQueryData(notificationQueries.list(student).queryKey, { data: page(notification()), savedAt: Date.now() - 2 * HOUR_MS })
    renderContent(client)
    expect(await screen.findByText('Sin conexión · actualizado hace 2 horas')).toBeTruthy()
  })

  it('shows an error with a retry that asks again', async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ message: 'Falla' }), { status: 500 }))
    renderContent(client)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No se pudieron cargar las notificaciones.')
    fetchSpy.mockResolvedValue(new Response(JSON.stringify(page()), { status: 200 }))
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('No tienes notificaciones.')).toBeTruthy()
  })
})
