import { Box, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { barsOf, encodeCode128, QUIET_ZONE_MODULES } from '../code128'

/** Bar height in modules: about a quarter of the width, tall enough to aim a scanner at. */
const BAR_HEIGHT_MODULES = 36

export interface BarcodeProps {
  value: string
  /** Accessible name of the picture. */
  label: string
  /** CSS px per module; the drawing shrinks to fit a narrow screen. */
  moduleWidth?: number
}

/** Code 128 of `value`, black on white with quiet zones, and the number printed under it. */
export function Barcode({ value, label, moduleWidth = 3 }: BarcodeProps) {
  const { path, width } = useMemo(() => {
    const encoding = encodeCode128(value)
    const d = barsOf(encoding)
      .map((bar) => `M${bar.x + QUIET_ZONE_MODULES} 0h${bar.width}v${BAR_HEIGHT_MODULES}h${-bar.width}z`)
      .join('')
    return { path: d, width: encoding.modules + 2 * QUIET_ZONE_MODULES }
  }, [value])

  return (
    <Box bg="white" color="black" py="2" borderRadius="l2" textAlign="center" maxW="full">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${BAR_HEIGHT_MODULES}`}
        shapeRendering="crispEdges"
        preserveAspectRatio="none"
        style={{ width: `${width * moduleWidth}px`, maxWidth: '100%', height: `${BAR_HEIGHT_MODULES * moduleWidth}px`, display: 'block', margin: '0 auto' }}
      >
        <rect width={width} height={BAR_HEIGHT_MODULES} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
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
