import { describe, expect, it } from 'vitest'
import { progressQueries } from '@/features/academic-progress/queries'
import { PERSISTED_GC_TIME_MS } from '@/shared/offline/query-persistence'

describe('academic progress offline', () => {
  const student = { accountNumber: '010000001', cvProgram: 'DER', campusCode: 'LV' }

  it('keeps every section in memory as long as the saved cache keeps it, so it still reads offline days later', () => {
    for (const query of [
      progressQueries.advance(student),
      progressQueries.cycleAverage(student),
      progressQueries.cumulativeAverage(student),
      progressQueries.averageHistory(student),
      progressQueries.degree(student),
      progressQueries.enrollment(student),
    ]) {
      expect(query.gcTime).toBe(PERSISTED_GC_TIME_MS)
    }
  })
})
