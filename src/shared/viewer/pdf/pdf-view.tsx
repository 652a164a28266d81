import { Stack } from '@chakra-ui/react'
import type { PDFDocumentLoadingTask } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { fileBytes } from '../file-source'
import type { ViewerDocument } from '../types'
import { loadPdfjs, PDF_TO_CSS_UNITS } from './load-pdfjs'
import type { LoadedPdf } from './loaded-pdf'
import { PdfPage } from './pdf-page'
import { createRenderQueue } from './render-queue'

export interface PdfViewProps {
  file: ViewerDocument
  scale: number
  /** The scrolling area the pages live in. */
  root: HTMLElement | null
  onReady: (info: { pageCount: number; naturalWidth: number }) => void
  onPageChange: (pageNumber: number) => void
  onError: (error: unknown) => void
}

/**
 * A PDF drawn page by page with pdf.js. Scripting and XFA stay off (architecture §9): no
 * sandbox is loaded, `enableXfa` is false, and pdf.js 6 has no eval path any more (PostScript
 * functions run in its own interpreter), which the strict CSP requires.
 */
export function PdfView({ file, scale, root, onReady, onPageChange, onError }: PdfViewProps) {
  const [pdf, setPdf] = useState<LoadedPdf | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const ready = useEffectEvent(onReady)
  const failed = useEffectEvent(onError)
  const pageChanged = useEffectEvent(onPageChange)

  useEffect(() => {
    let cancelled = false
    let task: PDFDocumentLoadingTask | undefined
    const open = async () => {
      const [pdfjs, data] = await Promise.all([loadPdfjs(), fileBytes(file)])
      if (cancelled) return
      task = pdfjs.getDocument({ data, enableXfa: false })
      const doc = await task.promise
      const first = await doc.getPage(1)
      const { width, height } = first.getViewport({ scale: PDF_TO_CSS_UNITS })
      if (cancelled) return
      let markFirstDrawn = () => {}
      const firstDrawn = new Promise<void>((resolve) => {
        markFirstDrawn = resolve
      })
      setPdf({ pdfjs, document: doc, firstPage: first, pageSize: { width, height }, queue: createRenderQueue(), firstDrawn, markFirstDrawn })
      ready({ pageCount: doc.numPages, naturalWidth: width })
    }
    open().catch((error: unknown) => {
      if (cancelled) return
      console.warn('The PDF could not be shown', error)
      failed(error)
    })
    return () => {
      cancelled = true
      // Ends the worker and frees the document; pending renders end as cancelled.
      void task?.destroy()
    }
  }, [file])

  // The page whose top has passed the upper third of the scroll area is the current one.
  useEffect(() => {
    const list = listRef.current
    if (!root || !list || !pdf) return
    let frame = 0
    const update = () => {
      frame = 0
      const line = root.getBoundingClientRect().top + root.clientHeight / 3
      let current = 1
      Array.from(list.children).forEach((page, index) => {
        if (page.getBoundingClientRect().top <= line) current = index + 1
      })
      pageChanged(current)
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(update)
    }
    root.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      root.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [root, pdf])

  if (!pdf) return null
  return (
    <Stack ref={listRef} gap="4" py="4" px="4" minW="max-content" align="stretch">
      {Array.from({ length: pdf.document.numPages }, (_, index) => (
        <PdfPage key={index + 1} pdf={pdf} pageNumber={index + 1} scale={scale} root={root} />
      ))}
    </Stack>
  )
}
