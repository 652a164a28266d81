import { createCanvas, loadImage } from '@napi-rs/canvas'
import exifr from 'exifr'

/**
 * A photo as a phone's camera writes it: the sensor's landscape pixels with an EXIF block that
 * says how to turn them (orientation 6: a quarter turn clockwise, a portrait held upright) and
 * where and with what it was taken (GPS, make, model). The band that shows on top once turned is
 * red, the rest grey with grain, so a reader can tell the picture arrived upright; the grain keeps
 * the file as heavy as a real 12-megapixel photo (about 5 MB at 4000 × 3000).
 */
export interface CameraPhoto {
  bytes: Buffer<ArrayBuffer>
  /** Pixels as stored, before the orientation is applied. */
  storedWidth: number
  storedHeight: number
}

/** Where the photo says it was taken: Mexico City's Zócalo. */
export const CAMERA_GPS = { latitude: 19.4326, longitude: -99.1332 }
export const CAMERA_MAKE = 'Fotofono'
export const CAMERA_MODEL = 'Modelo 12'

/** Stored pixels of the left band, which orientation 6 puts on top. */
const TOP_BAND_SHARE = 0.15

export function cameraJpeg({ width = 4000, height = 3000, quality = 90, grain = 64 } = {}): CameraPhoto {
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  const image = context.createImageData(width, height)
  const pixels = image.data
  const band = Math.round(width * TOP_BAND_SHARE)
  // A fixed sequence, so every run makes the same file.
  let seed = 20_260_101
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0
    return ((seed >>> 16) % grain) - grain / 2
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4
      const grainy = noise()
      if (x < band) {
        pixels[at] = 220 + grainy / 4
        pixels[at + 1] = 30 + grainy / 4
        pixels[at + 2] = 30 + grainy / 4
      } else {
        pixels[at] = 128 + grainy
        pixels[at + 1] = 128 + grainy
        pixels[at + 2] = 128 + grainy
      }
      pixels[at + 3] = 255
    }
  }
  context.putImageData(image, 0, 0)
  const jpeg = canvas.toBuffer('image/jpeg', quality)
  // The encoder's own file starts with SOI (2 bytes) and may carry a JFIF APP0: EXIF goes right after SOI.
  const bytes = Buffer.concat([jpeg.subarray(0, 2), exifSegment(6), jpeg.subarray(2)])
  return { bytes, storedWidth: width, storedHeight: height }
}

