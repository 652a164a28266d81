/**
 * What a JPEG or PNG says about itself in its own structure: its size in pixels, read from the
 * header, and the same picture without the metadata a camera writes (EXIF with its GPS position,
 * XMP, IPTC, comments, text chunks). The pixels are never decoded nor re-encoded: whole segments
 * or chunks are left out, so the picture stays byte for byte what was sent. Null: the bytes do not
 * hold a well-formed image of that kind.
 */

export interface CleanImage {
  width: number
  height: number
  bytes: Buffer
}

const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
const APP0 = 0xe0
const APP1 = 0xe1
const APP13 = 0xed
const COM = 0xfe
// Start-of-frame markers (baseline, progressive, lossless, arithmetic…): they carry the size.
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])
// EXIF and XMP live in APP1, IPTC (with its place names) in APP13; COM is free text.
const METADATA = new Set([APP1, APP13, COM])
// Markers that stand alone, without a length: restart markers and TEM.
const standalone = (code: number) => (code >= 0xd0 && code <= 0xd7) || code === 0x01

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1')
const ORIENTATION_TAG = 0x0112
const SHORT = 3

/** The EXIF orientation (1 to 8) of an APP1 segment's data, or null when it has none. */
function exifOrientation(data: Buffer): number | null {
  if (!data.subarray(0, 6).equals(EXIF_HEADER)) return null
  const tiff = data.subarray(6)
  if (tiff.length < 8) return null
  const order = tiff.toString('latin1', 0, 2)
  if (order !== 'II' && order !== 'MM') return null
  const little = order === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const ifd = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4)
  if (ifd + 2 > tiff.length) return null
  const count = u16(ifd)
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > tiff.length) return null
    if (u16(entry) !== ORIENTATION_TAG || u16(entry + 2) !== SHORT) continue
    const value = u16(entry + 8)
    return value >= 1 && value <= 8 ? value : null
  }
  return null
}

/**
 * An APP1 segment holding nothing but the orientation, so a phone photo taken sideways still shows
 * upright: one IFD entry in a big-endian TIFF header.
 */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4) // the IFD follows the header
  tiff.writeUInt16BE(1, 8) // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10)
  tiff.writeUInt16BE(SHORT, 12)
  tiff.writeUInt32BE(1, 14)
  tiff.writeUInt16BE(orientation, 18)
  // bytes 20–21 pad the value; 22–25: no next IFD
  const data = Buffer.concat([EXIF_HEADER, tiff])
  const head = Buffer.from([0xff, APP1, 0, 0])
  head.writeUInt16BE(data.length + 2, 2)
  return Buffer.concat([head, data])
}

/**
 * Walks the JPEG's segments up to the start of the scan: the frame header gives the size, APP1,
 * APP13 and comments are left out (the orientation alone is written back), everything else and
 * the compressed picture after it are kept as they are.
 */
export function cleanJpeg(bytes: Buffer): CleanImage | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null
  const kept: Buffer[] = [bytes.subarray(0, 2)]
  let width = 0
  let height = 0
  let orientation: number | null = null
  let offset = 2
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    let at = offset + 1
    while (bytes[at] === 0xff) at++ // fill bytes before a marker
    const code = bytes[at]
    if (code === undefined || code === EOI) return null
    if (code === SOS) {
      if (width === 0 || height === 0) return null
      if (orientation !== null && orientation !== 1) kept.splice(kept[1]?.[1] === APP0 ? 2 : 1, 0, orientationSegment(orientation))
      kept.push(bytes.subarray(at - 1))
      return { width, height, bytes: Buffer.concat(kept) }
    }
    if (standalone(code)) {
      kept.push(bytes.subarray(at - 1, at + 1))
      offset = at + 1
      continue
    }
    if (at + 3 > bytes.length) return null
    const length = bytes.readUInt16BE(at + 1)
    const end = at + 1 + length
    if (length < 2 || end > bytes.length) return null
    const data = bytes.subarray(at + 3, end)
    if (START_OF_FRAME.has(code)) {
      if (data.length < 6) return null
      height = data.readUInt16BE(1)
      width = data.readUInt16BE(3)
    }
    if (code === APP1) orientation = exifOrientation(data) ?? orientation
    if (!METADATA.has(code)) kept.push(bytes.subarray(at - 1, end))
    offset = end
  }
  return null
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
// EXIF, text (where a camera or an editor writes places and names) and the last-modified time.
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME'])

/** Walks the PNG's chunks: the header gives the size, metadata chunks are left out, the rest kept up to IEND. */
export function cleanPng(bytes: Buffer): CleanImage | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null
  const kept: Buffer[] = [PNG_SIGNATURE]
  let width = 0
  let height = 0
  let offset = 8
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const end = offset + 12 + length
    if (end > bytes.length) return null
    if (offset === 8) {
      if (type !== 'IHDR' || length !== 13) return null
      width = bytes.readUInt32BE(offset + 8)
      height = bytes.readUInt32BE(offset + 12)
    }
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(offset, end))
    if (type === 'IEND') return width > 0 && height > 0 ? { width, height, bytes: Buffer.concat(kept) } : null
    offset = end
  }
  return null
}
