import { code128, drawingSVG } from 'bwip-js/generic'

/** Blank modules on each side of the bars, as Code 128 asks. */
export const QUIET_ZONE_MODULES = 10

/** 12.5 mm at one point per module: 36 modules tall, about a quarter of the symbol's width. */
const BAR_HEIGHT_MM = 12.5

/**
 * The Code 128 symbol of `value` as bwip-js draws it in SVG: one unit per module, quiet zones
 * included, bars as black strokes on a transparent background.
 */
export function code128Svg(value: string): string {
  return code128(
    { bcid: 'code128', text: value, scale: 1, height: BAR_HEIGHT_MM, includetext: false, paddingwidth: QUIET_ZONE_MODULES, paddingheight: 0 },
    drawingSVG(),
  )
}

/** The bars of a drawing: each group of strokes of one width. */
export interface BarcodeDrawing {
  width: number
  height: number
  strokes: Array<{ width: number; d: string }>
}

/** bwip-js's drawing of `value`, read back as its size and stroke paths for the portal's own `<svg>`. */
export function barcodeDrawing(value: string): BarcodeDrawing {
  const svg = code128Svg(value)
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)
  const strokes = [...svg.matchAll(/<path stroke="#000000" stroke-width="([\d.]+)" d="([^"]+)"/g)].map(([, width, d]) => ({ width: Number(width), d: d ?? '' }))
  if (!box || strokes.length === 0) throw new Error('bwip-js drew no bars')
  return { width: Number(box[1]), height: Number(box[2]), strokes }
}
