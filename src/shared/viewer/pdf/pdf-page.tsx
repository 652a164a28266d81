import { Box } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { PDFPageProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react'
import { PDF_TO_CSS_UNITS } from './load-pdfjs'
import type { LoadedPdf } from './loaded-pdf'
import { textLayerCss } from './text-layer-css'

/** iOS Safari refuses canvases above 4096 × 4096 px; sharper output is capped there. */
const MAX_CANVAS_PIXELS = 4096 * 4096
/** Pages this far outside the visible area (a fraction of its height) are drawn ahead. */
const PRELOAD_MARGIN = '100% 0px'

interface PdfPageProps {
  pdf: LoadedPdf
  pageNumber: number
  scale: number
  root: HTMLElement | null
}

/**
 * One page: a placeholder of the right size until it comes near the visible area, then a
 * canvas (redrawn at each zoom, released again when far away) and a text layer (kept, so
 * the browser's search finds what was already seen).
 */
export function PdfPage({ pdf, pageNumber, scale, root }: PdfPageProps) {
  const { t } = useLingui()
  const boxRef = useRef<HTMLDivElement>(null)
  const canvasHolder = useRef<HTMLDivElement>(null)
  const textHolder = useRef<HTMLDivElement>(null)
  const first = pageNumber === 1
  // Page 1 is on screen when the viewer opens, and pdf.js already has it: it is drawn at once.
  const near = useNearViewport(boxRef, root, first)
  const [page, setPage] = useState<PDFPageProxy | null>(first ? pdf.firstPage : null)

  useEffect(() => {
    if (!near || page) return
    let live = true
    pdf.firstDrawn
      .then(() => (live ? pdf.document.getPage(pageNumber) : null))
      .then(
        (loaded) => live && loaded && setPage(loaded),
        () => undefined, // the document was closed meanwhile
      )
    return () => {
      live = false
    }
  }, [near, page, pdf, pageNumber])

  useEffect(() => {
    const holder = canvasHolder.current
    if (!holder) return
    if (!near || !page) {
      releaseCanvas(holder)
      return
    }
    return drawPage(pdf, page, scale, holder, first ? pdf.markFirstDrawn : undefined)
  }, [near, page, pdf, scale, first])

  useEffect(() => {
    const container = textHolder.current
    if (!page || !container) return
    let layer: InstanceType<LoadedPdf['pdfjs']['TextLayer']> | undefined
    let live = true
    // After page 1 is drawn: extracting text competes with drawing in pdf.js's worker.
    void pdf.firstDrawn.then(() => {
      if (!live) return
      layer = new pdf.pdfjs.TextLayer({
        textContentSource: page.streamTextContent(),
        container,
        viewport: page.getViewport({ scale: PDF_TO_CSS_UNITS }),
      })
      // A page whose text cannot be extracted is still shown as a picture.
      layer.render().catch(() => undefined)
    })
    return () => {
      live = false
      layer?.cancel()
      container.replaceChildren()
    }
  }, [page, pdf])

  const size = page ? page.getViewport({ scale: PDF_TO_CSS_UNITS }) : pdf.pageSize
  const style = {
    width: `${size.width * scale}px`,
    height: `${size.height * scale}px`,
    '--total-scale-factor': String(scale * PDF_TO_CSS_UNITS),
    '--scale-round-x': '1px',
    '--scale-round-y': '1px',
  } as CSSProperties

  return (
    <Box
      ref={boxRef}
      role="group"
      aria-label={t`Página ${pageNumber}`}
      position="relative"
      flexShrink={0}
      mx="auto"
      bg="white"
      boxShadow="md"
      style={style}
    >
      <Box ref={canvasHolder} position="absolute" inset="0" aria-hidden="true" />
      <Box ref={textHolder} className="textLayer" css={textLayerCss} />
    </Box>
  )
}

/** Whether the element is in or near the scroll area (`initially` until first observed); without IntersectionObserver, always. */
function useNearViewport(ref: RefObject<HTMLElement | null>, root: HTMLElement | null, initially = false) {
  const [near, setNear] = useState(() => initially || typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => entry && setNear(entry.isIntersecting), {
      root,
      rootMargin: PRELOAD_MARGIN,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, root])
  return near
}

/** Draws into a new canvas and swaps it in when done, so zooming never flashes a blank page. */
function drawPage(pdf: LoadedPdf, page: PDFPageProxy, scale: number, holder: HTMLElement, onDrawn?: () => void): () => void {
  let cancelled = false
  let task: RenderTask | undefined
  void pdf.queue(async () => {
    if (cancelled) return
    const viewport = page.getViewport({ scale: scale * PDF_TO_CSS_UNITS })
    const ratio = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)))
    const canvas = document.createElement('canvas')
    canvas.width = Math.floor(viewport.width * ratio)
    canvas.height = Math.floor(viewport.height * ratio)
    Object.assign(canvas.style, { display: 'block', width: '100%', height: '100%' })
    task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] })
    try {
      await task.promise
    } catch {
      return // cancelled (zoom, scroll, close) or a damaged page: its text layer stays
    }
    if (cancelled) return
    releaseCanvas(holder)
    holder.replaceChildren(canvas)
  }).finally(() => {
    // Drawn, cancelled or not drawable: either way the rest of the document may go ahead.
    onDrawn?.()
  })
  return () => {
    cancelled = true
    task?.cancel()
  }
}

/** Empties the canvases first: browsers free their memory sooner than the element's. */
function releaseCanvas(holder: HTMLElement) {
  for (const canvas of holder.querySelectorAll('canvas')) {
    canvas.width = 0
    canvas.height = 0
  }
  holder.replaceChildren()
}
