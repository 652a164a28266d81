import { describe, expect, it } from 'vitest'
import { DOCUMENT_STATUSES, type FileDocument } from '@/contract/digital-file'
import { byUrgency, daysUntil, NEXT_STEP, notOlder, queuedUploads, showsCountdown, STATUS_LOOK, takenNames, withLatest } from '@/features/digital-file/logic'
import type { OutboxItem } from '@/shared/sync/outbox-item'
import { fileDocument } from './factories'

const document = fileDocument

const upload = (id: string, documentDeliveredId: number, name: string, domain = 'digital-file'): OutboxItem => ({
  id,
  kind: 'upload',
  method: 'POST',
  url: 'https://api.example/digitalfile/assignment/upload',
  files: [{ field: 'file', name, blob: new Blob(['x']) }],
  meta: { domain, documentDeliveredId },
  label: name,
  createdAt: 1,
  attempts: 0,
  status: 'pending',
  nextAttemptAt: 0,
})

describe('digital file statuses (spec §4)', () => {
  it('gives each of the twelve a label and a colour; the ones with something to do say what', () => {
    for (const status of DOCUMENT_STATUSES) expect(STATUS_LOOK[status].label).toBeDefined()
    expect(DOCUMENT_STATUSES.filter((status) => NEXT_STEP[status] === null)).toEqual(['completed', 'physical-delivered'])
  })

  it('lists what needs the person first and what is done last', () => {
    const sorted = byUrgency([
      document({ documentDeliveredId: 1, name: 'B', status: 'completed' }),
      document({ documentDeliveredId: 2, name: 'A', status: 'pending-approval' }),
      document({ documentDeliveredId: 3, name: 'C', status: 'expired' }),
      document({ documentDeliveredId: 4, name: 'D', status: 'rejected' }),
    ])
    expect(sorted.map((d) => d.status)).toEqual(['expired', 'rejected', 'pending-approval', 'completed'])
  })
})

describe('days to a due date, counted in Mexico City', () => {
  it('counts whole days from today, whatever the hour', () => {
    // 23:30 in Mexico City on 30 November is already 1 December in UTC.
    const lateEvening = new Date('2026-12-01T05:30:00Z')
    expect(daysUntil('2026-11-30', lateEvening)).toBe(0)
    expect(daysUntil('2026-12-03', lateEvening)).toBe(3)
    expect(daysUntil('2026-11-29', lateEvening)).toBe(-1)
  })

  it('crosses a year and a 29 February', () => {
    expect(daysUntil('2028-03-01', new Date('2028-02-28T18:00:00Z'))).toBe(2)
    expect(daysUntil('2027-01-01', new Date('2026-12-31T18:00:00Z'))).toBe(1)
  })

  it('shows "vence en N días" only inside the notice window and while an upload is still possible', () => {
    const now = new Date('2026-11-25T18:00:00Z')
    expect(showsCountdown(document({ dueDate: '2026-11-30' }), now, 7)).toBe(true)
    expect(showsCountdown(document({ dueDate: '2026-12-10' }), now, 7)).toBe(false)
    expect(showsCountdown(document({ dueDate: '2026-11-20' }), now, 7)).toBe(false)
    expect(showsCountdown(document({ dueDate: '2026-11-30', canUpload: false }), now, 7)).toBe(false)
  })
})

describe('uploads waiting in the outbox', () => {
  it('are found per document, ignoring other screens’ uploads', () => {
    const items = [upload('a', 1, 'acta.pdf'), upload('b', 2, 'curp.pdf'), upload('c', 1, 'ticket.png', 'ticket')]
    const byDocument = queuedUploads(items)
    expect([...byDocument.keys()]).toEqual([1, 2])
    expect(byDocument.get(1)?.id).toBe('a')
  })

  it('take their names, with the files already on the server, out of the free names', () => {
    const documents = [document({ file: { name: 'CURP.pdf', size: 10, mimeType: 'application/pdf', uploadedAt: '2026-11-01T10:00:00Z' } })]
    expect(takenNames(documents, [upload('a', 2, 'acta.pdf')])).toEqual(['CURP.pdf', 'acta.pdf'])
  })
})

describe('a record read on its own, with the list it belongs to', () => {
  const id = (d: FileDocument) => d.documentDeliveredId
  const kept = [document({ documentDeliveredId: 1 }), document({ documentDeliveredId: 2 })]
  const approved = document({ documentDeliveredId: 2, status: 'completed' })

  it('takes its place when it is at least as new as the list, and never when older', () => {
    expect(withLatest(kept, 5_000, { data: approved, savedAt: null }, id)[1]).toBe(approved)
    expect(withLatest(kept, 5_000, { data: approved, savedAt: 5_000 }, id)[1]).toBe(approved)
    expect(withLatest(kept, null, { data: approved, savedAt: 4_000 }, id)).toBe(kept)
    expect(withLatest(kept, 5_000, { data: approved, savedAt: 4_000 }, id)).toBe(kept)
    expect(withLatest(kept, 5_000, undefined, id)).toBe(kept)
  })

  it('joins the list, first, when the list does not have it', () => {
    const added = document({ documentDeliveredId: 3 })
    expect(withLatest(kept, 5_000, { data: added, savedAt: 1_000 }, id).map(id)).toEqual([3, 1, 2])
  })

  it('compares ages: a fresh answer is newer than any saved copy', () => {
    expect(notOlder(null, 1)).toBe(true)
    expect(notOlder(1, null)).toBe(false)
    expect(notOlder(2, 1)).toBe(true)
  })
})
