import type { PdfDocument } from '@/contract/academic'
import { base64ToBytes } from './base64'
import type { ViewerDocument } from './types'

/** The file as a Blob, whatever its source. */
export async function fileBlob(file: ViewerDocument): Promise<Blob> {
  if (file.bytes) return new Blob([file.bytes], { type: file.mimeType })
  if (file.blob) return file.blob
  const response = await fetch(file.url)
  if (!response.ok) throw new Error(`could not fetch the file (${response.status})`)
  return response.blob()
}

/**
 * A private copy of the bytes: pdf.js transfers the array it is given to its worker, which
 * would leave the caller's copy empty for a later download.
 */
export async function fileBytes(file: ViewerDocument): Promise<Uint8Array<ArrayBuffer>> {
  if (file.bytes) return file.bytes.slice()
  return new Uint8Array(await (await fileBlob(file)).arrayBuffer())
}

/** A generated document of the API (spec §7 PDFs), ready for the viewer. */
export function pdfDocumentFile(pdf: PdfDocument): ViewerDocument {
  return { name: pdf.fileName, mimeType: pdf.mimeType, bytes: base64ToBytes(pdf.base64) }
}
