import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { earliestProofDate, proofDateIssue } from '@/contract/contact'
import { proofDateRule } from '@/features/contact/logic'
import { activateTestLocale } from '../../support/render'

describe('the proof of address’s date (spec §5: a receipt at most 3 months old)', () => {
  beforeEach(() => {
    activateTestLocale('es')
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('takes a receipt exactly 3 months old and refuses one a day older, with the first day it takes', () => {
    vi.setSystemTime(new Date('2026-07-15T17:00:00Z'))
    const rule = proofDateRule()
    expect(rule('2026-04-15')).toBeUndefined()
    expect(rule('2026-07-15')).toBeUndefined()
    expect(rule('2026-04-14')).toBe('El comprobante debe tener como máximo 3 meses: su fecha debe ser del 15 de abril de 2026 en adelante')
  })

  it('refuses a date after today, today being Mexico City’s', () => {
    // 21:00 on 15 July in Mexico City is already the 16th in UTC.
    vi.setSystemTime(new Date('2026-07-16T03:00:00Z'))
    const rule = proofDateRule()
    expect(rule('2026-07-15')).toBeUndefined()
    expect(rule('2026-07-16')).toBe('La fecha del comprobante no puede ser posterior a hoy')
    expect(rule('2026-04-15')).toBeUndefined()
  })

  it('asks for the date, and for one that exists', () => {
    vi.setSystemTime(new Date('2026-07-15T17:00:00Z'))
    const rule = proofDateRule()
    expect(rule('')).toBe('Escribe la fecha de tu comprobante')
    expect(rule('2026-02-30')).toBe('Escribe una fecha válida')
  })

  it('counts calendar months back, the last day of a shorter month and a year back included', () => {
    expect(earliestProofDate('2026-05-31')).toBe('2026-02-28')
    expect(earliestProofDate('2028-05-31')).toBe('2028-02-29')
    expect(earliestProofDate('2026-01-10')).toBe('2025-10-10')
    expect(earliestProofDate('2026-12-31')).toBe('2026-09-30')
    expect(proofDateIssue('2026-02-28', '2026-05-31')).toBeNull()
    expect(proofDateIssue('2026-02-27', '2026-05-31')).toBe('too-old')
    expect(proofDateIssue('2026-06-01', '2026-05-31')).toBe('future')
  })

  it('speaks English with the English catalog', () => {
    activateTestLocale('en')
    vi.setSystemTime(new Date('2026-07-15T17:00:00Z'))
    expect(proofDateRule()('2026-01-01')).toBe('The proof must be at most 3 months old: its date must be April 15, 2026 or later')
  })
})
