import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SubjectStripScreen } from '@/features/subject-strip'
import { downloadFile } from '@/shared/viewer/download'
import { createClient, json, pdfAnswer, renderScreen, serverError, stubApi } from '../report-card/screen-harness'
import { strip } from './fixtures'

/** Intl puts narrow no-break spaces before a.m./p.m.; the words are what is checked. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ')

const pdfjs = await vi.hoisted(async () => (await import('../viewer/fake-pdfjs')).createFakePdfjs(1))
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => pdfjs)
vi.mock('@/shared/viewer/download', () => ({ downloadFile: vi.fn(), REVOKE_DELAY_MS: 60_000 }))

describe('SubjectStripScreen', () => {
  afterEach(() => {
    onlineManager.setOnline(true)
    vi.unstubAllGlobals()
    vi.clearAllMocks()
  })

  it('shows the cycle’s subjects as a table, one row per subject', async () => {
    stubApi({ '/student/subjectstrip': () => json(strip()) })
    renderScreen(<SubjectStripScreen />, createClient())

    expect(await screen.findByRole('heading', { level: 1, name: 'Tira de materias' })).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Materias del ciclo Enero–junio 2026' })
    // The scrolling region around it takes the keyboard focus, so arrow keys can scroll it.
    const region = screen.getByRole('region', { name: 'Materias del ciclo Enero–junio 2026' })
    expect(region.tabIndex).toBe(0)
    expect(region.contains(table)).toBe(true)
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual(['Clave', 'Materia', 'Grupo', 'Profesor', 'Aula', 'Horario', 'Créditos'])

    const row = within(table).getByRole('row', { name: /Derecho Civil II/ })
    expect(within(row).getByRole('rowheader').textContent).toBe('Derecho Civil II')
    const cells = within(row).getAllByRole('cell').map((c) => plain(c.textContent))
    expect(cells).toEqual(['DER-201', '201A', 'Dra. Ana Ruiz', 'Aula 204', 'Lunes, 7:00–9:00 a.m.Miércoles, 7:00–9:00 a.m.', '8'])
    expect(within(row).getAllByRole('listitem').map((li) => plain(li.textContent))).toEqual([
      'Lunes, 7:00–9:00 a.m.',
      'Miércoles, 7:00–9:00 a.m.',
    ])
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(screen.getByText(/2 materias · 14 créditos/)).toBeTruthy()
  })

  it('with no subjects this term, says so and offers no PDF to open or download', async () => {
    stubApi({ '/student/subjectstrip': () => json({ ...strip(), subjects: [] }) })
    renderScreen(<SubjectStripScreen />, createClient())

    expect(await screen.findByText(/No tienes materias inscritas en el ciclo/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Ver PDF' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Descargar PDF' })).toBeNull()
  })

  it('says the subject strip could not be downloaded and keeps the table', async () => {
    const user = userEvent.setup()
    stubApi({ '/student/subjectstrip': () => json(strip()), '/student/pdf/subjectstrip': serverError })
    renderScreen(<SubjectStripScreen />, createClient())
    await screen.findByRole('table')

    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }))

    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo descargar la tira de materias.')
    expect(downloadFile).not.toHaveBeenCalled()
    expect(screen.getByRole('table', { name: 'Materias del ciclo Enero–junio 2026' })).toBeTruthy()
  })

  it('opens and downloads the PDF', async () => {
    const user = userEvent.setup()
    stubApi({ '/student/subjectstrip': () => json(strip()), '/student/pdf/subjectstrip': () => json(pdfAnswer('tira-de-materias-2026-1.pdf')) })
    renderScreen(<SubjectStripScreen />, createClient())

    await user.click(await screen.findByRole('button', { name: 'Ver PDF' }))
    const dialog = await screen.findByRole('dialog', { name: 'tira-de-materias-2026-1.pdf' })
    expect(await within(dialog).findByText('Página 1 de 1')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'))

    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('tira-de-materias-2026-1.pdf', expect.any(Blob)))
  })

  it('says when the table could not be loaded, and asks again on retry', async () => {
    const user = userEvent.setup()
    const answers = [serverError(), json(strip())]
    stubApi({ '/student/subjectstrip': () => answers.shift()! })
    renderScreen(<SubjectStripScreen />, createClient())

    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar tu tira de materias.')
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('table', { name: 'Materias del ciclo Enero–junio 2026' })).toBeTruthy()
  })

  it('offline without a saved copy, says the table was never downloaded here', async () => {
    onlineManager.setOnline(false)
    stubApi({})
    renderScreen(<SubjectStripScreen />, createClient())

    expect(await screen.findByText('Sin conexión. Tu tira de materias aún no se ha descargado en este dispositivo.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Ver PDF' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
