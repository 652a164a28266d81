import { describe, expect, it } from 'vitest'
import { fileKind } from '@/shared/viewer'
import { fitWidthScale, MAX_ZOOM, MIN_ZOOM, PAGE_GUTTER_PX, scaleFor, zoomInFrom, zoomOutFrom } from '@/shared/viewer/zoom'

describe('zoom steps', () => {
  it('moves to the next step, also from a fitted scale between steps', () => {
    expect(zoomInFrom(1)).toBe(1.1)
    expect(zoomOutFrom(1)).toBe(0.9)
    expect(zoomInFrom(1.18)).toBe(1.25)
    expect(zoomOutFrom(1.18)).toBe(1.1)
  })

  it('stops at the limits', () => {
    expect(zoomInFrom(MAX_ZOOM)).toBe(MAX_ZOOM)
    expect(zoomOutFrom(MIN_ZOOM)).toBe(MIN_ZOOM)
  })

  it('fits the width minus the gutters, and is 1 while sizes are unknown', () => {
    expect(fitWidthScale(816 + 2 * PAGE_GUTTER_PX, 816)).toBe(1)
    expect(fitWidthScale(0, 816)).toBe(1)
    expect(fitWidthScale(400, 0)).toBe(1)
    expect(fitWidthScale(100_000, 10)).toBe(MAX_ZOOM)
  })

  it('opens a small picture at its size but a PDF fitted to the width', () => {
    expect(scaleFor('initial', 2, false)).toBe(1)
    expect(scaleFor('initial', 2, true)).toBe(2)
    expect(scaleFor('fit', 2, false)).toBe(2)
    expect(scaleFor(1.5, 2, true)).toBe(1.5)
  })
})

describe('fileKind', () => {
  it('knows the types spec §9 shows inline, and offers the rest for download', () => {
    expect(fileKind('application/pdf')).toBe('pdf')
    expect(fileKind('image/svg+xml')).toBe('image')
    expect(fileKind('IMAGE/JPEG')).toBe('image')
    expect(fileKind('text/plain; charset=utf-8')).toBe('text')
    expect(fileKind('application/json')).toBe('text')
    expect(fileKind('audio/mpeg')).toBe('audio')
    expect(fileKind('video/webm')).toBe('video')
    expect(fileKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('office')
    expect(fileKind('application/x-7z-compressed')).toBe('other')
  })
})
