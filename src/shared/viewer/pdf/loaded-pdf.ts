import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { Pdfjs } from './load-pdfjs'
import type { RenderQueue } from './render-queue'

/** An open PDF and what its pages share. */
export interface LoadedPdf {
  pdfjs: Pdfjs
  document: PDFDocumentProxy
  /** First page at 100 %, in CSS px: the size of pages not read yet. */
  pageSize: { width: number; height: number }
  queue: RenderQueue
}
