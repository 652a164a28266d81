/** Zoom is a scale where 1 is the file's natural size in CSS pixels (100 %). */
export const MIN_ZOOM = 0.25
export const MAX_ZOOM = 4
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const
/** Space kept free on each side of a page when it is fitted to the width, in CSS px. */
export const PAGE_GUTTER_PX = 16
const EPSILON = 0.005

export const clampZoom = (scale: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale))

/** The next step above the current scale (a fitted scale is rarely a step itself). */
export function zoomInFrom(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + EPSILON) ?? MAX_ZOOM
}

export function zoomOutFrom(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - EPSILON) ?? MIN_ZOOM
}

/** The scale at which content `naturalWidth` wide fills `availableWidth`; 1 while either is unknown. */
export function fitWidthScale(availableWidth: number, naturalWidth: number): number {
  if (!(availableWidth > 0 && naturalWidth > 0)) return 1
  return clampZoom((availableWidth - 2 * PAGE_GUTTER_PX) / naturalWidth)
}

/** `initial` fits the width but never enlarges a small picture; `fit` always fills the width. */
export type ZoomMode = 'initial' | 'fit' | number

export function scaleFor(mode: ZoomMode, fit: number, enlargeOnOpen: boolean): number {
  if (typeof mode === 'number') return mode
  if (mode === 'initial' && !enlargeOnOpen) return Math.min(fit, 1)
  return fit
}
