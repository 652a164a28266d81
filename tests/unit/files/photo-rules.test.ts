import { describe, expect, it } from 'vitest'
import { MB } from '@/shared/files/file-rules'
import { photoPlan, PHOTO_MAX_SIDE_PX } from '@/shared/files/photo-rules'

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0])
const HEIC = new Uint8Array([0, 0, 0, 0x18, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0])
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
const PHOTO_DOCUMENT = { allowedExtensions: ['jpg', 'jpeg', 'png'], maxSizeMb: 2 }

describe('which chosen files are photos to prepare, and what they become', () => {
  it('prepares every JPEG, even one within the limit, so its EXIF never leaves the device', () => {
    const plan = photoPlan({ name: 'IMG_2041.JPG', size: 300_000 }, JPEG, PHOTO_DOCUMENT)
    expect(plan).toEqual({ sourceType: 'image/jpeg', type: 'image/jpeg', name: 'IMG_2041.JPG', maxSizeMb: 2, maxSidePx: PHOTO_MAX_SIDE_PX, minSidePx: 1 })
  })

  it('leaves a PNG within the limit as chosen, and turns a heavier one into a JPEG', () => {
    expect(photoPlan({ name: 'captura.png', size: MB }, PNG, PHOTO_DOCUMENT)).toBeNull()
    expect(photoPlan({ name: 'captura.png', size: 3 * MB }, PNG, PHOTO_DOCUMENT)).toMatchObject({ sourceType: 'image/png', type: 'image/jpeg', name: 'captura.jpg' })
    expect(photoPlan({ name: 'captura.png', size: 3 * MB }, PNG, { allowedExtensions: ['png'], maxSizeMb: 2 })).toMatchObject({ type: 'image/png', name: 'captura.png' })
  })

  it('turns an iPhone’s HEIC photo into a JPEG where JPEG is taken, and names a camera’s file without extension', () => {
    expect(photoPlan({ name: 'IMG_0001.HEIC', size: 2 * MB }, HEIC, PHOTO_DOCUMENT)).toMatchObject({ sourceType: 'image/heic', type: 'image/jpeg', name: 'IMG_0001.jpg' })
    expect(photoPlan({ name: 'image', size: MB }, JPEG, { allowedExtensions: ['jpeg'], maxSizeMb: 5 })).toMatchObject({ name: 'image.jpeg' })
  })

  it('takes the place’s own photo rules', () => {
    expect(photoPlan({ name: 'yo.jpg', size: MB }, JPEG, { allowedExtensions: ['jpg', 'png'], maxSizeMb: 5, photo: { minSidePx: 200 } })).toMatchObject({ minSidePx: 200, maxSidePx: PHOTO_MAX_SIDE_PX })
  })

  it('leaves to the usual refusals a file that is no photo, a name that lies, or a place that takes no pictures', () => {
    expect(photoPlan({ name: 'acta.pdf', size: 9 * MB }, PDF, PHOTO_DOCUMENT)).toBeNull()
    expect(photoPlan({ name: 'foto.png', size: MB }, JPEG, PHOTO_DOCUMENT)).toBeNull()
    expect(photoPlan({ name: 'foto.jpg', size: 9 * MB }, JPEG, { allowedExtensions: ['pdf'], maxSizeMb: 5 })).toBeNull()
  })
})
