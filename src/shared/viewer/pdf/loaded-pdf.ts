import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { Pdfjs } from './load-pdfjs'
import type { RenderQueue } from './render-queue'

/** An open PDF and what its pages share. */
export interface LoadedPdf {
  pdfjs: Pdfjs
  document: PDFDocumentProxy
  /** Page 1, read while the document opened: it is drawn without asking pdf.js again. */
  firstPage: PDFPageProxy
  /** First page at 100 %, in CSS px: the size of pages not read yet. */
  pageSize: { width: number; height: number }
  queue: RenderQueue
  /**
   * Settles once page 1 is on screen (or could not be drawn). Text layers and the other pages
   * wait for it, so pdf.js's worker spends the first moments on the page a person looks at.
   */
  firstDrawn: Promise<void>
  markFirstDrawn: () => void
}
