import { describe, expect, it } from 'vitest'
import type { Photo } from '@/contract/user'
import { photoChange, queuedPhoto } from '@/features/profile/logic'
import type { OutboxItem } from '@/shared/sync/outbox-item'

const photo = (over: Partial<Photo>): Photo => ({
  photo: 'data:image/png;base64,AA==', status: 'approved', updatedAt: '2026-05-01T17:00:00Z', nextChangeAt: null, pendingPhoto: null, rejectionReason: null, ...over,
})
const now = new Date('2026-11-25T18:00:00Z')

describe('changing the profile photo', () => {
  it('is allowed once the 4 months have passed, and says until when otherwise', () => {
    expect(photoChange(photo({ nextChangeAt: '2026-09-01T17:00:00Z' }), false, now)).toEqual({ kind: 'allowed' })
    expect(photoChange(photo({ nextChangeAt: '2027-01-10T17:00:00Z' }), false, now)).toEqual({ kind: 'wait', until: '2027-01-10T17:00:00Z' })
    // A rejected photo may be replaced at once; so may a first one.
    expect(photoChange(photo({ status: 'rejected', rejectionReason: 'Fondo oscuro' }), false, now)).toEqual({ kind: 'allowed' })
    expect(photoChange(photo({ photo: null, status: null, updatedAt: null }), false, now)).toEqual({ kind: 'allowed' })
  })

  it('waits while one is in review or still queued on this device', () => {
    expect(photoChange(photo({ status: 'pending', pendingPhoto: 'data:image/png;base64,AB==' }), false, now)).toEqual({ kind: 'in-review' })
    expect(photoChange(photo({}), true, now)).toEqual({ kind: 'queued' })
  })

  it('finds the queued photo of the account among the other uploads', () => {
    const item = (meta: OutboxItem['meta']): OutboxItem => ({
      id: String(meta.accountNumber ?? meta.documentDeliveredId), kind: 'upload', method: 'POST', url: 'https://api.test/user/photo', meta, label: 'x',
      createdAt: 0, attempts: 0, status: 'pending', nextAttemptAt: 0,
    })
    const items = [item({ domain: 'digital-file', documentDeliveredId: 4 }), item({ domain: 'photo', accountNumber: '010245871' })]
    expect(queuedPhoto(items, '010245871')?.id).toBe('010245871')
    expect(queuedPhoto(items, '010245872')).toBeUndefined()
  })
})
