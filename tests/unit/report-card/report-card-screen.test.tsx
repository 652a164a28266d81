import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReportCardCycle } from '@/contract/academic'
import { ReportCardScreen, reportCardQueries } from '@/features/report-card'
import { deleteUserDatabases, openUserDb } from '@/shared/db/user-db'
import { downloadFile } from '@/shared/viewer/download'
import { calledPaths, createClient, json, pdfAnswer, renderScreen, savedCopy, serveReportCards, serverError, student, stubApi } from './screen-harness'

const pdfjs = await vi.hoisted(async () => (await import('../viewer/fake-pdfjs')).createFakePdfjs(2))
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => pdfjs)
vi.mock('@/shared/viewer/download', () => ({ downloadFile: vi.fn(), REVOKE_DELAY_MS: 60_000 }))

const HOUR_MS = 3_600_000
// The server's order is not the newest first; the screen sorts.
const cycles: ReportCardCycle[] = [
  { cycle: '2024-2', name: 'Otoño 2024', average: 8.75 },
  { cycle: '2025-2', name: 'Otoño 2025', average: 9.1 },
  { cycle: '2025-1', name: 'Primavera 2025', average: null },
]

describe('ReportCardScreen', () => {
  afterEach(() => {
    onlineManager.setOnline(true)
    vi.unstubAllGlobals()
    vi.clearAllMocks()
  })

  it('lists the cycles newest first with their averages in a labelled select', async () => {
    stubApi({ '/student/reportcard': () => json(cycles) })
    renderScreen(<ReportCardScreen />, createClient())

    expect(await screen.findByRole('heading', { level: 1, name: 'Boleta de calificaciones' })).toBeTruthy()
    const select = (await screen.findByLabelText('Ciclo')) as HTMLSelectElement
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'Julio–diciembre 2025 · promedio 9.1',
      'Enero–junio 2025 · sin promedio',
      'Julio–diciembre 2024 · promedio 8.75',
    ])
    expect(select.value).toBe('2025-2')
    expect(screen.getByText('9.1', { selector: 'strong' })).toBeTruthy()
  })

  it('says which cycles are saved on this device, for this student only', async () => {
    const db = openUserDb(`report-card-${crypto.randomUUID()}`)
    const saved = (account: string, cycle: string) => ({
      key: `/student/pdf?accountNumber=${account}&campusId=LV&cvProgram=DER&cycle=${cycle}`,
      kind: 'report-card-pdf',
      value: pdfAnswer(`boleta-${cycle}.pdf`),
      savedAt: Date.now(),
    })
    await db.snapshots.bulkPut([saved(student.accountNumber, '2024-2'), saved('010000002', '2025-2')])
    try {
      stubApi({ '/student/reportcard': () => json(cycles) })
      renderScreen(<ReportCardScreen />, createClient())
      const select = (await screen.findByLabelText('Ciclo')) as HTMLSelectElement
      await waitFor(() =>
        expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
          'Julio–diciembre 2025 · promedio 9.1',
          'Enero–junio 2025 · sin promedio',
          'Julio–diciembre 2024 · promedio 8.75 · guardada en este dispositivo',
        ]),
      )
    } finally {
      await deleteUserDatabases()
    }
  })

  it('keeps each cycle shown with signal: its report card is fetched for this device without being opened', async () => {
    const user = userEvent.setup()
    const fetchMock = serveReportCards(cycles)
    renderScreen(<ReportCardScreen />, createClient())

    await waitFor(() => expect(calledPaths(fetchMock)).toContain('/student/pdf?cycle=2025-2'))
    await user.selectOptions(screen.getByLabelText('Ciclo'), '2024-2')
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('/student/pdf?cycle=2024-2'))
    // Shown again, it is not asked for twice while fresh, and opening it asks for nothing more.
    await user.selectOptions(screen.getByLabelText('Ciclo'), '2025-2')
    await user.click(screen.getByRole('button', { name: 'Ver boleta' }))
    expect(await screen.findByRole('dialog', { name: 'boleta-2025-2.pdf' })).toBeTruthy()
    expect(calledPaths(fetchMock).filter((path) => path.startsWith('/student/pdf'))).toEqual(['/student/pdf?cycle=2025-2', '/student/pdf?cycle=2024-2'])
  })

  it('downloads the chosen cycle’s report card with its file name', async () => {
    const user = userEvent.setup()
    const fetchMock = serveReportCards(cycles)
    renderScreen(<ReportCardScreen />, createClient())

    await user.selectOptions(await screen.findByLabelText('Ciclo'), '2024-2')
    await user.click(screen.getByRole('button', { name: 'Descargar boleta' }))

    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1))
    const [name, blob] = vi.mocked(downloadFile).mock.calls[0]!
    expect(name).toBe('boleta-2024-2.pdf')
    expect(blob.type).toBe('application/pdf')
    expect(await blob.text()).toBe('%PDF-1.7')
    expect(calledPaths(fetchMock)).toContain('/student/pdf?cycle=2024-2')
  })

  it('opens the report card in the viewer, reusing the bytes already downloaded', async () => {
    const user = userEvent.setup()
    const fetchMock = stubApi({
      '/student/reportcard': () => json(cycles),
      '/student/pdf': () => json(pdfAnswer('boleta-2025-2.pdf')),
    })
    renderScreen(<ReportCardScreen />, createClient())

    await user.click(await screen.findByRole('button', { name: 'Descargar boleta' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalled())
    await user.click(screen.getByRole('button', { name: 'Ver boleta' }))

    const dialog = await screen.findByRole('dialog', { name: 'boleta-2025-2.pdf' })
    expect(await within(dialog).findByText('Página 1 de 2')).toBeTruthy()
    expect(calledPaths(fetchMock).filter((path) => path.startsWith('/student/pdf'))).toHaveLength(1)
  })

  it('says the report card could not be downloaded and keeps the cycle list', async () => {
    const user = userEvent.setup()
    stubApi({ '/student/reportcard': () => json(cycles), '/student/pdf': serverError })
    renderScreen(<ReportCardScreen />, createClient())

    await user.click(await screen.findByRole('button', { name: 'Descargar boleta' }))

    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo descargar la boleta.')
    expect(downloadFile).not.toHaveBeenCalled()
    expect((screen.getByLabelText('Ciclo') as HTMLSelectElement).options).toHaveLength(3)
    expect((screen.getByRole('button', { name: 'Ver boleta' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('offline, disables view and download of a report card never downloaded here, and says why', async () => {
    onlineManager.setOnline(false)
    stubApi({}) // nothing saved: the worker's lookup fails like the network
    const client = createClient()
    client.setQueryData(reportCardQueries.cycles(student).queryKey, { data: cycles, savedAt: Date.now() - HOUR_MS })
    renderScreen(<ReportCardScreen />, client)

    const reason = await screen.findByText('Sin conexión. Esta boleta aún no se ha descargado en este dispositivo.')
    for (const name of ['Ver boleta', 'Descargar boleta']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement
      expect(button.disabled).toBe(true)
      expect(reason.closest(`#${CSS.escape(button.getAttribute('aria-describedby') ?? '')}`)).toBeTruthy()
    }
    expect(screen.getByLabelText('Ciclo')).toBeTruthy()
  })

  it('offline, opens a report card saved on this device and tells its age', async () => {
    const user = userEvent.setup()
    onlineManager.setOnline(false)
    stubApi({ '/student/pdf': () => savedCopy(pdfAnswer('boleta-2025-2.pdf'), 3.5 * HOUR_MS) })
    const client = createClient()
    client.setQueryData(reportCardQueries.cycles(student).queryKey, { data: cycles, savedAt: Date.now() - HOUR_MS })
    renderScreen(<ReportCardScreen />, client)

    expect(await screen.findByText('Sin conexión · actualizado hace 3 horas')).toBeTruthy()
    const download = screen.getByRole('button', { name: 'Descargar boleta' }) as HTMLButtonElement
    expect(download.disabled).toBe(false)
    await user.click(download)
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('boleta-2025-2.pdf', expect.any(Blob)))
  })
})
