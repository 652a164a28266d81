import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ATTENDANCE_LEVELS, ATTENDANCE_THRESHOLDS, attendanceLevel } from '@/features/subjects/attendance'
import { activateTestLocale } from '../../support/render'

const level = (absences: number, maxAbsences: number) => attendanceLevel({ absences, maxAbsences })

describe('attendanceLevel', () => {
  it('documents its thresholds in one place', () => {
    expect(ATTENDANCE_THRESHOLDS).toEqual({ warningPercent: 75, mediumPercent: 40 })
  })

  it('is excellent with no absences and below 40 % of the maximum', () => {
    expect(level(0, 10)).toBe('excellent')
    expect(level(3, 10)).toBe('excellent')
    expect(level(0, 1)).toBe('excellent')
  })

  it('is medium from exactly 40 % of the maximum', () => {
    expect(level(4, 10)).toBe('medium')
    expect(level(7, 10)).toBe('medium')
    // 40 % of 15 is 6 exactly; floating point would make it 6.000…1 and miss it.
    expect(level(6, 15)).toBe('medium')
    expect(level(5, 15)).toBe('excellent')
  })

  it('is warning from exactly 75 % of the maximum, below it', () => {
    expect(level(3, 4)).toBe('warning')
    expect(level(8, 10)).toBe('warning')
    expect(level(9, 10)).toBe('warning')
    expect(level(2, 4)).toBe('medium')
  })

  it('is failed at the maximum and overdue past it', () => {
    expect(level(10, 10)).toBe('failed')
    expect(level(11, 10)).toBe('overdue')
  })

  it('with a maximum of one: none is excellent, one is failed, two is overdue', () => {
    expect(level(0, 1)).toBe('excellent')
    expect(level(1, 1)).toBe('failed')
    expect(level(2, 1)).toBe('overdue')
  })

  it('has the spec §4 message of each level, word for word', () => {
    activateTestLocale('es')
    const messages = Object.fromEntries(Object.entries(ATTENDANCE_LEVELS).map(([key, info]) => [key, i18n._(info.message)]))
    expect(messages).toEqual({
      excellent: 'Excelente trabajo, mantén el buen camino',
      medium: 'Cuida tu asistencia',
      warning: 'Cuidado, faltar más te pondrá en riesgo',
      failed: 'Ya alcanzaste el máximo de faltas. No puedes faltar.',
      overdue: 'Has pasado el máximo de faltas permitidas.',
    })
    expect(ATTENDANCE_LEVELS.excellent.palette).toBe('green')
    expect(ATTENDANCE_LEVELS.overdue.palette).toBe('red')
  })
})
