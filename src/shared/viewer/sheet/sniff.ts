import { sniffExtension } from '../../files/file-rules'

/**
 * What the bytes are, whatever the name says: `zip` and `cfb` are containers a workbook lives in
 * (xlsx…, xls/xlw), `biff` an early Excel file, `text` anything without binary bytes, and
 * `other` a known non-spreadsheet (PDF, pictures, audio, video) or any other binary.
 */
export type ContentKind = 'zip' | 'cfb' | 'biff' | 'text' | 'other'

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

/** BOF records of Excel 2, 3 and 4 worksheets. */
const BIFF = [
  [0x09, 0x00],
  [0x09, 0x02],
  [0x09, 0x04],
]
/** Audio and video the portal's own sniffing does not name. */
const MEDIA = [ascii('RIFF'), ascii('OggS'), ascii('ID3'), [0x1a, 0x45, 0xdf, 0xa3]]
/** Bytes looked at for a NUL: enough to tell a text file from a binary one. */
const TEXT_PROBE_BYTES = 8 * 1024

export function sniffContent(bytes: Uint8Array): ContentKind {
  const known = sniffExtension(bytes)
  if (known === 'zip') return 'zip'
  if (known === 'ole') return 'cfb'
  // PDF and pictures.
  if (known) return 'other'
  if (MEDIA.some((signature) => startsWith(bytes, signature)) || startsWith(bytes, ascii('ftyp'), 4)) return 'other'
  if (BIFF.some((signature) => startsWith(bytes, signature))) return 'biff'
  // UTF-16 text is full of NULs: its byte order mark says it is text.
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return 'text'
  return bytes.subarray(0, TEXT_PROBE_BYTES).includes(0) ? 'other' : 'text'
}

/** Whether an entry name (stored as plain bytes, or UTF-16LE in a CFB directory) occurs in the file. */
export function containsName(bytes: Uint8Array, name: string, utf16 = false): boolean {
  const needle = utf16 ? ascii(name).flatMap((code) => [code, 0]) : ascii(name)
  const first = needle[0]!
  for (let at = bytes.indexOf(first); at !== -1 && at <= bytes.length - needle.length; at = bytes.indexOf(first, at + 1)) {
    if (startsWith(bytes, needle, at)) return true
  }
  return false
}

/**
 * Text as the file wrote it: a byte order mark decides; otherwise UTF-8, and a file that is not
 * valid UTF-8 is taken as Windows-1252, what Excel in Spanish saves "CSV" in.
 */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes)
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
