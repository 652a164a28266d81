import { vi } from 'vitest'

/** US Letter in PDF points. */
const PAGE_WIDTH_PT = 612
const PAGE_HEIGHT_PT = 792

/**
 * Stands in for pdf.js in jsdom (which has no canvas): documents of `pageCount` pages whose
 * renders succeed at once. Tests read what was asked of it.
 */
export function createFakePdfjs(pageCount = 10) {
  const destroy = vi.fn(async () => undefined)
  const rendered: number[] = []
  const page = (pageNumber: number) => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: PAGE_WIDTH_PT * scale, height: PAGE_HEIGHT_PT * scale, scale, rotation: 0 }),
    render: vi.fn(() => {
      rendered.push(pageNumber)
      return { promise: Promise.resolve(), cancel: vi.fn() }
    }),
    streamTextContent: () => new ReadableStream(),
  })
  const doc = { numPages: pageCount, getPage: vi.fn(async (pageNumber: number) => page(pageNumber)) }
  const getDocument = vi.fn((_params: Record<string, unknown>) => ({ promise: Promise.resolve(doc), destroy }))
  class TextLayer {
    render() {
      return Promise.resolve()
    }
    cancel() {}
  }
  return { GlobalWorkerOptions: { workerSrc: '' }, getDocument, TextLayer, destroy, rendered, doc }
}

export type FakePdfjs = ReturnType<typeof createFakePdfjs>
