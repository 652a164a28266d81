import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs'

export type Pdfjs = typeof PdfjsModule

/** CSS pixels per PDF point (pdf.js `PixelsPerInch.PDF_TO_CSS_UNITS`): 100 % is 96 dpi. */
export const PDF_TO_CSS_UNITS = 96 / 72

let loading: Promise<Pdfjs> | undefined

/**
 * pdf.js is loaded only when a PDF is opened, so no other screen pays for it. The legacy build
 * is used because the modern one needs very recent engines (Map#getOrInsertComputed,
 * Math.sumPrecise) that many student phones lack. The worker is an `.mjs` asset Vite emits
 * beside the app; the service worker precaches it, so report cards open offline.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url).href
    return pdfjs
  })
  // A chunk that failed to load (e.g. a new deployment while offline) may load next time.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
