import type { Photo } from '@/contract/user'
import type { OutboxItem } from '@/shared/sync/outbox-item'

/** Photos travel through the outbox like every upload (architecture §7), told apart by `meta.domain`. */
export const PHOTO_UPLOAD_KIND = 'upload' as const
export const PHOTO_DOMAIN = 'photo'

/**
 * A profile photo: JPEG or PNG, within the portal's default upload maximum (spec §9: 5 MB), and
 * at least 200 × 200 pixels as the server asks (server/api/photo-rules.ts). A larger photo is
 * reduced on the device by the file input.
 */
export const PHOTO_LIMITS = { allowedExtensions: ['jpg', 'jpeg', 'png'], maxSizeMb: 5, photo: { minSidePx: 200 } } as const

/**
 * Whether a new photo may be sent now (spec §4): not while one is in review or queued on this
 * device, nor before `nextChangeAt` (4 months after the last approved change).
 */
export type PhotoChange = { kind: 'allowed' } | { kind: 'in-review' } | { kind: 'queued' } | { kind: 'wait'; until: string }

export function photoChange(photo: Photo, queued: boolean, now: Date): PhotoChange {
  if (queued) return { kind: 'queued' }
  if (photo.status === 'pending') return { kind: 'in-review' }
  if (photo.nextChangeAt && Date.parse(photo.nextChangeAt) > now.getTime()) return { kind: 'wait', until: photo.nextChangeAt }
  return { kind: 'allowed' }
}

/** The photo queued on this device for `accountNumber`, if any. */
export function queuedPhoto(items: readonly OutboxItem[], accountNumber: string): OutboxItem | undefined {
  return items.find((item) => item.kind === PHOTO_UPLOAD_KIND && item.meta.domain === PHOTO_DOMAIN && item.meta.accountNumber === accountNumber)
}
