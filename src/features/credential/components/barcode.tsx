import { Box, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { BarcodeDrawing } from '../barcode-svg'

/** The drawing code and bwip-js, loaded once, when a barcode is first shown. */
const loadBarcodeDrawer = () => import('../barcode-svg')

/** Size of the symbol of a 9-digit account (121 × 36 modules), for the placeholder. */
const PLACEHOLDER_MODULES = { width: 121, height: 36 }

type Drawn = { value: string; drawing: BarcodeDrawing } | { value: string; failed: true }

/** Draws the symbol off the render path; a new value replaces the old drawing. */
function useBarcodeDrawing(value: string): Drawn | undefined {
  const [drawn, setDrawn] = useState<Drawn>()
  useEffect(() => {
    let live = true
    loadBarcodeDrawer()
      .then(({ barcodeDrawing }) => barcodeDrawing(value))
      .then(
        (drawing) => {
          if (live) setDrawn({ value, drawing })
        },
        () => {
          if (live) setDrawn({ value, failed: true })
        },
      )
    return () => {
      live = false
    }
  }, [value])
  return drawn?.value === value ? drawn : undefined
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
    <Box bg="white" color="black" py="2" borderRadius="l2" textAlign="center" maxW="full">
      {!drawn ? (
        <Box role="status" aria-busy="true" mx="auto" maxW="full" style={{ width: `${width * moduleWidth}px`, height: `${height * moduleWidth}px` }}>
          <VisuallyHidden>{t`Generando código de barras…`}</VisuallyHidden>
          <Skeleton w="full" h="full" />
        </Box>
      ) : 'failed' in drawn ? (
        <Text role="alert" m="0">
          <Trans>No se pudo dibujar el código de barras.</Trans>
        </Text>
      ) : (
        <Bars drawing={drawn.drawing} label={label} moduleWidth={moduleWidth} />
      )}
      {/*
        The human-readable line. The picture's name already says the number, and the card lists it,
        so this copy is drawn by CSS: eyes see it, while text search and screen readers find it once.
      */}
      <Text
        aria-hidden="true"
        data-value={value}
        m="0"
        mt="1"
        fontFamily="mono"
        fontSize="lg"
        letterSpacing="0.2em"
        color="black"
        _after={{ content: 'attr(data-value)' }}
      />
    </Box>
  )
}
