import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FileViewer, type ViewerDocument } from '@/shared/viewer'
import { downloadFile } from '@/shared/viewer/download'
import { parseSheet } from '@/shared/viewer/sheet/parse-sheet'
import { renderWithProviders } from '../../support/render'
import { bytesOf, longCsv, workbookBytes, workSansBytes, XLSX_TYPE } from './sheet-files'

// jsdom has no workers: the worker's module is swapped for its own reading, run in this thread
// (parse-sheet.test.ts checks the real module against a stand-in worker).
vi.mock('@/shared/viewer/sheet/parse-sheet', async () => {
  const { readSheets } = await import('@/shared/viewer/sheet/read-sheets')
  return { parseSheet: vi.fn(async (request: Parameters<typeof readSheets>[0]) => readSheets(request)) }
})
vi.mock('@/shared/viewer/download', () => ({ downloadFile: vi.fn(), REVOKE_DELAY_MS: 60_000 }))

const csvFile = (text: string, name = 'calificaciones.csv'): ViewerDocument => ({ name, mimeType: 'text/csv', bytes: bytesOf(text) })

async function openViewer(file: ViewerDocument, locale: 'es' | 'en' = 'es') {
  renderWithProviders(<FileViewer file={file} onClose={() => {}} />, { locale })
  return screen.findByRole('dialog', { name: file.name })
}

/** jsdom lays nothing out: the viewer's scroll area is given a phone's height so rows have room. */
const VIEWPORT_PX = { clientHeight: 600, clientWidth: 400 }

