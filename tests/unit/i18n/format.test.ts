import { describe, expect, it } from 'vitest'
import { beforePeriod, formatDate } from '@/shared/i18n/format'

describe('a value that closes a sentence', () => {
  it('loses its own final period, so the sentence never ends in two', () => {
    // Mexico's Spanish writes the afternoon as "p.m.": the code's sentence adds its own period.
    const time = formatDate('2026-11-27T23:45:00Z', 'es', { timeStyle: 'short', timeZone: 'America/Mexico_City' })
    expect(time).toMatch(/p\.\s?m\.$/)
    expect(`Vence a las ${beforePeriod(time)}.`).toMatch(/^Vence a las 5:45\sp\.\s?m\.$/)
    expect(`Prórroga rechazada: ${beforePeriod('La imagen no se lee.')}.`).toBe('Prórroga rechazada: La imagen no se lee.')
  })

  it('leaves a value without a final period as it is', () => {
    expect(beforePeriod('Motivos personales o de salud')).toBe('Motivos personales o de salud')
    expect(beforePeriod('5:45 PM')).toBe('5:45 PM')
  })
})
