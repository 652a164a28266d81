import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReportCardCycle } from '@/contract/academic'
import { CURRENT_FRESH_MS, keepCurrentReportCard } from '@/features/report-card/keep'
import { deleteUserDatabases, openUserDb, type UserDb } from '@/shared/db/user-db'
import { calledPaths, createClient, pdfAnswer, savedCopy, serveReportCards, student, stubApi } from './screen-harness'

const cycles: ReportCardCycle[] = [
  { cycle: '2025-2', name: 'Otoño 2025', average: 9.1 },
  { cycle: '2026-1', name: 'Primavera 2026', average: null },
  { cycle: '2024-2', name: 'Otoño 2024', average: 8.75 },
]
const CURRENT_KEY = `/student/pdf?accountNumber=${student.accountNumber}&campusId=${student.campusCode}&cvProgram=${student.cvProgram}&cycle=2026-1&portal=uvm`

describe('the current report card kept right after sign-in', () => {
  let db: UserDb
  beforeEach(() => {
    db = openUserDb(`keep-${crypto.randomUUID()}`)
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await deleteUserDatabases()
  })

  it('asks for the cycles, then for the newest cycle’s report card only', async () => {
    const fetchMock = serveReportCards(cycles)
    await keepCurrentReportCard(createClient(), student)
    expect(calledPaths(fetchMock)).toEqual(['/student/reportcard', '/student/pdf?cycle=2026-1'])
  })

  it('does not download again a current report card saved a moment ago, and does once its copy is old', async () => {
    const now = Date.now()
    await db.snapshots.put({ key: CURRENT_KEY, kind: 'report-card-pdf', value: pdfAnswer('boleta-2026-1.pdf'), savedAt: now - 60_000 })
    const fetchMock = serveReportCards(cycles)
    await keepCurrentReportCard(createClient(), student, now)
    expect(calledPaths(fetchMock)).toEqual(['/student/reportcard'])
    await keepCurrentReportCard(createClient(), student, now + CURRENT_FRESH_MS)
    expect(calledPaths(fetchMock)).toContain('/student/pdf?cycle=2026-1')
  })

  it('downloads nothing more when only a saved copy answers (no signal)', async () => {
    const fetchMock = stubApi({ '/student/reportcard': () => savedCopy(cycles, 60_000) })
    await keepCurrentReportCard(createClient(), student)
    expect(calledPaths(fetchMock)).toEqual(['/student/reportcard'])
  })
})
