import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FileViewer, type ViewerDocument } from '@/shared/viewer'
import { renderWithProviders } from '../../support/render'

const pdfjs = await vi.hoisted(async () => (await import('./fake-pdfjs')).createFakePdfjs(10))
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => pdfjs)

const pdfFile = (): ViewerDocument => ({
  name: 'boleta-2025-2.pdf',
  mimeType: 'application/pdf',
  bytes: new TextEncoder().encode('%PDF-1.7 boleta') as Uint8Array<ArrayBuffer>,
})

// A file of its own: the dialog closed by Escape is left to the page's cleanup, as in the portal.
describe('FileViewer and the keyboard', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() })
  })

  it('stays open on Escape, closes with its button, and gives the focus back to what opened it', async () => {
    const user = userEvent.setup()
    function Opener() {
      const [file, setFile] = useState<ViewerDocument | null>(null)
      return (
        <>
          <button onClick={() => setFile(pdfFile())}>Ver boleta</button>
          <FileViewer file={file} onClose={() => setFile(null)} />
        </>
      )
    }
    renderWithProviders(<Opener />)
    const opener = screen.getByRole('button', { name: 'Ver boleta' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'boleta-2025-2.pdf' })
    await within(dialog).findByText('Página 1 de 10')
    // Only its button closes it (spec §4).
    await user.keyboard('{Escape}')
    expect(dialog.getAttribute('data-state')).toBe('open')
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'))
    // jsdom runs no animation: cut the exit animation short so the dialog unmounts.
    await waitFor(() => {
      dialog.dispatchEvent(new Event('animationcancel'))
      expect(screen.queryByRole('dialog')).toBeNull()
    })
    await waitFor(() => expect(document.activeElement).toBe(opener))
  }, 15_000)
})
