import { describe, expect, it } from 'vitest'
import { monthWindow, readinessOf, schoolDate, schoolWeek, weekMonthWindows } from '@/features/home/readiness/readiness'
import type { SnapshotRow } from '@/shared/db/user-db'

const student = { accountNumber: '010245871', cvProgram: 'LPSI-18', campusCode: 'COY' }
const career = 'accountNumber=010245871&campusId=COY&cvProgram=LPSI-18'
const row = (kind: string, path: string, query: string, savedAt: number, value: unknown = {}): SnapshotRow => ({
  key: `${path}?${query}&portal=uvm`,
  kind,
  value,
  savedAt,
})

describe('school calendar in Mexico City', () => {
  it('takes the date of the school, not of UTC', () => {
    // 03:00 UTC on Tuesday is still Monday evening in Mexico City.
    expect(schoolDate(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23')
  })

  it('starts weeks on Monday', () => {
    expect(schoolWeek(new Date('2026-11-22T18:00:00Z'))).toEqual({ monday: '2026-11-16', sunday: '2026-11-22' })
    expect(schoolWeek(new Date('2026-11-23T18:00:00Z'))).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' })
  })

  it('asks for one month, or two when the week straddles them', () => {
    expect(monthWindow('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(weekMonthWindows(new Date('2026-11-18T18:00:00Z'))).toEqual([{ from: '2026-11-01', to: '2026-11-30' }])
    expect(weekMonthWindows(new Date('2026-12-01T18:00:00Z'))).toEqual([
      { from: '2026-11-01', to: '2026-11-30' },
      { from: '2026-12-01', to: '2026-12-31' },
    ])
  })
})

describe('offline readiness', () => {
  const now = new Date('2026-11-18T18:00:00Z')

  it('says nothing is saved on a fresh device', () => {
    const readiness = readinessOf([], student, now)
    expect(readiness.map((entry) => [entry.item, entry.savedAt])).toEqual([
      ['credential', null],
      ['schedule', null],
      ['subjects', null],
      ['report-cards', null],
    ])
  })

  it('reads what is saved for the selected career only, with the oldest age of each item', () => {
    const rows = [
      row('credential', '/student/credential', career, 1_000),
      row('credential', '/student/credential', 'accountNumber=999999999&campusId=COY&cvProgram=LPSI-18', 5),
      row('schedule', '/student/planner/schedule', `${career}&from=2026-11-01&to=2026-11-30`, 2_000),
      row('subjects', '/student/subject', `${career}&type=history`, 3_000),
      row('report-cards', '/student/reportcard', career, 4_000, [{ cycle: '2026-1' }, { cycle: '2025-2' }]),
      row('report-card-pdf', '/student/pdf', `${career}&cycle=2026-1`, 4_500),
    ]
    const readiness = readinessOf(rows, student, now)
    expect(readiness.find((e) => e.item === 'credential')?.savedAt).toBe(1_000)
    expect(readiness.find((e) => e.item === 'schedule')?.savedAt).toBe(2_000)
    // Only the history is saved: the enrolled subjects are what the student needs.
    expect(readiness.find((e) => e.item === 'subjects')?.savedAt).toBeNull()
    expect(readiness.find((e) => e.item === 'report-cards')).toEqual({ item: 'report-cards', savedAt: null, saved: 1, total: 2, savedCycles: ['2026-1'] })
  })

  it('needs both months of a week that straddles two', () => {
    const monday = new Date('2026-12-01T18:00:00Z')
    const november = row('schedule', '/student/planner/schedule', `${career}&from=2026-11-01&to=2026-11-30`, 2_000)
    expect(readinessOf([november], student, monday).find((e) => e.item === 'schedule')?.savedAt).toBeNull()
    const december = row('schedule', '/student/planner/schedule', `${career}&from=2026-12-01&to=2026-12-31`, 1_500)
    expect(readinessOf([november, december], student, monday).find((e) => e.item === 'schedule')?.savedAt).toBe(1_500)
  })

  it('counts report cards as ready when every known cycle is saved', () => {
    const rows = [
      row('report-cards', '/student/reportcard', career, 4_000, [{ cycle: '2026-1' }]),
      row('report-card-pdf', '/student/pdf', `${career}&cycle=2026-1`, 4_500),
    ]
    expect(readinessOf(rows, student, now).find((e) => e.item === 'report-cards')?.savedAt).toBe(4_500)
  })

  it('counts a career with no report cards yet as ready once its empty list is saved', () => {
    const rows = [row('report-cards', '/student/reportcard', career, 4_000, [])]
    expect(readinessOf(rows, student, now).find((e) => e.item === 'report-cards')).toMatchObject({ savedAt: 4_000, saved: 0, total: 0 })
  })
})