/** A big-endian TIFF block: IFD0 (make, model, orientation, GPS pointer) and a GPS IFD. */
function exifSegment(orientation: number): Buffer {
  const make = Buffer.from(`${CAMERA_MAKE}\0`, 'latin1')
  const model = Buffer.from(`${CAMERA_MODEL}\0`, 'latin1')
  const ifd0Entries = 4
  const gpsEntries = 4
  const ifd0At = 8
  const ifd0Size = 2 + ifd0Entries * 12 + 4
  const gpsAt = ifd0At + ifd0Size
  const gpsSize = 2 + gpsEntries * 12 + 4
  const dataAt = gpsAt + gpsSize
  const makeAt = dataAt
  const modelAt = makeAt + make.length
  const latitudeAt = modelAt + model.length
  const longitudeAt = latitudeAt + 24
  const tiff = Buffer.alloc(longitudeAt + 24)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(ifd0At, 4)

  const entry = (at: number, tag: number, type: number, count: number, value: (field: number) => void) => {
    tiff.writeUInt16BE(tag, at)
    tiff.writeUInt16BE(type, at + 2)
    tiff.writeUInt32BE(count, at + 4)
    value(at + 8)
  }
  const ASCII = 2
  const SHORT = 3
  const LONG = 4
  const RATIONAL = 5
  tiff.writeUInt16BE(ifd0Entries, ifd0At)
  // Entries in ascending tag order, as TIFF asks.
  entry(ifd0At + 2, 0x010f, ASCII, make.length, (field) => tiff.writeUInt32BE(makeAt, field))
  entry(ifd0At + 14, 0x0110, ASCII, model.length, (field) => tiff.writeUInt32BE(modelAt, field))
  entry(ifd0At + 26, 0x0112, SHORT, 1, (field) => tiff.writeUInt16BE(orientation, field))
  entry(ifd0At + 38, 0x8825, LONG, 1, (field) => tiff.writeUInt32BE(gpsAt, field))
  tiff.writeUInt32BE(0, ifd0At + 2 + ifd0Entries * 12)

  tiff.writeUInt16BE(gpsEntries, gpsAt)
  entry(gpsAt + 2, 0x0001, ASCII, 2, (field) => tiff.write('N\0', field, 'latin1'))
  entry(gpsAt + 14, 0x0002, RATIONAL, 3, (field) => tiff.writeUInt32BE(latitudeAt, field))
  entry(gpsAt + 26, 0x0003, ASCII, 2, (field) => tiff.write('W\0', field, 'latin1'))
  entry(gpsAt + 38, 0x0004, RATIONAL, 3, (field) => tiff.writeUInt32BE(longitudeAt, field))
  tiff.writeUInt32BE(0, gpsAt + 2 + gpsEntries * 12)

  make.copy(tiff, makeAt)
  model.copy(tiff, modelAt)
  const degreesMinutesSeconds = (at: number, value: number) => {
    const degrees = Math.floor(Math.abs(value))
    const minutesFull = (Math.abs(value) - degrees) * 60
    const minutes = Math.floor(minutesFull)
    const seconds = Math.round((minutesFull - minutes) * 60 * 100)
    ;[[degrees, 1], [minutes, 1], [seconds, 100]].forEach(([numerator, denominator], i) => {
      tiff.writeUInt32BE(numerator!, at + i * 8)
      tiff.writeUInt32BE(denominator!, at + i * 8 + 4)
    })
  }
  degreesMinutesSeconds(latitudeAt, CAMERA_GPS.latitude)
  degreesMinutesSeconds(longitudeAt, CAMERA_GPS.longitude)

  const data = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
  const head = Buffer.from([0xff, 0xe1, 0, 0])
  head.writeUInt16BE(data.length + 2, 2)
  return Buffer.concat([head, data])
}

/**
 * The segments of a JPEG up to its picture data, read by walking its markers: what an upload
 * still carries besides the pixels (APP1 holds EXIF and XMP, APP13 IPTC, COM free text).
 */
export function jpegSegments(bytes: Uint8Array): Array<{ marker: number; data: Uint8Array }> {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG')
  const segments: Array<{ marker: number; data: Uint8Array }> = []
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`no marker at byte ${at}`)
    const marker = bytes[at + 1]!
    if (marker === 0xda) break
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
    segments.push({ marker, data: bytes.subarray(at + 4, at + 2 + length) })
    at += 2 + length
  }
  return segments
}

/** Markers of the segments that carry metadata: APP1 (EXIF, XMP), APP13 (IPTC), COM. */
const METADATA_MARKERS = new Set([0xe1, 0xed, 0xfe])

export interface PreparedJpeg {
  width: number
  height: number
  /** Whether the top and the bottom tenth of the picture are the red band. */
  redOnTop: boolean
  redAtBottom: boolean
  /** Metadata segments still in the file (none expected). */
  metadataSegments: number
  /** What an independent EXIF reader finds (undefined: nothing). */
  exif: Record<string, unknown> | undefined
}

/** Reads a prepared photo as a person and a snoop would: how it shows, and what it still says about itself. */
export async function inspectJpeg(bytes: Uint8Array): Promise<PreparedJpeg> {
  const image = await loadImage(Buffer.from(bytes))
  const canvas = createCanvas(image.width, image.height)
  const context = canvas.getContext('2d')
  context.drawImage(image, 0, 0)
  const isRed = (y: number) => {
    const [r, g, b] = context.getImageData(Math.floor(image.width / 2), y, 1, 1).data
    return r! > 170 && g! < 90 && b! < 90
  }
  const exif = (await exifr.parse(new Uint8Array(bytes), { tiff: true, gps: true, xmp: true, iptc: true, icc: false })) as Record<string, unknown> | undefined
  return {
    width: image.width,
    height: image.height,
    redOnTop: isRed(Math.floor(image.height * 0.05)),
    redAtBottom: isRed(Math.floor(image.height * 0.95)),
    metadataSegments: jpegSegments(bytes).filter((segment) => METADATA_MARKERS.has(segment.marker)).length,
    exif,
  }
}
