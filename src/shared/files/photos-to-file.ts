/**
 * Photos of a paper document, each already prepared (prepare-photo.ts: a JPEG of at most
 * 2000 px, without its metadata), bound into one PDF.
 */

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
