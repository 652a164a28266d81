import { describe, expect, it } from 'vitest'
import { pendingCountAfter, withLocalReads } from '@/features/notifications/logic'
import { formatRelative, relativeParts } from '@/shared/i18n/relative-time'
import type { OutboxItem } from '@/shared/sync/outbox-item'
import { notification, page, receipt } from './factories'

describe('withLocalReads', () => {
  it('shows a queued notification read although the server still says unread', () => {
    const fresh = page(notification({ id: 1 }), notification({ id: 2 }))
    const shown = withLocalReads(fresh, [receipt(2)])
    expect(shown.content.map((n) => n.read)).toEqual([false, true])
    expect(fresh.content[1]!.read).toBe(false)
  })

  it('keeps it read while the receipt is being sent or was refused', () => {
    const fresh = page(notification({ id: 1 }), notification({ id: 2 }))
    const shown = withLocalReads(fresh, [receipt(1, { status: 'sending' }), receipt(2, { status: 'failed', lastError: 'No' })])
    expect(shown.content.every((n) => n.read)).toBe(true)
  })

  it('ignores other kinds of queued writes and returns the same page when nothing changes', () => {
    const fresh = page(notification({ id: 1 }))
    const upload: OutboxItem = { ...receipt(1), kind: 'upload' }
    expect(withLocalReads(fresh, [upload])).toBe(fresh)
    expect(withLocalReads(fresh, [])).toBe(fresh)
  })
})

describe('pendingCountAfter', () => {
  it('takes off receipts the answer does not know yet', () => {
    const fresh = page(notification({ id: 1 }), notification({ id: 2 }), notification({ id: 3, read: true }))
    expect(pendingCountAfter(5, fresh, [receipt(1), receipt(2)])).toBe(3)
  })

  it('does not take off twice what the answer already shows read (an updated offline copy)', () => {
    const saved = page(notification({ id: 1, read: true }), notification({ id: 2 }))
    expect(pendingCountAfter(4, saved, [receipt(1)])).toBe(4)
  })

  it('keeps the count as it is without a list to compare with, and never goes below zero', () => {
    expect(pendingCountAfter(3, undefined, [receipt(1)])).toBe(3)
    expect(pendingCountAfter(0, page(notification({ id: 1 })), [receipt(1)])).toBe(0)
  })
})

describe('relative time', () => {
  const now = Date.parse('2025-03-10T18:00:00Z')
  it('picks the largest unit that fits', () => {
    expect(relativeParts(now - 30_000, now)).toEqual({ value: 30, unit: 'second' })
    expect(relativeParts(now, now)).toEqual({ value: 1, unit: 'second' })
    expect(relativeParts(now - 5 * 60_000, now)).toEqual({ value: 5, unit: 'minute' })
    expect(relativeParts(now - 3 * 3_600_000, now)).toEqual({ value: 3, unit: 'hour' })
    expect(relativeParts(now - 2 * 86_400_000, now)).toEqual({ value: 2, unit: 'day' })
    expect(relativeParts(now - 65 * 86_400_000, now)).toEqual({ value: 2, unit: 'month' })
  })
  it('speaks the active language', () => {
    expect(formatRelative(now - 3 * 3_600_000, now, 'es')).toBe('hace 3 horas')
    expect(formatRelative(now - 3 * 3_600_000, now, 'en')).toBe('3 hours ago')
    expect(formatRelative(now - 86_400_000, now, 'es')).toBe('hace 1 día')
  })
})
