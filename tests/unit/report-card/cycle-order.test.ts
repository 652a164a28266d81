import { describe, expect, it } from 'vitest'
import { cycleOrder, newestFirst } from '@/features/report-card'

describe('report card cycle order', () => {
  it('reads year and term whichever way round the code is written', () => {
    expect(cycleOrder('2026-2')).toEqual([2026, 2])
    expect(cycleOrder('C1-2026')).toEqual([2026, 1])
    expect(cycleOrder('VERANO')).toEqual([0, 0])
  })

  it('puts the newest cycle first and keeps ties in the server’s order', () => {
    const cycle = (code: string, name = code) => ({ cycle: code, name, average: null })
    const sorted = newestFirst([cycle('2025-1'), cycle('C2-2025'), cycle('2026-1'), cycle('2024-2', 'a'), cycle('2024-2', 'b')])
    expect(sorted.map((c) => c.name)).toEqual(['2026-1', 'C2-2025', '2025-1', 'a', 'b'])
  })
})
