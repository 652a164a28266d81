/**
 * The photo preparation as the file input runs it where no worker can (jsdom has none, as Safari's
 * workers cannot decode): browser-image-compression with Skia as the canvas. The result is read
 * back by independent readers: its segments walked byte by byte, exifr, and Skia's decoder.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MB } from '@/shared/files/file-rules'
import { photoPlan, PhotoProblem, type PhotoPlan } from '@/shared/files/photo-rules'
import { preparePhoto } from '@/shared/files/prepare-photo'
import { cameraJpeg, CAMERA_GPS, inspectJpeg, type CameraPhoto } from '../../support/camera-jpeg'
import { stubCanvas } from '../../support/skia-canvas'

const plan = (photo: Uint8Array, limits: Parameters<typeof photoPlan>[2]): PhotoPlan => photoPlan({ name: 'foto.jpg', size: photo.length }, photo.subarray(0, 16), limits)!
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

let phone: CameraPhoto

beforeAll(() => {
  phone = cameraJpeg()
})

beforeEach(() => stubCanvas())

describe('a photo straight from a phone, prepared for a 2 MB document', () => {
  it('the original is what the issue saw: 12 megapixels, about 5 MB, lying on its side with its place in it', async () => {
    expect(phone.bytes.length).toBeGreaterThan(4.5 * MB)
    const original = await inspectJpeg(phone.bytes)
    expect(original.exif).toMatchObject({ Orientation: 'Rotate 90 CW', latitude: CAMERA_GPS.latitude })
    expect(original.metadataSegments).toBe(1)
  })

  it('arrives under the limit, upright, at most 2000 px, with no EXIF, GPS or camera left in its bytes', async () => {
    const prepared = await preparePhoto(new Blob([phone.bytes], { type: 'image/jpeg' }), plan(phone.bytes, { allowedExtensions: ['jpg', 'jpeg', 'png'], maxSizeMb: 2 }))
    expect(prepared.blob.type).toBe('image/jpeg')
    expect(prepared.blob.size).toBeLessThanOrEqual(2 * MB)
    expect(prepared.blob.size).toBeLessThan(phone.bytes.length / 3)
    expect([prepared.width, prepared.height]).toEqual([1500, 2000])
    const seen = await inspectJpeg(await bytesOf(prepared.blob))
    expect(seen).toMatchObject({ width: 1500, height: 2000, redOnTop: true, redAtBottom: false, metadataSegments: 0 })
    expect(seen.exif).toBeUndefined()
  })

  it('goes lower in quality and size until a tighter limit is met', async () => {
    const blob = new Blob([phone.bytes], { type: 'image/jpeg' })
    const roomy = await preparePhoto(blob, plan(phone.bytes, { allowedExtensions: ['jpg'], maxSizeMb: 5 }))
    const limitMb = (roomy.blob.size * 0.6) / MB
    const tight = await preparePhoto(blob, plan(phone.bytes, { allowedExtensions: ['jpg'], maxSizeMb: limitMb }))
    expect(tight.blob.size).toBeLessThanOrEqual(limitMb * MB)
    expect(tight.height).toBeGreaterThan(tight.width)
  })

  it('says so when the limit cannot be met', async () => {
    const blob = new Blob([phone.bytes], { type: 'image/jpeg' })
    await expect(preparePhoto(blob, plan(phone.bytes, { allowedExtensions: ['jpg'], maxSizeMb: 0.001 }))).rejects.toMatchObject({ kind: 'too-large' })
  })
})

describe('a photo the place cannot take', () => {
  it('is refused when smaller than the place asks, with its size', async () => {
    const tiny = cameraJpeg({ width: 180, height: 150 })
    const small = preparePhoto(new Blob([tiny.bytes], { type: 'image/jpeg' }), plan(tiny.bytes, { allowedExtensions: ['jpg'], maxSizeMb: 5, photo: { minSidePx: 200 } }))
    await expect(small).rejects.toBeInstanceOf(PhotoProblem)
    await expect(small).rejects.toMatchObject({ kind: 'too-small', width: 150, height: 180 })
  })

  it('is refused as unreadable when it cannot be decoded', async () => {
    const broken = new Uint8Array([...phone.bytes.subarray(0, 16), ...new Uint8Array(2000)])
    await expect(preparePhoto(new Blob([broken], { type: 'image/jpeg' }), plan(broken, { allowedExtensions: ['jpg'], maxSizeMb: 5 }))).rejects.toMatchObject({ kind: 'unreadable' })
  })
})
