import { describe, expect, it } from 'vitest'
import { averageBarPercent, clampPercent, compareCycles, oldestUpdate } from '@/features/academic-progress/logic'
import { formatGrade as formatAverage } from '@/shared/i18n/format'

describe('academic progress logic', () => {
  it('keeps percentages within 0–100', () => {
    expect(clampPercent(-3)).toBe(0)
    expect(clampPercent(62.5)).toBe(62.5)
    expect(clampPercent(140)).toBe(100)
    expect(clampPercent(Number.NaN)).toBe(0)
  })

  it('draws averages on the 0–10 scale', () => {
    expect(averageBarPercent(8.5)).toBe(85)
    expect(averageBarPercent(11)).toBe(100)
  })

  it('formats averages with at least one decimal', () => {
    expect(formatAverage(9, 'es')).toBe('9.0')
    expect(formatAverage(8.756, 'es')).toBe('8.76')
  })

  it('orders cycles by year and term', () => {
    expect(['2025-2', '2024-3', 'C1-2025'].sort(compareCycles)).toEqual(['2024-3', 'C1-2025', '2025-2'])
  })

  it('tells the oldest update among the answers shown', () => {
    expect(oldestUpdate([])).toBeNull()
    expect(oldestUpdate([0, 0])).toBeNull()
    expect(oldestUpdate([300, 100, 0, 200])).toBe(100)
  })
})
