import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { BarcodeDrawing } from '../barcode-svg'

/** The drawing code and bwip-js, loaded once, when a barcode is first shown. */
const loadBarcodeDrawer = () => import('../barcode-svg')

/** Size of the symbol of a 9-digit account (121 × 36 modules), for the placeholder. */
const PLACEHOLDER_MODULES = { width: 121, height: 36 }

type Drawn = { value: string; drawing: BarcodeDrawing } | { value: string; failed: true }

/**
 * The last symbols drawn, by value: the same account drawn again (the full-screen view, or the
 * portal taking over from the credential's first view) shows at once instead of a placeholder.
 */
const drawings = new Map<string, Drawn>()
const MAX_KEPT_DRAWINGS = 4

function keep(drawn: Drawn) {
  drawings.delete(drawn.value)
  drawings.set(drawn.value, drawn)
  if (drawings.size > MAX_KEPT_DRAWINGS) drawings.delete(drawings.keys().next().value!)
  return drawn
}

/** Draws the symbol off the render path; a new value replaces the old drawing. */
function useBarcodeDrawing(value: string): Drawn | undefined {
  const [drawn, setDrawn] = useState<Drawn>()
  useEffect(() => {
    if (drawings.has(value)) return
    let live = true
    loadBarcodeDrawer()
      .then(({ barcodeDrawing }) => barcodeDrawing(value))
      .then(
        (drawing) => {
          const result = keep({ value, drawing })
          if (live) setDrawn(result)
        },
        () => {
          if (live) setDrawn({ value, failed: true })
        },
      )
    return () => {
      live = false
    }
  }, [value])
  return drawn?.value === value ? drawn : drawings.get(value)
}

export interface BarcodeProps {
  value: string
  /** Accessible name of the picture. */
  label: string
  /** CSS px per module; the drawing shrinks to fit a narrow screen. */
  moduleWidth?: number
}

function Bars({ drawing, label, moduleWidth }: { drawing: BarcodeDrawing; label: string; moduleWidth: number }) {
  const { width, height, strokes } = drawing
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      shapeRendering="crispEdges"
      preserveAspectRatio="none"
      style={{ width: `${width * moduleWidth}px`, maxWidth: '100%', height: `${height * moduleWidth}px`, display: 'block', margin: '0 auto' }}
    >
      <rect width={width} height={height} fill="#fff" />
      {strokes.map((stroke) => (
        <path key={stroke.width} d={stroke.d} stroke="#000" strokeWidth={stroke.width} fill="none" />
      ))}
    </svg>
  )
}

/** Code 128 of `value` (drawn by bwip-js), black on white with quiet zones, and the number printed under it. */
export function Barcode({ value, label, moduleWidth = 3 }: BarcodeProps) {
  const { t } = useLingui()
  const drawn = useBarcodeDrawing(value)
  const { width, height } = PLACEHOLDER_MODULES
  return (
    <div className="cc-barcode">
      {!drawn ? (
        <div role="status" aria-busy="true" className="cc-placeholder" style={{ width: `${width * moduleWidth}px`, height: `${height * moduleWidth}px` }}>
          <span className="sr-only">{t`Generando código de barras…`}</span>
        </div>
      ) : 'failed' in drawn ? (
        <p role="alert" className="cc-code-word">
          <Trans>No se pudo dibujar el código de barras.</Trans>
        </p>
      ) : (
        <Bars drawing={drawn.drawing} label={label} moduleWidth={moduleWidth} />
      )}
      {/*
        The human-readable line. The picture's name already says the number, and the card lists it,
        so this copy is drawn by CSS: eyes see it, while text search and screen readers find it once.
      */}
      <p aria-hidden="true" data-value={value} className="cc-barcode-number" />
    </div>
  )
}
