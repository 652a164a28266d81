import { describe, expect, it } from 'vitest'
import { eachDay } from '@/features/agenda/dates'
import { eventDaySpan, groupByDay, itemsInRange, mergeItems, oldestSavedAt, partState, toItem, toItems } from '@/features/agenda/logic'
import { agendaEvent } from './factories'

describe('the local days an event covers', () => {
  it('keeps an evening class on its local day although it ends after midnight UTC', () => {
    // 17:00–19:00 local on 23 November is 23:00–01:00 UTC.
    expect(eventDaySpan(agendaEvent({ start: '2026-11-23T23:00:00Z', end: '2026-11-24T01:00:00Z' }))).toEqual({
      first: '2026-11-23',
      last: '2026-11-23',
    })
  })

  it('spans every day of an event that runs past local midnight', () => {
    expect(eventDaySpan(agendaEvent({ start: '2026-11-23T15:00:00Z', end: '2026-11-25T20:00:00Z' }))).toEqual({
      first: '2026-11-23',
      last: '2026-11-25',
    })
  })

  it('treats the end as exclusive: ending at local midnight does not touch the next day', () => {
    expect(eventDaySpan(agendaEvent({ start: '2026-11-23T20:00:00Z', end: '2026-11-24T06:00:00Z' })).last).toBe('2026-11-23')
  })

  it('covers whole local days for all-day events', () => {
    const oneDay = agendaEvent({ allDay: true, start: '2026-11-16T06:00:00Z', end: '2026-11-17T06:00:00Z' })
    expect(eventDaySpan(oneDay)).toEqual({ first: '2026-11-16', last: '2026-11-16' })
    const week = agendaEvent({ allDay: true, start: '2026-12-21T06:00:00Z', end: '2027-01-02T06:00:00Z' })
    expect(eventDaySpan(week)).toEqual({ first: '2026-12-21', last: '2027-01-01' })
  })

  it('reads all-day dates written at midnight UTC as those calendar dates', () => {
    const holiday = agendaEvent({ allDay: true, start: '2026-11-16T00:00:00.000Z', end: '2026-11-17T00:00:00.000Z' })
    expect(eventDaySpan(holiday)).toEqual({ first: '2026-11-16', last: '2026-11-16' })
  })
})

describe('grouping by local day', () => {
  it('lists a multi-day event on every day it covers, all-day first then by time', () => {
    const items = toItems('calendar', [
      agendaEvent({ id: 'late', start: '2026-11-24T20:00:00Z', end: '2026-11-24T21:00:00Z' }),
      agendaEvent({ id: 'early', start: '2026-11-24T14:00:00Z', end: '2026-11-24T15:00:00Z' }),
      agendaEvent({ id: 'congress', start: '2026-11-23T15:00:00Z', end: '2026-11-25T20:00:00Z' }),
      agendaEvent({ id: 'holiday', allDay: true, start: '2026-11-24T06:00:00Z', end: '2026-11-25T06:00:00Z' }),
    ])
    const byDay = groupByDay(items)
    expect(byDay.get('2026-11-23')?.map((item) => item.event.id)).toEqual(['congress'])
    expect(byDay.get('2026-11-24')?.map((item) => item.event.id)).toEqual(['congress', 'holiday', 'early', 'late'])
    expect(byDay.get('2026-11-25')?.map((item) => item.event.id)).toEqual(['congress'])
    expect(byDay.has('2026-11-26')).toBe(false)
  })

  it('finds the events of a range, including those that began before it', () => {
    const items = toItems('schedule', [
      agendaEvent({ id: 'before', start: '2026-11-20T15:00:00Z', end: '2026-11-20T16:00:00Z' }),
      agendaEvent({ id: 'across', allDay: true, start: '2026-11-20T06:00:00Z', end: '2026-11-24T06:00:00Z' }),
      agendaEvent({ id: 'inside', start: '2026-11-25T15:00:00Z', end: '2026-11-25T16:00:00Z' }),
    ])
    expect(itemsInRange(items, { from: '2026-11-23', to: '2026-11-29' }).map((item) => item.event.id)).toEqual(['across', 'inside'])
  })

  it('keeps an event that two month answers both bring only once', () => {
    const event = agendaEvent({ start: '2026-11-30T15:00:00Z', end: '2026-12-01T16:00:00Z' })
    const merged = mergeItems([[toItem('calendar', event)], [toItem('calendar', event), toItem('schedule', event)], undefined])
    expect(merged.map((item) => item.key)).toEqual(['calendar:evt-1', 'schedule:evt-1'])
  })

  it('groups a semester of events quickly', () => {
    const days = eachDay('2026-08-10', '2026-12-11')
    const events = days.flatMap((day, index) =>
      Array.from({ length: 5 }, (_, n) =>
        agendaEvent({ id: `${day}-${n}`, start: `${day}T${String(13 + n * 2).padStart(2, '0')}:00:00Z`, end: `${day}T${String(14 + n * 2).padStart(2, '0')}:30:00Z`, allDay: index % 40 === 0 && n === 0 }),
      ),
    )
    const started = performance.now()
    const items = toItems('schedule', events)
    const byDay = groupByDay(items)
    const elapsed = performance.now() - started
    expect(events.length).toBeGreaterThan(500)
    expect(byDay.size).toBe(days.length)
    // Generous so a loaded machine passes; typically a few milliseconds.
    expect(elapsed).toBeLessThan(500)
  })
})

describe('month answer states', () => {
  const facts = { hasData: false, isError: false, isFetching: true, fetchStatus: 'fetching' as const }
  it('follows the four states of an offline copy', () => {
    expect(partState({ ...facts, hasData: true }, false)).toBe('ready')
    expect(partState(facts, true)).toBe('loading')
    expect(partState({ ...facts, isFetching: false, fetchStatus: 'paused' }, true)).toBe('not-downloaded')
    expect(partState({ ...facts, isError: true, isFetching: false, fetchStatus: 'idle' }, false)).toBe('not-downloaded')
    expect(partState({ ...facts, isError: true, isFetching: false, fetchStatus: 'idle' }, true)).toBe('failed')
  })

  it('reports the oldest offline copy', () => {
    expect(oldestSavedAt([null, 300, undefined, 100, 200])).toBe(100)
    expect(oldestSavedAt([null, null])).toBeNull()
  })
})
