import { badRequest } from './errors.ts'
import type { UploadedFile } from './request-parts.ts'

/** What a document (or an extension's letter) accepts. */
export interface UploadRules {
  /** Lower case, no dot. */
  allowedExtensions: readonly string[]
  maxSizeMb: number
}

export interface AcceptedFile {
  /** The sanitised name, with its extension in lower case. */
  name: string
  extension: string
  /** From the content, not from what the browser declared. */
  mimeType: string
}

/** The largest upload, in MB, where nothing (a document's own limit, a parameter) says otherwise. */
export const DEFAULT_UPLOAD_MB = 5

const MAX_BASE_NAME = 120
const MB = 1024 * 1024

// Two spellings of one format; file-type names JPEG "jpg".
const CANONICAL: Readonly<Record<string, string>> = { jpeg: 'jpg' }
const canonical = (extension: string) => CANONICAL[extension] ?? extension

/**
 * Spec §5: in the base name only letters (with their accents), digits, space, hyphen and
 * underscore stay; anything else becomes "_". The extension is what follows the last dot.
 */
export function sanitizedFileName(raw: string): { base: string; extension: string } {
  // Old browsers sent the whole path of the file.
  const name = (raw.split(/[\\/]/).pop() ?? '').normalize('NFC').trim()
  const dot = name.lastIndexOf('.')
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
  if (!/^[a-z0-9]{1,10}$/.test(extension)) throw badRequest('El archivo no tiene una extensión válida (por ejemplo .pdf)')
  const base = name.slice(0, dot).replace(/[^\p{L}\p{M}\p{N} _-]/gu, '_').trim()
  if (base === '') throw badRequest('El archivo no tiene nombre')
  if ([...base].length > MAX_BASE_NAME) throw badRequest(`El nombre del archivo no debe pasar de ${MAX_BASE_NAME} caracteres`)
  return { base, extension }
}

/** Plain-text formats have no magic bytes: they are taken when nothing binary is found in them. */
const TEXT_TYPES: Readonly<Record<string, string>> = { csv: 'text/csv', tsv: 'text/tab-separated-values', txt: 'text/plain' }

const sizeText = (mb: number) => (Number.isInteger(mb) ? String(mb) : mb.toFixed(1))

/**
 * Word, Excel and PowerPoint 97–2003 files share one container (Compound File Binary), which
 * file-type names `cfb`; which of the three it is shows in the name of its main stream, written in
 * UTF-16 in the container's directory.
 */
const COMPOUND_FORMATS: Readonly<Record<string, { streams: readonly string[]; mime: string }>> = {
  doc: { streams: ['WordDocument'], mime: 'application/msword' },
  xls: { streams: ['Workbook', 'Book'], mime: 'application/vnd.ms-excel' },
  ppt: { streams: ['PowerPoint Document'], mime: 'application/vnd.ms-powerpoint' },
}

function compoundFileType(file: UploadedFile, extension: string): string | null {
  const format = COMPOUND_FORMATS[extension]
  if (file.detected?.ext !== 'cfb' || !format) return null
  return format.streams.some((stream) => file.bytes.includes(Buffer.from(stream, 'utf16le'))) ? format.mime : null
}

/**
 * Architecture §9: the extension must be one the document takes and must match the content's
 * magic bytes; the size stays within the document's limit. Refusals are 400s with the spec's words.
 */
export function acceptedFile(file: UploadedFile, rules: UploadRules): AcceptedFile {
  const { base, extension } = sanitizedFileName(file.name)
  if (!rules.allowedExtensions.includes(extension)) {
    throw badRequest(`Archivo no soportado. Tipos válidos: ${rules.allowedExtensions.join(', ')}`)
  }
  const textType = TEXT_TYPES[extension]
  if (textType) {
    if (file.detected || file.bytes.includes(0)) throw badRequest('El archivo no es del tipo que dice su nombre')
    if (file.bytes.length > rules.maxSizeMb * MB) throw badRequest(`El archivo no debe exceder ${sizeText(rules.maxSizeMb)} MB`)
    return { name: `${base}.${extension}`, extension, mimeType: textType }
  }
  const mimeType = compoundFileType(file, extension)
    ?? (file.detected && canonical(file.detected.ext) === canonical(extension) ? file.detected.mime : null)
  if (!mimeType) throw badRequest('El archivo no es del tipo que dice su nombre')
  if (file.bytes.length > rules.maxSizeMb * MB) throw badRequest(`El archivo no debe exceder ${sizeText(rules.maxSizeMb)} MB`)
  return { name: `${base}.${extension}`, extension, mimeType }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const SIGNATURE_MAX_BYTES = 512 * 1024
const SIGNATURE_MAX_SIDE = 4000
const NOT_A_SIGNATURE = 'La firma no es una imagen PNG válida'

/**
 * A drawn signature sent as a PNG data URL: real base64, the PNG magic bytes and header, a
 * sensible size, and the closing chunk (a cut-off image is refused). Synchronous, as it runs
 * inside the write's transaction.
 */
export function signaturePng(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest(NOT_A_SIGNATURE)
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length > SIGNATURE_MAX_BYTES) throw badRequest('La firma no debe exceder 512 KB')
  const isPng = bytes.length > 33 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) && bytes.toString('latin1', 12, 16) === 'IHDR'
  if (!isPng || bytes.toString('latin1', bytes.length - 8, bytes.length - 4) !== 'IEND') throw badRequest(NOT_A_SIGNATURE)
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  if (width < 1 || height < 1 || width > SIGNATURE_MAX_SIDE || height > SIGNATURE_MAX_SIDE) throw badRequest(NOT_A_SIGNATURE)
  return bytes
}