describe('the viewer with a spreadsheet', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() })
    for (const [property, value] of Object.entries(VIEWPORT_PX)) {
      vi.spyOn(HTMLElement.prototype, property as keyof typeof VIEWPORT_PX, 'get').mockReturnValue(value)
    }
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.clearAllMocks()
    vi.unstubAllGlobals()
  })

  it('shows a CSV as a table with column letters, row numbers and its cells', async () => {
    const dialog = await openViewer(csvFile('Matrícula;Nombre;Promedio\n100001;José Pérez;9,5\n100002;"Muñoz; Ana";10\n'))

    const table = await within(dialog).findByRole('table', { name: 'calificaciones' })
    expect(await within(table).findByRole('rowheader', { name: '1' })).toBeTruthy()
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Fila', 'A', 'B', 'C'])
    expect(within(table).getByRole('cell', { name: 'José Pérez' })).toBeTruthy()
    expect(within(table).getByRole('cell', { name: 'Muñoz; Ana' })).toBeTruthy()
    expect(within(table).getByRole('cell', { name: '9,5' })).toBeTruthy()
    expect(table.getAttribute('aria-rowcount')).toBe('4')
    // The viewer's focusable, named scroll area scrolls the table.
    expect(within(dialog).getByRole('region', { name: 'Contenido de calificaciones.csv' }).contains(table)).toBe(true)
    expect(within(dialog).getByRole('button', { name: 'Exportar a PDF' })).toBeTruthy()
    expect(within(dialog).queryByRole('tablist')).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Acercar' })).toBeNull()
  })

  it('puts only the rows near the visible part of a 10 000-row CSV in the page', async () => {
    const dialog = await openViewer(csvFile(longCsv(9_999), 'grupo.csv'))

    const table = await within(dialog).findByRole('table', { name: 'grupo' })
    expect(table.getAttribute('aria-rowcount')).toBe('10001')
    expect(await within(table).findByRole('cell', { name: 'matricula' })).toBeTruthy()
    expect(within(table).getByRole('cell', { name: 'Alumno 1' })).toBeTruthy()
    const rows = within(table).getAllByRole('row')
    expect(rows.length).toBeGreaterThan(2)
    expect(rows.length).toBeLessThan(100)
    expect(within(table).queryByRole('cell', { name: 'Alumno 9999' })).toBeNull()
    // Each row says where it is in the whole sheet.
    expect(rows[1]!.getAttribute('aria-rowindex')).toBe('2')
  })

  it('offers the sheets of a workbook as tabs that the arrow keys move through', async () => {
    const user = userEvent.setup()
    const dialog = await openViewer({ name: 'notas.xlsx', mimeType: XLSX_TYPE, bytes: workbookBytes() })

    const tablist = await within(dialog).findByRole('tablist', { name: 'Hojas del libro' })
    const tabs = within(tablist).getAllByRole('tab')
    // The hidden sheet is not offered, as in Excel.
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Parcial 1', 'Fechas'])
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true')
    expect(await within(dialog).findByRole('cell', { name: 'José Pérez' })).toBeTruthy()

    tabs[0]!.focus()
    await user.keyboard('{ArrowRight}')
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tabs[1])
    const panel = within(dialog).getByRole('tabpanel', { name: 'Fechas' })
    expect(await within(panel).findByRole('cell', { name: '05/01/2025' })).toBeTruthy()
    expect(within(dialog).queryByRole('cell', { name: 'José Pérez' })).toBeNull()
  })

  it('reads a .txt as a table only when a screen asks for a spreadsheet', async () => {
    const dialog = await openViewer({ name: 'datos.txt', mimeType: 'text/plain', bytes: bytesOf('clave\tnombre\nA1\tAna\n'), as: 'spreadsheet' })
    const table = await within(dialog).findByRole('table', { name: 'datos' })
    expect(await within(table).findByRole('cell', { name: 'Ana' })).toBeTruthy()
  })

  it('refuses another type asked for as a spreadsheet, and still offers the download', async () => {
    const dialog = await openViewer({ name: 'boleta.pdf', mimeType: 'application/pdf', bytes: bytesOf('%PDF-1.7'), as: 'spreadsheet' })

    expect((await within(dialog).findByRole('alert')).textContent).toContain('Formato de archivo no soportado')
    expect(within(dialog).getByRole('button', { name: 'Descargar' })).toBeTruthy()
    expect(parseSheet).not.toHaveBeenCalled()
  })

  it('refuses a file named as a spreadsheet whose content is something else', async () => {
    const dialog = await openViewer({ name: 'notas.xlsx', mimeType: 'application/octet-stream', bytes: bytesOf('%PDF-1.7\n1 0 obj') })
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Formato de archivo no soportado')
  })

  it('says "Error al leer el archivo" when the file cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const unreadable = new Blob(['x'])
    vi.spyOn(unreadable, 'arrayBuffer').mockRejectedValue(new DOMException('The file could not be read.', 'NotReadableError'))
    const dialog = await openViewer({ name: 'notas.csv', mimeType: 'text/csv', blob: unreadable })

    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Error al leer el archivo')
    expect(within(dialog).queryByRole('table')).toBeNull()
  })

  it('says the same when the worker itself fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.mocked(parseSheet).mockRejectedValueOnce(new Error('the sheet worker failed'))
    const dialog = await openViewer(csvFile('a,b\n1,2\n'))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Error al leer el archivo')
  })

  it('says both refusals in English too', async () => {
    const dialog = await openViewer({ name: 'boleta.pdf', mimeType: 'application/pdf', bytes: bytesOf('%PDF-1.7'), as: 'spreadsheet' }, 'en')
    expect((await within(dialog).findByRole('alert')).textContent).toContain('File format not supported')
  })

  it('exports the sheet shown to a PDF named after it', async () => {
    const user = userEvent.setup()
    const font = workSansBytes()
    const fetched: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url)
        return new Response(font.slice())
      }),
    )
    const dialog = await openViewer(csvFile('Nombre,Carrera\nJosé Pérez,Ingeniería\n'))

    await user.click(await within(dialog).findByRole('button', { name: 'Exportar a PDF' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1), { timeout: 10_000 })
    const [name, blob] = vi.mocked(downloadFile).mock.calls[0]!
    expect(name).toBe('calificaciones.pdf')
    expect(blob.type).toBe('application/pdf')
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/BaseFont \/WorkSans/)
    expect(fetched).toEqual([expect.stringMatching(/WorkSans_400Regular\.ttf/)])
    expect(within(dialog).queryByRole('alert')).toBeNull()
  }, 20_000)
})
