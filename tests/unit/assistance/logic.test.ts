import { describe, expect, it } from 'vitest'
import {
  catalogChoices, chooseLevel, evidenceRoom, groupTickets, isDelivered, mergeConversation, NO_LEVELS, queuedMessages, unreadDeskIds,
} from '@/features/assistance/logic'
import { areas, conversation, message, queuedItem, summary } from './factories'

describe('the dependent catalogs of a new ticket', () => {
  const chosen = { areaId: '1', issueTypeId: '11', classificationId: '111', subclassificationId: '1111', reasonId: '11111' }

  it('offers each level the options under what is chosen above it, and the reason’s form', () => {
    const choices = catalogChoices(areas, chosen)
    expect(choices.areas.map((a) => a.name)).toEqual(['Servicios escolares', 'Finanzas'])
    expect(choices.reasons.map((r) => r.id)).toEqual([11111, 11112])
    expect(choices.form?.subjectRequest).toBe(true)
    expect(choices.form?.maxEvidence).toBe(2)
  })

  it('offers nothing below a level that is not chosen yet', () => {
    const choices = catalogChoices(areas, { ...NO_LEVELS, areaId: '2' })
    expect(choices.issueTypes.map((t) => t.name)).toEqual(['Pagos'])
    expect(choices.classifications).toEqual([])
    expect(choices.form).toBeNull()
  })

  it('clears every level below one that changes, and keeps those above', () => {
    expect(chooseLevel(chosen, 'areaId', '2')).toEqual({ ...NO_LEVELS, areaId: '2' })
    expect(chooseLevel(chosen, 'classificationId', '112')).toEqual({ areaId: '1', issueTypeId: '11', classificationId: '112', subclassificationId: '', reasonId: '' })
    expect(chooseLevel(chosen, 'reasonId', '11112')).toEqual({ ...chosen, reasonId: '11112' })
  })

  it('has no form for a path that does not exist (a stale choice)', () => {
    expect(catalogChoices(areas, { ...chosen, areaId: '2' }).form).toBeNull()
  })
})

describe('the evidence limit (spec §5: 5 or 2 documents)', () => {
  it('has room until the form’s maximum, and counts what is over it', () => {
    expect(evidenceRoom(1, 2)).toEqual({ canAdd: true, excess: 0 })
    expect(evidenceRoom(2, 2)).toEqual({ canAdd: false, excess: 0 })
    expect(evidenceRoom(4, 2)).toEqual({ canAdd: false, excess: 2 })
    expect(evidenceRoom(4, 5)).toEqual({ canAdd: true, excess: 0 })
  })
})

describe('messages waiting in the outbox', () => {
  it('are the ticket’s own, in the order they were written', () => {
    const items = [
      queuedItem({ sequence: 3, text: 'tercero' }),
      queuedItem({ sequence: 1, text: 'primero' }),
      queuedItem({ sequence: 2, text: 'otro ticket', meta: { domain: 'assistance', ticketId: 102, text: 'x', clientCreatedAt: '2026-01-01T00:00:00.000Z', clientSequence: 2 } }),
      { ...queuedItem({ sequence: 4 }), kind: 'upload' as const },
      queuedItem({ sequence: 5, text: 'segundo', createdAt: 1_700_000_002_500 }),
    ]
    expect(queuedMessages(items, 101).map((q) => q.text)).toEqual(['primero', 'segundo', 'tercero'])
  })

  it('written in the same instant keep the device’s sequence', () => {
    const same = 1_700_000_000_000
    const items = [queuedItem({ sequence: 8, text: 'b', createdAt: same }), queuedItem({ sequence: 7, text: 'a', createdAt: same })]
    expect(queuedMessages(items, 101).map((q) => q.text)).toEqual(['a', 'b'])
  })

  it('is delivered once the conversation holds a student message with its time and sequence', () => {
    const [queued] = queuedMessages([queuedItem({ sequence: 2 })], 101)
    const sent = message({ id: 9, author: 'student', clientCreatedAt: queued!.clientCreatedAt, clientSequence: 2 })
    expect(isDelivered(queued!, [message()])).toBe(false)
    expect(isDelivered(queued!, [sent])).toBe(true)
    expect(isDelivered(queued!, [{ ...sent, clientSequence: 3 }])).toBe(false)
  })
})

describe('a conversation polled by cursor', () => {
  it('merges what is new or changed by id, in the server’s order', () => {
    const first = conversation([message({ id: 1, orderKey: 'a' }), message({ id: 2, orderKey: 'c', read: false })])
    const next = conversation([message({ id: 2, orderKey: 'c', read: true }), message({ id: 3, author: 'student', orderKey: 'b' })], { cursor: '12' })
    const merged = mergeConversation(first, next)
    expect(merged.messages.map((m) => m.id)).toEqual([1, 3, 2])
    expect(merged.messages.find((m) => m.id === 2)?.read).toBe(true)
    expect(merged.cursor).toBe('12')
  })

  it('keeps what it has when nothing is new', () => {
    const first = conversation([message()])
    expect(mergeConversation(first, conversation([]))).toBe(first)
    expect(mergeConversation(first, conversation([], { status: 'closed' })).status).toBe('closed')
  })

  it('lists the unread desk messages only', () => {
    expect(unreadDeskIds([message({ id: 1, read: false }), message({ id: 2 }), message({ id: 3, author: 'student', read: false })])).toEqual([1])
  })
})

describe('the list of tickets', () => {
  it('puts open tickets apart from closed ones, newest first', () => {
    const { open, closed } = groupTickets([
      summary({ id: 1, createdAt: '2026-01-01T00:00:00Z' }),
      summary({ id: 2, status: 'closed', createdAt: '2026-02-01T00:00:00Z' }),
      summary({ id: 3, status: 'resolution-proposed', createdAt: '2026-03-01T00:00:00Z' }),
      summary({ id: 4, status: 'closed', createdAt: '2026-04-01T00:00:00Z' }),
    ])
    expect(open.map((t) => t.id)).toEqual([3, 1])
    expect(closed.map((t) => t.id)).toEqual([4, 2])
  })
})
