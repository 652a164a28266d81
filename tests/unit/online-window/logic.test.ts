import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CyclesOffered } from '@/contract/academic'
import { MAX_REENROLLMENT_SUBJECTS, subjectBlock } from '@/contract/online-window'
import { actionBlock, creditsOf, offeredCycles, toggleSubject, windowOf, windowState } from '@/features/online-window/logic'
import { campusDay } from '@/shared/i18n/format'

const window = { kind: 'reenrollment' as const, opensOn: '2026-11-20', closesOn: '2026-12-10' }

describe('a window by its dates', () => {
  // The clock is fixed: the campus day (Mexico City, UTC−6) decides, not the UTC date.
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens on its first day and closes after its last, both included, by the campus calendar', () => {
    vi.setSystemTime(new Date('2026-11-20T06:30:00Z'))
    expect(campusDay(Date.now())).toBe('2026-11-20')
    expect(windowState(window, campusDay(Date.now()))).toEqual({ open: true })
    // 05:30 UTC is still the 19th in Mexico City (UTC−6).
    vi.setSystemTime(new Date('2026-11-20T05:30:00Z'))
    expect(windowState(window, campusDay(Date.now()))).toEqual({ open: false, reason: 'not-yet' })
    vi.setSystemTime(new Date('2026-12-11T05:59:00Z'))
    expect(windowState(window, campusDay(Date.now()))).toEqual({ open: true })
    vi.setSystemTime(new Date('2026-12-11T06:00:00Z'))
    expect(windowState(window, campusDay(Date.now()))).toEqual({ open: false, reason: 'ended' })
  })

  it('finds a window by kind, and none when the campus has not set it', () => {
    expect(windowOf({ windows: [window] }, 'reenrollment', '2026-12-01')).toEqual({ window, state: { open: true } })
    expect(windowOf({ windows: [window] }, 'formalities', '2026-12-01')).toBeNull()
  })
})

describe('why an action is off', () => {
  it('says the role first, then the closed window, then the missing signal', () => {
    expect(actionBlock({ online: false, allowed: false, open: false })).toBe('role')
    expect(actionBlock({ online: false, allowed: true, open: false })).toBe('closed')
    expect(actionBlock({ online: false, allowed: true, open: true })).toBe('offline')
    expect(actionBlock({ online: true, allowed: true, open: true })).toBeNull()
  })
})

const plan: CyclesOffered = {
  planCode: 'LPSI-18',
  cycles: [
    { number: 1, name: 'Primer ciclo', subjects: [
      { code: 'PSI-101', name: 'Psicología general I', credits: 8, status: 'APROBADA', finalGrade: 9 },
      { code: 'MAT-101', name: 'Estadística I', credits: 6, status: 'REPROBADA', finalGrade: 5 },
    ] },
    { number: 2, name: 'Segundo ciclo', subjects: [
      { code: 'PSI-201', name: 'Psicología general II', credits: 8, status: 'PENDIENTE', finalGrade: null },
      { code: 'MAT-201', name: 'Estadística II', credits: 6, status: 'PENDIENTE_SUBJECT', finalGrade: null },
      { code: 'SOC-201', name: 'Sociología', credits: 6, status: 'CURSANDO', finalGrade: null },
    ] },
  ],
}

describe('the subjects the plan allows', () => {
  it('offers failed and pending subjects, shows locked ones as such, and leaves out what is taken', () => {
    expect(subjectBlock({ status: 'BAJA' })).toBe('taken')
    const cycles = offeredCycles(plan)
    expect(cycles.map((c) => c.subjects.map((s) => [s.code, s.block]))).toEqual([
      [['MAT-101', null]],
      [['PSI-201', null], ['MAT-201', 'locked']],
    ])
    expect(creditsOf(cycles.flatMap((c) => c.subjects), ['MAT-101', 'PSI-201'])).toBe(14)
  })

  it('adds and removes a choice, never beyond the maximum', () => {
    expect(toggleSubject(['A'], 'B')).toEqual(['A', 'B'])
    expect(toggleSubject(['A', 'B'], 'A')).toEqual(['B'])
    const full = Array.from({ length: MAX_REENROLLMENT_SUBJECTS }, (_, i) => `S${i}`)
    expect(toggleSubject(full, 'X')).toEqual(full)
  })
})
