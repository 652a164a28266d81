import { contentMatches, extensionOf, MB, sniffExtension, type FileLimits } from './file-rules'

/**
 * Which chosen files are photos the portal prepares on the device before they go (spec §9: a
 * 12-megapixel phone photo is 4–6 MB; architecture §9: camera photos lose EXIF and GPS), and
 * what they become. Pure: the preparation itself runs in a worker (prepare-photo.ts).
 */

/** The longest side a photo keeps, in pixels: still sharp to read a paper document at A4. */
export const PHOTO_MAX_SIDE_PX = 2000
/** JPEG quality the preparation starts from; it goes lower only when the limit asks. */
export const PHOTO_QUALITY = 0.82

export type PhotoType = 'image/jpeg' | 'image/png'

export interface PhotoPlan {
  /** What the photo is read as (its content, whatever the browser declared). */
  sourceType: string
  /** What it becomes. */
  type: PhotoType
  /** Its name once prepared: the person's, with the extension of what it became. */
  name: string
  maxSizeMb: number
  maxSidePx: number
  minSidePx: number
}

const SOURCE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic' }

function renamed(name: string, extension: string): string {
  const own = extensionOf(name)
  const base = own ? name.slice(0, name.length - own.length - 1) : name
  return `${base || 'foto'}.${extension}`
}

/**
 * The plan for a chosen file, or null when it goes as chosen (not a picture, or a PNG or WebP
 * already within the limit) or is refused by the usual rules (a type the place does not take).
 * A JPEG is always prepared, so its EXIF (GPS, camera) never leaves the device; a PNG, WebP or
 * HEIC photo becomes a JPEG where JPEG is taken, a PNG where only PNG is.
 */
export function photoPlan(file: { name: string; size: number }, head: Uint8Array, limits: FileLimits): PhotoPlan | null {
  const kind = sniffExtension(head)
  const sourceType = kind ? SOURCE_TYPES[kind] : undefined
  if (!kind || !sourceType) return null
  const extension = extensionOf(file.name)
  // A name that says another kind than the content is refused as today; a camera's file without one is named by it.
  if (extension && !contentMatches(extension, head)) return null
  const allowed = limits.allowedExtensions.map((e) => e.toLowerCase())
  const jpegAs = allowed.includes('jpg') ? 'jpg' : allowed.includes('jpeg') ? 'jpeg' : null
  const withinLimit = file.size <= limits.maxSizeMb * MB
  const plan = (type: PhotoType, ext: string): PhotoPlan => ({
    sourceType,
    type,
    name: type === 'image/jpeg' && (extension === 'jpg' || extension === 'jpeg') && allowed.includes(extension) ? file.name : renamed(file.name, ext),
    maxSizeMb: limits.maxSizeMb,
    maxSidePx: limits.photo?.maxSidePx ?? PHOTO_MAX_SIDE_PX,
    minSidePx: limits.photo?.minSidePx ?? 1,
  })
  if (kind !== 'jpg' && allowed.includes(kind) && withinLimit) return null
  if (jpegAs) return plan('image/jpeg', jpegAs)
  if (kind === 'png' && allowed.includes('png')) return plan('image/png', 'png')
  return null
}

/** Why a photo could not be made fit to go; the person keeps what they had chosen. */
export type PhotoProblemKind = 'unreadable' | 'too-large' | 'too-small'

export class PhotoProblem extends Error {
  readonly kind: PhotoProblemKind
  /** The prepared size in pixels, for 'too-small'. */
  readonly width: number
  readonly height: number
  constructor(kind: PhotoProblemKind, size = { width: 0, height: 0 }) {
    super(`photo ${kind}`)
    this.kind = kind
    this.width = size.width
    this.height = size.height
  }
}
