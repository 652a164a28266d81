import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { SUBJECT_DISPLAY_STATUSES, SUBJECT_STATES } from '@/contract/academic'
import { SUBJECT_STATUS, subjectStatus } from '@/features/subjects/status'
import { activateTestLocale } from '../../support/render'

describe('subject display statuses (spec §4)', () => {
  beforeAll(() => activateTestLocale('es'))

  it.each([
    ['CURSANDO', 'studying', 'Cursando', false],
    ['BAJA', 'dismissed', 'Dada de baja', false],
    ['APROBADA', 'approved', 'Aprobada', false],
    ['APROBADO', 'approved', 'Aprobada', false],
    ['INSCRITA', 'signed_up', 'Cursando', false],
    ['INSCRITO', 'signed_up', 'Cursando', false],
    ['PENDIENTE', 'to_study', 'Por cursar', true],
    ['PENDIENTE_SUBJECT', 'to_study', 'Por cursar', true],
    ['REPROBADO', 'reprobate', 'Reprobada', false],
    ['REPROBADA', 'reprobate', 'Reprobada', false],
  ] as const)('%s → %s, "%s", locked %s', (status, state, label, locked) => {
    const info = subjectStatus(status)
    expect(info.state).toBe(state)
    expect(i18n._(info.label)).toBe(label)
    expect(info.locked).toBe(locked)
  })

  it('covers every display status the contract knows, with a spec §3 state', () => {
    expect(Object.keys(SUBJECT_STATUS).sort()).toEqual([...SUBJECT_DISPLAY_STATUSES].sort())
    for (const info of Object.values(SUBJECT_STATUS)) expect(SUBJECT_STATES).toContain(info.state)
  })

  it('gives each status a fixed colour and an icon; only "Por cursar" has the lock', () => {
    for (const [status, info] of Object.entries(SUBJECT_STATUS)) {
      expect(info.palette, status).toMatch(/^(green|blue|orange|red|gray)$/)
      expect(info.icon === 'lock', status).toBe(info.locked)
    }
    // Statuses with the same label share the same colour and icon.
    expect(SUBJECT_STATUS.APROBADA).toEqual(SUBJECT_STATUS.APROBADO)
    expect(SUBJECT_STATUS.REPROBADA).toEqual(SUBJECT_STATUS.REPROBADO)
    expect(SUBJECT_STATUS.PENDIENTE).toEqual(SUBJECT_STATUS.PENDIENTE_SUBJECT)
    expect(SUBJECT_STATUS.INSCRITA.palette).toBe(SUBJECT_STATUS.CURSANDO.palette)
  })
})
