import { cleanJpeg, cleanPng } from '../data/image-bytes.ts'
import { badRequest } from './errors.ts'
import type { UploadedFile } from './request-parts.ts'
import { DEFAULT_UPLOAD_MB, sanitizedFileName } from './upload-rules.ts'

/** The smallest side a profile photo may have, in pixels: less and the face is not recognisable. */
export const PHOTO_MIN_SIDE_PX = 200

export interface AcceptedPhoto {
  /** The sanitised name as sent (what the demo reviewer reads). */
  fileName: string
  mimeType: 'image/jpeg' | 'image/png'
  /** The picture without its metadata. */
  bytes: Buffer
}

const NOT_A_PHOTO = 'La foto debe ser una imagen JPG o PNG'
const MB = 1024 * 1024

// By content: file-type names a JPEG "jpg"; the extension, when there is one, must agree with it.
const FORMATS = {
  jpg: { extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg', clean: cleanJpeg },
  png: { extensions: ['png'], mimeType: 'image/png', clean: cleanPng },
} as const

const hasExtension = (name: string) => /\.[a-z0-9]{1,10}$/i.test(name.split(/[\\/]/).pop() ?? '')

/**
 * Architecture §9 for a profile photo: a JPEG or PNG by its magic bytes (an extension in its name
 * must say the same; a camera's file without one is named by its content), within the upload
 * maximum, well formed, at least 200 × 200 pixels, and stripped of EXIF and other metadata.
 */
export function acceptedPhoto(file: UploadedFile, maxMb = DEFAULT_UPLOAD_MB): AcceptedPhoto {
  const kind = file.detected?.ext
  if (kind !== 'jpg' && kind !== 'png') throw badRequest(NOT_A_PHOTO)
  const format = FORMATS[kind]
  const { base, extension } = sanitizedFileName(hasExtension(file.name) ? file.name : `${file.name.trim() || 'foto'}.${kind}`)
  if (!(format.extensions as readonly string[]).includes(extension)) {
    throw badRequest(`La foto no es del tipo que dice su nombre: es ${kind === 'jpg' ? 'JPG' : 'PNG'} pero su nombre termina en .${extension}`)
  }
  if (file.bytes.length > maxMb * MB) throw badRequest(`La foto no debe exceder ${maxMb} MB`)
  const image = format.clean(file.bytes)
  if (!image) throw badRequest('La foto está dañada o incompleta; elige o toma otra')
  if (image.width < PHOTO_MIN_SIDE_PX || image.height < PHOTO_MIN_SIDE_PX) {
    throw badRequest(`La foto debe medir al menos ${PHOTO_MIN_SIDE_PX} × ${PHOTO_MIN_SIDE_PX} píxeles (la tuya mide ${image.width} × ${image.height})`)
  }
  return { fileName: `${base}.${extension}`, mimeType: format.mimeType, bytes: image.bytes }
}

export const dataUrlOf = (photo: AcceptedPhoto) => `data:${photo.mimeType};base64,${photo.bytes.toString('base64')}`
