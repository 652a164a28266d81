import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NotificationGroups } from '@/features/notifications/components/notification-groups'
import { renderWithProviders } from '../../support/render'
import { notification, receipt } from './factories'

const now = new Date('2025-03-10T18:00:00Z') // 12:00 in Mexico City
const list = [
  notification({ id: 1, title: 'Foto de perfil aprobada', createdAt: '2025-03-10T15:00:00Z' }),
  notification({ id: 2, title: 'Documento aprobado', read: true, createdAt: '2025-03-09T16:00:00Z' }),
  notification({ id: 3, title: 'Cobro CoDi por autorizar', clave: 'CODI', link: '/checkout-sim/codi/1', createdAt: '2025-03-10T17:00:00Z' }),
]

function renderGroups(props: Partial<Parameters<typeof NotificationGroups>[0]> = {}) {
  const onOpen = vi.fn()
  const onRetry = vi.fn()
  renderWithProviders(
    <NotificationGroups notifications={list} now={now} receipts={new Map()} onOpen={onOpen} onRetry={onRetry} {...props} />,
  )
  return { onOpen, onRetry }
}

describe('NotificationGroups', () => {
  it('shows only the groups that have items, each under its own heading', () => {
    renderGroups()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Hoy', 'Último día'])
    const today = screen.getByRole('region', { name: 'Hoy' })
    expect(within(today).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Cobro CoDi por autorizar'),
      expect.stringContaining('Foto de perfil aprobada'),
    ])
  })

  it('names unread items "No leída" and tells which open a new window', () => {
    renderGroups()
    expect(screen.getByRole('button', { name: /^No leída: Foto de perfil aprobada/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Documento aprobado/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Cobro CoDi por autorizar.*se abre en una ventana nueva/ })).toBeTruthy()
  })

  it('opens an item with the keyboard', async () => {
    const { onOpen } = renderGroups()
    screen.getByRole('button', { name: /Foto de perfil aprobada/ }).focus()
    await userEvent.keyboard('{Enter}')
    expect(onOpen).toHaveBeenCalledWith(list[0])
  })

  it('shows a queued receipt inline and offers to retry a refused one', async () => {
    const { onRetry } = renderGroups({
      receipts: new Map([
        [1, receipt(1)],
        [2, receipt(2, { status: 'failed', lastError: 'La notificación no existe' })],
      ]),
    })
    expect(screen.getByText('Pendiente de envío')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar: Documento aprobado' }))
    expect(onRetry).toHaveBeenCalledWith(receipt(2).id)
  })

  it('speaks English when English is active', () => {
    renderWithProviders(<NotificationGroups notifications={list} now={now} receipts={new Map()} onOpen={vi.fn()} onRetry={vi.fn()} />, {
      locale: 'en',
    })
    expect(screen.getByRole('heading', { name: 'Today' })).toBeTruthy()
  })
})
