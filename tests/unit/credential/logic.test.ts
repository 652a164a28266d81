import { describe, expect, it } from 'vitest'
import { credentialStanding, dayKey, initialsOf, isCodeExpired } from '@/features/credential/logic'
import { qrPath } from '@/shared/qr/qr-matrix'
import { codeRefreshDelay } from '@/features/credential/queries'

describe('credentialStanding', () => {
  const card = { status: 'VIGENTE' as const, expirationDate: '2026-07-31' }

  it('is valid through the last day in Mexico City', () => {
    // 23:30 on July 31 in Mexico City is already August 1 in UTC.
    expect(credentialStanding(card, new Date('2026-08-01T05:30:00Z'))).toBe('valid')
    expect(credentialStanding(card, new Date('2026-08-01T06:30:00Z'))).toBe('expired')
  })

  it('believes the server when it says expired or inactive', () => {
    const now = new Date('2026-01-10T12:00:00Z')
    expect(credentialStanding({ ...card, status: 'VENCIDA' }, now)).toBe('expired')
    expect(credentialStanding({ ...card, status: 'INACTIVA' }, now)).toBe('inactive')
  })

  it('uses calendar days of the portal time zone', () => {
    expect(dayKey(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28')
  })
})

describe('credential code', () => {
  it('is expired at its expiry instant', () => {
    expect(isCodeExpired({ expiresAt: '2026-01-01T10:00:00Z' }, new Date('2026-01-01T09:59:59Z'))).toBe(false)
    expect(isCodeExpired({ expiresAt: '2026-01-01T10:00:00Z' }, new Date('2026-01-01T10:00:00Z'))).toBe(true)
  })

  it('is renewed shortly before it expires, within sensible bounds', () => {
    const now = Date.parse('2026-01-01T10:00:00Z')
    expect(codeRefreshDelay(undefined, now)).toBe(false)
    expect(codeRefreshDelay('2026-01-01T10:10:00Z', now)).toBe(10 * 60_000 - 30_000)
    expect(codeRefreshDelay('2026-01-01T10:00:10Z', now)).toBe(30_000)
    expect(codeRefreshDelay('2027-01-01T10:00:00Z', now)).toBe(6 * 60 * 60_000)
  })
})

describe('initialsOf', () => {
  it('takes the first name and the first surname', () => {
    expect(initialsOf('Valeria Hernández Ruiz')).toBe('VH')
    expect(initialsOf('Juan Carlos Pérez López')).toBe('JP')
    expect(initialsOf('ana díaz')).toBe('AD')
    expect(initialsOf('Cher')).toBe('C')
  })
})

describe('qrPath', () => {
  it('merges dark runs of a row and shifts them by the quiet zone', () => {
    const cells = [
      [true, true, false],
      [false, true, true],
      [true, false, true],
    ]
    const path = qrPath({ size: 3, dark: (row, col) => cells[row]![col]! }, 4)
    expect(path).toBe('M4 4h2v1h-2z' + 'M5 5h2v1h-2z' + 'M4 6h1v1h-1z' + 'M6 6h1v1h-1z')
  })
})
