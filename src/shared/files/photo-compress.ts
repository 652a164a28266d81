import imageCompression from 'browser-image-compression'
import { PHOTO_QUALITY, type PhotoType } from './photo-rules'

/** One photo to prepare: the picture and the rules it must meet. */
export interface PhotoJob {
  photo: Blob
  /** What the picture is (its content), for the library, which reads the Blob's type. */
  sourceType: string
  type: PhotoType
  /** Infinity: no size to reach, only the longest side. */
  maxSizeMb: number
  maxSidePx: number
}

export interface PhotoOutcome {
  blob: Blob
  width: number
  height: number
}

/**
 * browser-image-compression, on the thread that calls it (its own worker is off: it would load
 * the library from a CDN through a blob: URL, which the portal's CSP refuses). It decodes the
 * picture upright (the EXIF orientation applied), scales it to `maxSidePx`, encodes it from
 * PHOTO_QUALITY and, while it is over `maxSizeMb`, lowers quality and size a step at a time (10
 * steps at most). What it writes is a fresh file: no EXIF, GPS, XMP or comments.
 */
export async function compressPhoto(job: PhotoJob): Promise<PhotoOutcome> {
  const photo = new File([job.photo], 'photo', { type: job.sourceType })
  const blob = await imageCompression(photo, {
    useWebWorker: false,
    maxSizeMB: job.maxSizeMb,
    maxWidthOrHeight: job.maxSidePx,
    fileType: job.type,
    initialQuality: PHOTO_QUALITY,
    preserveExif: false,
  })
  const bitmap = await createImageBitmap(blob)
  const outcome = { blob: new Blob([blob], { type: job.type }), width: bitmap.width, height: bitmap.height }
  bitmap.close()
  return outcome
}
