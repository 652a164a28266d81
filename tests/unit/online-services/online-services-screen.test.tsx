import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OnlineServiceLink } from '@/contract/online-services'
import { InternationalScreen, OnlineServicesScreen } from '@/features/online-services'
import { createClient, json, renderScreen, savedCopy, stubApi } from '../report-card/screen-harness'

const LINKS: OnlineServiceLink[] = [
  { id: 1, name: 'Blackboard UVM', description: 'Tus cursos.', url: 'https://aula.example.edu.mx/', group: 'classes', groupName: 'Plataforma de clases en línea', shares: [] },
  {
    id: 2, name: 'Outlook UVM', description: 'Tu correo.', url: 'https://correo.example.edu.mx/', group: 'email', groupName: 'Correo institucional',
    shares: ['accountNumber', 'institutionalEmail'],
  },
  { id: 3, name: 'Radio UVM', description: 'La radio.', url: 'https://radio.example.edu.mx/', group: 'radio', groupName: 'Radio universitaria', shares: [] },
]

describe('OnlineServicesScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('shows the sites by group, each opening in a new window and saying so', async () => {
    const fetchMock = stubApi({ '/student/links/all': () => json(LINKS) })
    renderScreen(<OnlineServicesScreen />, createClient())

    const classes = await screen.findByRole('region', { name: 'Plataforma de clases en línea' })
    const board = within(classes).getByRole('link', { name: 'Blackboard UVM (se abre en una ventana nueva)' })
    expect(board.getAttribute('href')).toBe('https://aula.example.edu.mx/')
    expect(board.getAttribute('target')).toBe('_blank')
    expect(board.getAttribute('rel')).toBe('noopener noreferrer')
    // A group the portal does not know keeps the server's name.
    expect(screen.getByRole('region', { name: 'Radio universitaria' })).toBeTruthy()
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]))
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ accountNumber: '010000001', cvProgram: 'DER', campusId: 'LV' })
  })

  it('says what a site receives and asks before opening it', async () => {
    stubApi({ '/student/links/all': () => json(LINKS) })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderScreen(<OnlineServicesScreen />, createClient())

    const mail = await screen.findByRole('link', { name: 'Outlook UVM (se abre en una ventana nueva)' })
    expect(mail.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(mail.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Se compartirá tu número de cuenta y tu correo institucional.',
    )
    await userEvent.click(mail)
    const dialog = await screen.findByRole('alertdialog', { name: '¿Abrir Outlook UVM?' })
    expect(dialog.textContent).toContain('Se compartirá tu número de cuenta y tu correo institucional.')
    expect(open).not.toHaveBeenCalled()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(open).not.toHaveBeenCalled()

    await userEvent.click(mail)
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Abrir sitio' }))
    expect(open).toHaveBeenCalledExactlyOnceWith('https://correo.example.edu.mx/', '_blank', 'noopener,noreferrer')
  })

  it('shows the empty-data card when the career has no sites', async () => {
    stubApi({ '/student/links/all': () => json([]) })
    renderScreen(<OnlineServicesScreen />, createClient())
    expect(await screen.findByText('No hay servicios en línea para esta carrera.')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('reads the worker’s saved copy with its age', async () => {
    stubApi({ '/student/links/all': () => savedCopy(LINKS, 2 * 3_600_000) })
    renderScreen(<OnlineServicesScreen />, createClient())
    expect(await screen.findByText(/^Sin conexión · actualizado /)).toBeTruthy()
    expect(screen.getByRole('link', { name: /^Blackboard UVM/ })).toBeTruthy()
  })
})

describe('InternationalScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  const EXCHANGE: OnlineServiceLink = {
    id: 9, name: 'Movilidad internacional', description: 'Un semestre fuera.', url: 'https://movilidad.example.edu.mx/', group: 'international', groupName: 'Internacional', shares: [],
  }

  it('shows only the international programs of the career’s sites, each in a new window', async () => {
    stubApi({ '/student/links/all': () => json([...LINKS, EXCHANGE]) })
    renderScreen(<InternationalScreen />, createClient())
    expect(await screen.findByRole('heading', { level: 1, name: 'Internacional' })).toBeTruthy()
    const programs = await screen.findByRole('region', { name: 'Internacional' })
    expect(within(programs).getByRole('link', { name: 'Movilidad internacional (se abre en una ventana nueva)' }).getAttribute('target')).toBe('_blank')
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('says so when the career has no international programs', async () => {
    stubApi({ '/student/links/all': () => json(LINKS) })
    renderScreen(<InternationalScreen />, createClient())
    expect(await screen.findByText('Tu universidad no ofrece programas internacionales para esta carrera por ahora.')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
