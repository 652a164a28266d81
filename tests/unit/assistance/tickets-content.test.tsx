import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TicketsContent } from '@/features/assistance/components/tickets-content'
import { json, screenHarness, student } from '../../support/screen-harness'
import { assistanceQueries } from '@/features/assistance/queries'
import { deskConfig, summary } from './factories'

const harness = screenHarness({ database: 'assistance-list-test' })
const TICKETS = '/monitor/op/tickets'

describe('the list of tickets', () => {
  it('shows a skeleton while the first answer is on its way', async () => {
    harness.fetchSpy.mockReturnValue(new Promise(() => undefined))
    harness.renderScreen(<TicketsContent student={student} />)
    expect((await screen.findByRole('status')).getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Cargando…')).toBeTruthy()
  })

  it('says there are no tickets yet, also when the desk answers 404', async () => {
    harness.serve({ [TICKETS]: () => json({ message: 'Sin solicitudes' }, 404) })
    harness.renderScreen(<TicketsContent student={student} />)
    expect(await screen.findByText('Aún no tienes tickets. Si necesitas ayuda, crea uno.')).toBeTruthy()
  })

  it('offers a new ticket from the empty list to a role that may open one', async () => {
    harness.client().setQueryData(assistanceQueries.config(student.accountNumber).queryKey, deskConfig({ canCreate: true }))
    harness.serve({ [TICKETS]: () => json([]) })
    const { router } = harness.renderScreen(<TicketsContent student={student} />)
    await screen.findByText('Aún no tienes tickets. Si necesitas ayuda, crea uno.')
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo ticket' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/assistance/new'))
  })

  it('offers nothing to write from the empty list to a role that only reads', async () => {
    harness.client().setQueryData(assistanceQueries.config(student.accountNumber).queryKey, deskConfig({ canCreate: false }))
    harness.serve({ [TICKETS]: () => json([]) })
    harness.renderScreen(<TicketsContent student={student} />)
    await screen.findByText('Aún no tienes tickets. Si necesitas ayuda, crea uno.')
    expect(screen.queryByRole('button', { name: 'Nuevo ticket' })).toBeNull()
  })

  it('says the list was never downloaded when offline without data', async () => {
    onlineManager.setOnline(false)
    harness.fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    harness.renderScreen(<TicketsContent student={student} />)
    expect(await screen.findByText('Sin conexión. Tus tickets aún no se han descargado en este dispositivo.')).toBeTruthy()
  })

  it('with no signal shows the list kept on the device and how old it is', async () => {
    onlineManager.setOnline(false)
    harness.fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    harness.client().setQueryData(['assistance', 'tickets', student.accountNumber], [summary()], { updatedAt: Date.now() - 2 * 3_600_000 })
    harness.renderScreen(<TicketsContent student={student} />)
    expect(await screen.findByText('Sin conexión · actualizado hace 2 horas')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'MON-000101 · Mi calificación es incorrecta' })).toBeTruthy()
  })

  it('lists open and closed tickets with their state in words, area, folio and last message', async () => {
    harness.serve({
      [TICKETS]: () =>
        json([
          summary({ id: 103, folio: 'MON-000103', status: 'closed', createdAt: '2026-10-01T16:00:00.000Z' }),
          summary({ id: 102, folio: 'MON-000102', status: 'resolution-proposed', unreadDeskMessages: 2, createdAt: '2026-11-01T16:00:00.000Z' }),
          summary({ id: 101, lastMessage: { author: 'student', text: 'Adjunto mi boleta', at: '2026-11-21T16:00:00.000Z', hasAttachment: true } }),
        ]),
    })
    harness.renderScreen(<TicketsContent student={student} />)
    const open = await screen.findByRole('list', { name: 'Tickets abiertos' })
    const rows = within(open).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'MON-000101 · Mi calificación es incorrecta',
      'MON-000102 · Mi calificación es incorrecta',
    ])
    expect(within(rows[0]!).getByText('Abierto')).toBeTruthy()
    expect(within(rows[0]!).getByText(/Adjunto mi boleta/).closest('p')?.textContent).toContain('(archivo adjunto)')
    expect(within(rows[1]!).getByText('Solución propuesta')).toBeTruthy()
    expect(within(rows[1]!).getByText('2 mensajes nuevos')).toBeTruthy()
    expect(rows[1]!.textContent).toMatch(/Área: Servicios escolares · Creado el/)
    const closed = screen.getByRole('list', { name: 'Tickets cerrados' })
    expect(within(closed).getByText('Cerrado')).toBeTruthy()
    expect(within(closed).getByRole('link', { name: /^MON-000103/ }).getAttribute('href')).toBe('/assistance/conversation?ticket=103')
  })
})
