/**
 * The rules every file input of the portal applies before a file is accepted (spec §5 "File
 * names" and "File input"). The server checks the same again; these save a trip and keep the
 * person's file in hand with a clear reason when it is refused.
 */

/** Bytes in a megabyte as the limits are written (5 MB = 5 × 1024 × 1024). */
export const MB = 1024 * 1024

/** The extension of a file name, lower case and without its dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : ''
}

/**
 * Spec §5: only letters, digits, accents, space, hyphen and underscore are kept in a name;
 * any other character becomes an underscore. The extension keeps its letters, in lower case.
 */
export function sanitizeFileName(name: string): string {
  const extension = extensionOf(name)
  const base = extension ? name.slice(0, name.length - extension.length - 1) : name
  const cleanBase = base.normalize('NFC').replace(/[^\p{L}\p{M}\p{N} _-]/gu, '_').trim() || 'archivo'
  const cleanExtension = extension.replace(/[^a-z0-9]/g, '')
  return cleanExtension ? `${cleanBase}.${cleanExtension}` : cleanBase
}

/** What a file's first bytes say it is, for the kinds the portal takes; undefined when they say nothing known. */
export function sniffExtension(head: Uint8Array): string | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte)
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (starts(0xff, 0xd8, 0xff)) return 'jpg'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif'
  if (starts(0x52, 0x49, 0x46, 0x46) && head[8] === 0x57 && head[9] === 0x45 && head[10] === 0x42 && head[11] === 0x50) return 'webp'
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'zip'
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'ole'
  // An ISO media file (its box type at bytes 4–7) whose brand names a HEIF picture: iPhones' photos.
  const box = String.fromCharCode(...head.subarray(4, 12))
  if (box.startsWith('ftyp') && HEIF_BRANDS.has(box.slice(4))) return 'heic'
  return undefined
}

/** Brands of HEIF still pictures (HEVC-coded or not). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])

/** Extensions that are one format under several names, or a container of another. */
const SAME_CONTENT: Record<string, string> = {
  jpeg: 'jpg',
  jpg: 'jpg',
  heic: 'heic',
  heif: 'heic',
  docx: 'zip',
  xlsx: 'zip',
  xlsm: 'zip',
  xltx: 'zip',
  xltm: 'zip',
  pptx: 'zip',
  doc: 'ole',
  xls: 'ole',
  xlw: 'ole',
  ppt: 'ole',
}

/** Extensions of plain-text formats, which have no signature to check. */
const TEXT_EXTENSIONS = new Set(['csv', 'tsv', 'txt'])

/** Whether the content agrees with the extension the name claims. */
export function contentMatches(extension: string, head: Uint8Array): boolean {
  const sniffed = sniffExtension(head)
  if (TEXT_EXTENSIONS.has(extension)) return sniffed === undefined
  return sniffed !== undefined && (SAME_CONTENT[extension] ?? extension) === sniffed
}

export type FileProblem =
  | { kind: 'type'; allowed: readonly string[] }
  | { kind: 'size'; maxMb: number }
  | { kind: 'duplicate'; name: string }
  | { kind: 'empty' }

export interface FileLimits {
  /** Lower-case extensions without the dot. */
  allowedExtensions: readonly string[]
  maxSizeMb: number
  /** Names already taken where the file goes: a duplicate is refused (spec §5). */
  takenNames?: readonly string[]
  /** What a photo chosen here must measure, beyond the defaults of photo-rules.ts. */
  photo?: { maxSidePx?: number; minSidePx?: number }
}

export type FileCheck = { ok: true; name: string } | { ok: false; problem: FileProblem }

/** How many bytes of the start of a file the type check reads. */
export const HEAD_BYTES = 16

/**
 * Checks one file against a screen's limits: an allowed extension whose content agrees, not
 * empty, not over the size, and a (sanitised) name not already taken. `head` is the start of
 * the file's bytes.
 */
export function checkFile(file: { name: string; size: number }, head: Uint8Array, limits: FileLimits): FileCheck {
  const extension = extensionOf(file.name)
  const allowed = limits.allowedExtensions.map((e) => e.toLowerCase())
  if (!allowed.includes(extension) || !contentMatches(extension, head)) return { ok: false, problem: { kind: 'type', allowed } }
  if (file.size === 0) return { ok: false, problem: { kind: 'empty' } }
  if (file.size > limits.maxSizeMb * MB) return { ok: false, problem: { kind: 'size', maxMb: limits.maxSizeMb } }
  const name = sanitizeFileName(file.name)
  const taken = new Set((limits.takenNames ?? []).map((n) => n.toLocaleLowerCase('es')))
  if (taken.has(name.toLocaleLowerCase('es'))) return { ok: false, problem: { kind: 'duplicate', name } }
  return { ok: true, name }
}

/** Reads the first bytes of a file for {@link checkFile}. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())
}
