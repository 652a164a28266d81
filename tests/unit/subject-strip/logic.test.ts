import { describe, expect, it } from 'vitest'
import { sortedSessions, timeRange, totalCredits, weekdayName } from '@/features/subject-strip'
import { strip } from './fixtures'

/** Intl puts narrow no-break spaces before a.m./p.m.; the words are what is checked. */
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('subject strip logic', () => {
  it('names ISO weekdays in the active language', () => {
    expect(weekdayName(1, 'es')).toBe('lunes')
    expect(weekdayName(7, 'es')).toBe('domingo')
    expect(weekdayName(3, 'en')).toBe('Wednesday')
  })

  it('shows the API’s local times as they are, in the local style', () => {
    expect(plain(timeRange('07:00', '09:00', 'es'))).toBe('7:00–9:00 a.m.')
    expect(plain(timeRange('11:00', '13:00', 'en'))).toBe('11:00 AM – 1:00 PM')
  })

  it('orders sessions from Monday and adds the credits up', () => {
    const subjects = strip().subjects
    expect(sortedSessions(subjects[0]!.sessions).map((s) => s.weekday)).toEqual([1, 3])
    expect(totalCredits(subjects)).toBe(14)
  })
})
