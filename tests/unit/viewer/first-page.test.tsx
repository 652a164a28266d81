import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FileViewer, type ViewerDocument } from '@/shared/viewer'
import { renderWithProviders } from '../../support/render'

const pdfjs = await vi.hoisted(async () => (await import('./fake-pdfjs')).createFakePdfjs(12))
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => pdfjs)

const pdfFile = (): ViewerDocument => ({
  name: 'boleta-2025-2.pdf',
  mimeType: 'application/pdf',
  bytes: new TextEncoder().encode('%PDF-1.7 boleta') as Uint8Array<ArrayBuffer>,
})

/** Page 1's drawing is held until the test lets it finish; every text extraction is counted. */
function holdFirstPage() {
  let finish = () => {}
  const held = new Promise<void>((resolve) => {
    finish = resolve
  })
  const texts: number[] = []
  const original = pdfjs.doc.getPage.getMockImplementation()!
  pdfjs.doc.getPage.mockImplementation(async (pageNumber: number) => {
    const page = await original(pageNumber)
    return {
      ...page,
      render: vi.fn(() => {
        pdfjs.rendered.push(pageNumber)
        return { promise: pageNumber === 1 ? held : Promise.resolve(), cancel: vi.fn() }
      }),
      streamTextContent: () => {
        texts.push(pageNumber)
        return new ReadableStream()
      },
    }
  })
  return { finish, texts }
}

describe('the PDF viewer on a long document', () => {
  afterEach(() => {
    vi.clearAllMocks()
    pdfjs.rendered.length = 0
  })

  it('draws page 1 first, with the page pdf.js gave on opening, before any other page or text layer', async () => {
    const { finish, texts } = holdFirstPage()
    renderWithProviders(<FileViewer file={pdfFile()} onClose={() => {}} />)
    await screen.findByText('Página 1 de 12')
    await waitFor(() => expect(pdfjs.rendered).toEqual([1]))
    // While page 1 is being drawn, pdf.js is asked for nothing else.
    expect(pdfjs.doc.getPage.mock.calls.map(([n]) => n)).toEqual([1])
    expect(texts).toEqual([])

    finish()
    await waitFor(() => expect(pdfjs.rendered).toHaveLength(12))
    expect(pdfjs.rendered).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    await waitFor(() => expect(texts).toHaveLength(12))
    expect(texts[0]).toBe(1)
  })
})
