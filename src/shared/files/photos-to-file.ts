/**
 * Photos of paper documents, made fit to travel: scaled down, re-encoded (which also drops
 * their EXIF data, GPS included) and, when several show one document, bound into one PDF.
 * A 12-megapixel phone photo is 4–6 MB; at this size a page is a few hundred kB.
 */

/** The longest side a page photo keeps, in pixels: still sharp to read at A4. */
export const PHOTO_MAX_SIDE_PX = 2000
/** JPEG quality of a page photo. */
export const PHOTO_QUALITY = 0.82

/** The size a photo is scaled to, keeping its proportions and never enlarging it. */
export function fitWithin(width: number, height: number, maxSide = PHOTO_MAX_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))), 'image/jpeg', PHOTO_QUALITY),
  )
}

/** One photo, scaled and re-encoded as JPEG with no metadata. */
export async function compressPhoto(photo: Blob): Promise<Blob> {
  // createImageBitmap decodes off the main thread and applies the EXIF orientation.
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' })
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height)
    return await encode(bitmap, width, height)
  } finally {
    bitmap.close()
  }
}

/** A4 in PDF points. */
const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 18

/** Binds JPEG pages into one PDF, each photo fitted to an A4 page of its own orientation. */
export async function photosToPdf(pages: readonly Blob[], title: string): Promise<Blob> {
  const { PDFDocument } = await import('@cantoo/pdf-lib')
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.setProducer('Portal del alumno')
  for (const page of pages) {
    const image = await pdf.embedJpg(new Uint8Array(await page.arrayBuffer()))
    const landscape = image.width > image.height
    const size = landscape ? { width: A4.height, height: A4.width } : A4
    const scale = Math.min((size.width - 2 * MARGIN) / image.width, (size.height - 2 * MARGIN) / image.height)
    const drawn = { width: image.width * scale, height: image.height * scale }
    pdf
      .addPage([size.width, size.height])
      .drawImage(image, { x: (size.width - drawn.width) / 2, y: (size.height - drawn.height) / 2, ...drawn })
  }
  const bytes = await pdf.save({ useObjectStreams: true })
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
}
