import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas'
import { vi } from 'vitest'

/**
 * jsdom draws nothing: `createImageBitmap`, `OffscreenCanvas` and an `Image` that decodes, for a
 * unit test, backed by Skia (@napi-rs/canvas, the same graphics library Chromium draws with).
 * Decoding applies a JPEG's EXIF orientation, as browsers do. Stubbed globals are removed after
 * each test (setup-unit.ts).
 */
export function stubCanvas() {
  const unwrap = (source: unknown) => (source instanceof SkiaOffscreenCanvas ? source.canvas : source instanceof SkiaImage ? source.image : source)

  /** An <img> that loads a data: URL and says whether it could, as a browser's does. */
  class SkiaImage {
    image: Image | undefined
    width = 0
    height = 0
    onload: (() => void) | null = null
    onerror: ((error: unknown) => void) | null = null
    set src(url: string) {
      loadImage(url).then(
        (image) => {
          this.image = image
          this.width = image.width
          this.height = image.height
          this.onload?.()
        },
        (error: unknown) => this.onerror?.(error),
      )
    }
  }

  class SkiaOffscreenCanvas {
    canvas: Canvas
    constructor(width: number, height: number) {
      this.canvas = createCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)))
    }
    get width() {
      return this.canvas.width
    }
    set width(value: number) {
      this.canvas.width = Math.max(1, Math.round(value))
    }
    get height() {
      return this.canvas.height
    }
    set height(value: number) {
      this.canvas.height = Math.max(1, Math.round(value))
    }
    getContext() {
      const context = this.canvas.getContext('2d')
      // The canvas draws Skia's own images and canvases: a stand-in passed to drawImage is unwrapped.
      return new Proxy(context, {
        get(target, property) {
          if (property === 'drawImage') return (source: unknown, ...rest: number[]) => (target.drawImage as (...args: unknown[]) => void)(unwrap(source), ...rest)
          const value = Reflect.get(target, property, target) as unknown
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
        },
        set(target, property, value) {
          return Reflect.set(target, property, value, target)
        },
      })
    }
    async convertToBlob({ type = 'image/png', quality = 0.92 }: { type?: string; quality?: number } = {}) {
      const bytes = type === 'image/jpeg' ? this.canvas.toBuffer('image/jpeg', Math.round(quality * 100)) : this.canvas.toBuffer('image/png')
      return new Blob([new Uint8Array(bytes)], { type })
    }
  }

  vi.stubGlobal('OffscreenCanvas', SkiaOffscreenCanvas)
  vi.stubGlobal('Image', SkiaImage)
  vi.stubGlobal('createImageBitmap', async (blob: Blob): Promise<Image & { close(): void }> => {
    const image = await loadImage(Buffer.from(await blob.arrayBuffer()))
    return Object.assign(image, { close: () => undefined })
  })
}
