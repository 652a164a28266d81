import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { downloadFile } from '@/shared/viewer/download'
import { FileViewer, type ViewerDocument } from '@/shared/viewer'
import { renderWithProviders } from '../../support/render'
import { setConfig } from '@/shared/config/runtime-config'

const pdfjs = await vi.hoisted(async () => (await import('./fake-pdfjs')).createFakePdfjs(10))
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => pdfjs)
vi.mock('@/shared/viewer/download', () => ({ downloadFile: vi.fn(), REVOKE_DELAY_MS: 60_000 }))

const pdfFile = (): ViewerDocument => ({
  name: 'boleta-2025-2.pdf',
  mimeType: 'application/pdf',
  bytes: new TextEncoder().encode('%PDF-1.7 boleta') as Uint8Array<ArrayBuffer>,
})

describe('FileViewer', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() })
  })
  afterEach(() => {
    vi.clearAllMocks()
    pdfjs.rendered.length = 0
  })

  it('shows a PDF with its name, page count and zoom, and renders every page', async () => {
    renderWithProviders(<FileViewer file={pdfFile()} onClose={() => {}} />)

    const dialog = await screen.findByRole('dialog', { name: 'boleta-2025-2.pdf' })
    expect(await within(dialog).findByText('Página 1 de 10')).toBeTruthy()
    expect(within(dialog).getByText('100%')).toBeTruthy()
    await waitFor(() => expect(pdfjs.rendered).toHaveLength(10))
    // Progressive and in order: the first page is drawn first.
    expect(pdfjs.rendered[0]).toBe(1)
    expect(within(dialog).getByRole('group', { name: 'Página 3' })).toBeTruthy()
  })

  it('opens pdf.js with XFA off, without scripting, and on its own copy of the bytes', async () => {
    const file = pdfFile()
    renderWithProviders(<FileViewer file={file} onClose={() => {}} />)
    await screen.findByText('Página 1 de 10')

    expect(pdfjs.GlobalWorkerOptions.workerSrc).toMatch(/pdf\.worker\.min\.mjs$/)
    const params = pdfjs.getDocument.mock.calls[0]![0]
    expect(params).toMatchObject({ enableXfa: false })
    expect(params).not.toHaveProperty('enableScripting')
    expect(params.data).not.toBe(file.bytes)
    expect(Array.from(params.data as Uint8Array)).toEqual(Array.from(file.bytes!))
  })

  it('zooms with its buttons and with + and - while it has focus', async () => {
    const user = userEvent.setup()
    renderWithProviders(<FileViewer file={pdfFile()} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'boleta-2025-2.pdf' })
    await within(dialog).findByText('100%')

    await user.click(within(dialog).getByRole('button', { name: 'Acercar' }))
    expect(within(dialog).getByText('110%')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Alejar' }))
    await user.click(within(dialog).getByRole('button', { name: 'Alejar' }))
    expect(within(dialog).getByText('90%')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar al ancho' }))
    expect(within(dialog).getByText('100%')).toBeTruthy()

    within(dialog).getByRole('region', { name: 'Contenido de boleta-2025-2.pdf' }).focus()
    await user.keyboard('+')
    expect(within(dialog).getByText('110%')).toBeTruthy()
    await user.keyboard('-')
    await user.keyboard('-')
    expect(within(dialog).getByText('90%')).toBeTruthy()
  })

  it('downloads the same bytes with the file name, and closes by its button', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    const file = pdfFile()
    renderWithProviders(<FileViewer file={file} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: 'boleta-2025-2.pdf' })
    await within(dialog).findByText('Página 1 de 10')

    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1))
    const [name, blob] = vi.mocked(downloadFile).mock.calls[0]!
    expect(name).toBe('boleta-2025-2.pdf')
    expect(blob.type).toBe('application/pdf')
    expect(await blob.text()).toBe('%PDF-1.7 boleta')

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('ends the pdf.js document when it closes', async () => {
    const { rerender } = renderWithProviders(<FileViewer file={pdfFile()} onClose={() => {}} />)
    await screen.findByText('Página 1 de 10')
    const dialog = screen.getByRole('dialog')
    rerender(<FileViewer file={null} onClose={() => {}} />)
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'))
    // jsdom runs no animation: cut the exit animation short, as a browser does when it is
    // interrupted, until the dialog has taken it (it starts listening a frame after closing).
    await waitFor(() => {
      dialog.dispatchEvent(new Event('animationcancel'))
      expect(screen.queryByRole('dialog')).toBeNull()
    })
    expect(pdfjs.destroy).toHaveBeenCalled()
  })

  it('says when a PDF cannot be shown and still offers the download', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    pdfjs.getDocument.mockReturnValueOnce({ promise: Promise.reject(new Error('Invalid PDF structure')), destroy: pdfjs.destroy } as never)
    renderWithProviders(<FileViewer file={pdfFile()} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'boleta-2025-2.pdf' })

    expect((await within(dialog).findByRole('alert')).textContent).toContain('No se pudo mostrar el documento.')
    expect(within(dialog).getByRole('button', { name: 'Descargar' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Acercar' })).toBeNull()
    expect(within(dialog).queryByText(/Página/)).toBeNull()
  })

  it('offers a type it cannot show for download, without zoom', async () => {
    const user = userEvent.setup()
    const file: ViewerDocument = {
      name: 'respaldo.7z',
      mimeType: 'application/x-7z-compressed',
      blob: new Blob(['7z'], { type: 'application/x-7z-compressed' }),
    }
    renderWithProviders(<FileViewer file={file} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'respaldo.7z' })

    expect(within(dialog).getByText('Este tipo de archivo no se puede mostrar aquí.')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Acercar' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('respaldo.7z', file.blob))
    expect(pdfjs.getDocument).not.toHaveBeenCalled()
  })

  it('says an office document cannot be previewed where no document viewer is configured, and offers it for download', async () => {
    setConfig({ officeViewerUrl: null } as Parameters<typeof setConfig>[0])
    const user = userEvent.setup()
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    const file: ViewerDocument = { name: 'constancia.docx', mimeType: type, blob: new Blob(['PK'], { type }), owner: { accountNumber: '010245871' } }
    renderWithProviders(<FileViewer file={file} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'constancia.docx' })
    expect(await within(dialog).findByText('La vista previa de documentos de Office no está disponible en este portal.')).toBeTruthy()
    expect(within(dialog).queryByText('Cargando documento…')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('constancia.docx', file.blob))
  })

  it('shows a picture named after its file', async () => {
    const file: ViewerDocument = { name: 'foto.png', mimeType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) }
    renderWithProviders(<FileViewer file={file} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'foto.png' })
    expect((await within(dialog).findByRole('img', { name: 'foto.png' })).getAttribute('src')).toBe('blob:test')
  })
})
