import { describe, expect, it } from 'vitest'
import { compareCycles, cycleSortKey, groupByCycle } from '@/features/subjects/logic'

describe('cycles', () => {
  it('sorts by year, then by the term number, whatever the code style', () => {
    expect(cycleSortKey('2025-2')).toEqual([2025, 2])
    expect(cycleSortKey('C1-2026')).toEqual([2026, 1])
    expect(['2025-2', 'C1-2026', '2024-3', '2025-1'].sort(compareCycles)).toEqual(['2024-3', '2025-1', '2025-2', 'C1-2026'])
  })

  it('groups the history by cycle, newest first, keeping the order inside a cycle', () => {
    const subjects = [
      { cycle: '2024-2', code: 'A' },
      { cycle: '2025-1', code: 'B' },
      { cycle: '2024-2', code: 'C' },
    ]
    expect(groupByCycle(subjects)).toEqual([
      { cycle: '2025-1', subjects: [{ cycle: '2025-1', code: 'B' }] },
      {
        cycle: '2024-2',
        subjects: [
          { cycle: '2024-2', code: 'A' },
          { cycle: '2024-2', code: 'C' },
        ],
      },
    ])
    expect(groupByCycle([])).toEqual([])
  })
})
