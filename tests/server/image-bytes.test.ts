import exifr from 'exifr'
import { describe, expect, it } from 'vitest'
import { cleanJpeg, cleanPng } from '../../server/data/image-bytes.ts'
import { samplePng } from '../../server/seed/sample-files.ts'
import { CAMERA_GPS, CAMERA_MAKE, CAMERA_MODEL, cameraJpeg, inspectJpeg } from '../support/camera-jpeg.ts'

/** What an independent EXIF reader finds in the bytes: position, camera and orientation. */
const exifOf = async (bytes: Buffer) =>
  (await exifr.parse(new Uint8Array(bytes), { tiff: true, gps: true, xmp: true, iptc: true, icc: false })) as Record<string, unknown> | undefined

/** Everything from the start of scan on: the compressed picture itself. */
const scan = (bytes: Buffer) => bytes.subarray(bytes.indexOf(Buffer.from([0xff, 0xda])))

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

function crc32(bytes: Buffer): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return ~crc >>> 0
}

describe('a camera photo stored by the server', () => {
  const photo = cameraJpeg({ width: 480, height: 360, grain: 8 })

  it('carries, as sent, the position and the camera', async () => {
    const exif = await exifOf(photo.bytes)
    expect(exif).toMatchObject({ Make: CAMERA_MAKE })
    expect(await exifr.orientation(new Uint8Array(photo.bytes))).toBe(6)
    expect(exif?.latitude).toBeCloseTo(CAMERA_GPS.latitude, 3)
  })

  it('keeps no GPS position nor camera, only the orientation, and the same picture', async () => {
    const clean = cleanJpeg(photo.bytes)
    expect(clean).toMatchObject({ width: 480, height: 360 })
    expect(await exifr.gps(new Uint8Array(clean!.bytes))).toBeUndefined()
    expect(Object.keys((await exifOf(clean!.bytes)) ?? {})).toEqual(['Orientation'])
    expect(await exifr.orientation(new Uint8Array(clean!.bytes))).toBe(6)
    expect(scan(clean!.bytes).equals(scan(photo.bytes))).toBe(true)
    // Not hidden behind the new segment either: the camera's own EXIF block is gone.
    expect(clean!.bytes.includes(Buffer.from(CAMERA_MAKE, 'latin1'))).toBe(false)
    expect(clean!.bytes.includes(Buffer.from(CAMERA_MODEL, 'latin1'))).toBe(false)
    // Shown as a viewer shows it: turned upright by the orientation, the red band on top; one
    // metadata segment left, the orientation's.
    expect(await inspectJpeg(clean!.bytes)).toMatchObject({ width: 360, height: 480, redOnTop: true, redAtBottom: false, metadataSegments: 1 })
  })

  it('refuses a photo cut before its picture', () => {
    expect(cleanJpeg(photo.bytes.subarray(0, photo.bytes.indexOf(Buffer.from([0xff, 0xda]))))).toBeNull()
  })
})

describe('a PNG stored by the server', () => {
  it('loses an EXIF chunk with a GPS position and its text chunks', async () => {
    const camera = cameraJpeg({ width: 64, height: 48, grain: 8 }).bytes
    const app1 = camera.indexOf(Buffer.from('Exif\0\0', 'latin1'))
    const tiff = camera.subarray(app1 + 6, app1 - 2 + camera.readUInt16BE(app1 - 2))
    const plain = samplePng(240, 260)
    const withMetadata = Buffer.concat([plain.subarray(0, 33), chunk('eXIf', tiff), chunk('tEXt', Buffer.from('Comment\0Tomada en el Zócalo', 'latin1')), plain.subarray(33)])
    expect(await exifr.gps(new Uint8Array(withMetadata))).toMatchObject({ latitude: expect.closeTo(CAMERA_GPS.latitude, 3) })

    const clean = cleanPng(withMetadata)
    expect(clean).toMatchObject({ width: 240, height: 260 })
    expect(await exifr.gps(new Uint8Array(clean!.bytes))).toBeUndefined()
    expect(clean!.bytes.equals(plain)).toBe(true)
  })
})
