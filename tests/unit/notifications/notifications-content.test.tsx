import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationsContent } from '@/features/notifications/components/notifications-content'
import { notificationQueries } from '@/features/notifications/queries'
import { deleteUserDatabases, openUserDb } from '@/shared/db/user-db'
import { configureRequest } from '@/shared/http/request'
import { sessionQueries } from '@/shared/session/queries'
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
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

describe('NotificationsContent states', () => {
  const fetchSpy = vi.fn()
  let client: QueryClient
  beforeEach(() => {
    openUserDb(`content-test-${crypto.randomUUID()}`)
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

  describe('read receipts follow the role\'s actions', () => {
    const NOTIFICATIONS_SERVICE = 13
    const actions = (Editar: boolean) => ({ Aprobar: false, Crear: false, Editar, Ejecutar: false, Eliminar: false, Lectura: true })
    const withRole = (Editar: boolean) => {
      client.setQueryData(sessionQueries.menu().queryKey, [
        { id: 1, name: 'Notificaciones', icon: 'news', route: '/notifications', order: 1, serviceId: NOTIFICATIONS_SERVICE },
      ])
      client.setQueryData(sessionQueries.actions(NOTIFICATIONS_SERVICE).queryKey, actions(Editar))
      client.setQueryData(notificationQueries.list(student).queryKey, { data: page(notification({ id: 7, title: 'Foto aprobada' })), savedAt: null })
    }

    it('a student opening an unread notification marks it read', async () => {
      withRole(true)
      const router = renderContent(client)
      const item = await screen.findByRole('button', { name: /Foto aprobada/ })
      expect(item.textContent).toContain('No leída')
      await userEvent.click(item)
      // Opening it leads to its screen; by then the receipt is queued and the mark is gone.
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/'))
      await waitFor(() => expect(screen.getByRole('button', { name: /Foto aprobada/ }).textContent).not.toContain('No leída'))
      expect(screen.queryByText(/abrirlas no las marca como leídas/)).toBeNull()
    })

    it('a notice with a link opens its window within the tap, before the receipt is saved, then marks it read', async () => {
      withRole(true)
      client.setQueryData(notificationQueries.list(student).queryKey, {
        data: page(notification({ id: 8, clave: 'NOTIMONITOR', title: 'Encuesta', link: 'https://encuesta.example/1' })),
        savedAt: null,
      })
      const opened = vi.fn<typeof window.open>(() => null)
      vi.stubGlobal('open', opened)
      renderContent(client)
      const item = await screen.findByRole('button', { name: /Encuesta/ })
      // A window may be opened only in the gesture's own task: nothing may be awaited before it.
      item.click()
      expect(opened).toHaveBeenCalledWith('https://encuesta.example/1', '_blank', 'noopener')
      await waitFor(() => expect(screen.getByRole('button', { name: /Encuesta/ }).textContent).not.toContain('No leída'))
    })

    it('a read-only role opens it without marking it, and is told so', async () => {
      withRole(false)
      const router = renderContent(client)
      expect(await screen.findByText('Consultas las notificaciones del alumno: abrirlas no las marca como leídas.')).toBeTruthy()
      await userEvent.click(screen.getByRole('button', { name: /Foto aprobada/ }))
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/'))
      expect(screen.getByRole('button', { name: /Foto aprobada/ }).textContent).toContain('No leída')
      expect(fetchSpy).not.toHaveBeenCalled()
    })
  })
})
