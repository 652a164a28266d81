import { describe, expect, it } from 'vitest'
import { toItem } from '@/features/agenda/logic'
import { classTiming, onlineClassDays, onlineClassMonths, onlineClassWeeks, onlineClassWeeksOf } from '@/features/agenda/online-classes'
import { agendaEvent } from './factories'

const URL_A = 'https://aula.example.edu/psi602'
// Mexico City is UTC-6 in these dates: 15:00Z is 9:00 there.
const at = (iso: string) => Date.parse(iso)
const session = (id: string, start: string, end: string, onlineClassroomUrl: string | null = URL_A, title = 'Neuropsicología') =>
  toItem('schedule', agendaEvent({ id, title, start, end, onlineClassroomUrl }))

const items = [
  session('wed', '2026-11-25T15:00:00.000Z', '2026-11-25T16:30:00.000Z'),
  // 17:00–18:30 on Monday 23 here, written after Wednesday's: the list is put in time order.
  session('mon-late', '2026-11-23T23:00:00.000Z', '2026-11-24T00:30:00.000Z', URL_A, 'Ética profesional'),
  session('mon', '2026-11-23T15:00:00.000Z', '2026-11-23T16:30:00.000Z'),
  session('on-campus', '2026-11-24T15:00:00.000Z', '2026-11-24T16:30:00.000Z', null, 'Psicopatología II'),
  session('script', '2026-11-24T17:00:00.000Z', '2026-11-24T18:30:00.000Z', 'javascript:alert(1)'),
  session('next-mon', '2026-11-30T15:00:00.000Z', '2026-11-30T16:30:00.000Z'),
  session('after', '2026-12-07T15:00:00.000Z', '2026-12-07T16:30:00.000Z'),
  toItem('calendar', agendaEvent({ id: 'exam', calendar: 'exams', start: '2026-11-26T15:00:00.000Z', end: '2026-11-26T17:00:00.000Z', onlineClassroomUrl: URL_A })),
]

describe('the weeks of the online classes', () => {
  it('are this week and the next, Monday to Sunday', () => {
    expect(onlineClassWeeks('2026-11-26')).toEqual([
      { from: '2026-11-23', to: '2026-11-29' },
      { from: '2026-11-30', to: '2026-12-06' },
    ])
    // On a Sunday the week is still the one that began on Monday.
    expect(onlineClassWeeks('2026-11-29')[0]).toEqual({ from: '2026-11-23', to: '2026-11-29' })
  })

  it('ask for each month they touch, as the agenda asks for them', () => {
    expect(onlineClassMonths('2026-11-26')).toEqual(['2026-11', '2026-12'])
    expect(onlineClassMonths('2026-11-11')).toEqual(['2026-11'])
    expect(onlineClassMonths('2026-12-30')).toEqual(['2026-12', '2027-01'])
  })
})

describe('classTiming', () => {
  const wed = items[0]!
  it('is on from the start, included, to the end, excluded', () => {
    expect(classTiming(wed, at('2026-11-25T14:59:59.999Z'))).toBe('upcoming')
    expect(classTiming(wed, at('2026-11-25T15:00:00.000Z'))).toBe('now')
    expect(classTiming(wed, at('2026-11-25T16:29:59.999Z'))).toBe('now')
    expect(classTiming(wed, at('2026-11-25T16:30:00.000Z'))).toBe('past')
  })
})

describe('onlineClassDays', () => {
  // Wednesday 25 November 2026, 9:30 in Mexico City: the Wednesday class is on.
  const NOW = at('2026-11-25T15:30:00.000Z')

  it('keeps the class sessions with a web classroom, by the local day they start on, in time order', () => {
    const days = onlineClassDays(items, { from: '2026-11-23', to: '2026-11-29' }, NOW)
    expect(days.map((day) => [day.day, day.classes.map((online) => online.item.event.id)])).toEqual([
      ['2026-11-23', ['mon', 'mon-late']],
      ['2026-11-25', ['wed']],
    ])
    expect(days[0]?.classes[0]?.url).toBe(URL_A)
  })

  it('says which class is on now, which are over and which are to come', () => {
    const [thisWeek, nextWeek] = onlineClassWeeksOf(items, '2026-11-25', NOW)
    expect(thisWeek?.days.flatMap((day) => day.classes.map((online) => [online.item.event.id, online.timing]))).toEqual([
      ['mon', 'past'],
      ['mon-late', 'past'],
      ['wed', 'now'],
    ])
    expect(nextWeek?.range).toEqual({ from: '2026-11-30', to: '2026-12-06' })
    expect(nextWeek?.days.flatMap((day) => day.classes.map((online) => [online.item.event.id, online.timing]))).toEqual([['next-mon', 'upcoming']])
  })

  it('leaves out a session that started before the range', () => {
    const overnight = session('overnight', '2026-11-29T23:00:00.000Z', '2026-11-30T07:00:00.000Z')
    expect(onlineClassDays([overnight], { from: '2026-11-30', to: '2026-12-06' }, NOW)).toEqual([])
    expect(onlineClassDays([overnight], { from: '2026-11-23', to: '2026-11-29' }, NOW).map((day) => day.day)).toEqual(['2026-11-29'])
  })
})
