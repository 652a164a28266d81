import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PendingScreen } from '@/features/notifications'
import { deleteUserDatabases, openUserDb, userDb } from '@/shared/db/user-db'
import { renderWithProviders } from '../../support/render'
import { receipt } from './factories'

function renderScreen() {
  return renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <PendingScreen />
    </QueryClientProvider>,
  )
}

describe('PendingScreen', () => {
  beforeEach(() => void openUserDb(`pending-screen-test-${crypto.randomUUID()}`))
  afterEach(() => deleteUserDatabases())

  it('lists each queued write with its state and attempts, and retries a refused one', async () => {
    await userDb().outbox.bulkAdd([
      receipt(1, { label: 'Notificación leída: Foto aprobada', createdAt: 1 }),
      receipt(2, { label: 'Notificación leída: Documento rechazado', createdAt: 2, status: 'failed', attempts: 2, lastError: 'La notificación no existe' }),
    ])
    renderScreen()
    expect(await screen.findByText('No enviado: La notificación no existe')).toBeTruthy()
    expect(screen.getByText('Pendiente')).toBeTruthy()
    expect(screen.getByText(/Intentos: 2/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Reintentar: Notificación leída: Foto aprobada' })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar: Notificación leída: Documento rechazado' }))
    await waitFor(async () => expect((await userDb().outbox.get(receipt(2).id))?.status).toBe('pending'))
  })

  it('says a message held behind a refused one of its conversation waits for it, while another conversation goes on', async () => {
    const message = (n: number, ticket: number, overrides: Parameters<typeof receipt>[1]) =>
      receipt(n, { kind: 'ticket-message', method: 'POST', stream: `ticket-${ticket}`, createdAt: n, ...overrides })
    await userDb().outbox.bulkAdd([
      message(1, 101, { label: 'Mensaje: MON-000101', status: 'failed', attempts: 1, lastError: 'El ticket está cerrado' }),
      message(2, 101, { label: 'Mensaje siguiente: MON-000101' }),
      message(3, 102, { label: 'Mensaje: MON-000102' }),
    ])
    renderScreen()
    expect(await screen.findByText('No enviado: El ticket está cerrado')).toBeTruthy()
    const rows = screen.getAllByRole('listitem')
    expect(rows[1]?.textContent).toContain('En espera · se enviará después del envío anterior, que no se pudo enviar')
    expect(rows[2]?.textContent).toContain('Pendiente')
    expect(rows[2]?.textContent).not.toContain('En espera')
  })

  it('discards an item only after confirming, then says nothing is pending', async () => {
    await userDb().outbox.add(receipt(1, { label: 'Notificación leída: Foto aprobada' }))
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar: Notificación leída: Foto aprobada' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar este envío?' })
    expect(dialog).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }))
    expect(await screen.findByText('No tienes nada pendiente de envío.')).toBeTruthy()
    expect(await userDb().outbox.count()).toBe(0)
  })
})
