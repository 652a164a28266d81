import { describe, expect, it } from 'vitest'
import { assistanceQueries } from '@/features/assistance/queries'
import { PERSISTED_GC_TIME_MS } from '@/shared/offline/query-persistence'

describe('the help center’s reads', () => {
  it('stay in the saved cache for its whole life, so the center and its form open with no signal after the screen was left', () => {
    const reads = [
      assistanceQueries.config('010245871'),
      assistanceQueries.activities(3),
      assistanceQueries.tickets('010245871'),
      assistanceQueries.ticket(1),
      assistanceQueries.tracking(1),
      assistanceQueries.conversation(1),
      assistanceQueries.chatMaxMb(),
    ]
    for (const read of reads) expect(read.gcTime, read.queryKey.join('/')).toBe(PERSISTED_GC_TIME_MS)
  })
})
