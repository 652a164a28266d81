import { academicEndpoints } from '@/contract/academic-endpoints'
import { endpoints } from '@/contract/endpoints'
import type { SelectedStudent } from '@/contract/user'
import { on404 } from '@/shared/http/api-error'
import { request } from '@/shared/http/request'
import { careerQuery } from '@/shared/session/selection'
import { weekMonthWindows, type ItemReadiness, type ReadinessItem } from './readiness'

/**
 * Asks the API for one item's data. The service worker keeps every answer of these calls in
 * the person's database, so asking is saving: the screens then read them with no signal.
 */
async function fetchItem({ item, savedCycles = [] }: ItemReadiness, student: SelectedStudent, now: Date): Promise<void> {
  const query = careerQuery(student)
  switch (item) {
    case 'credential':
      await Promise.all([
        request(endpoints.credential, { query }),
        // A credential that is not valid has no code (404): nothing to save, not a failure.
        on404(request(endpoints.credentialCode, { query: { accountNumber: student.accountNumber } }), null),
      ])
      return
    case 'schedule':
      await Promise.all(
        weekMonthWindows(now).flatMap((range) => [
          request(academicEndpoints.schedule, { query: { ...query, ...range } }),
          request(academicEndpoints.calendar, { query: { ...query, ...range } }),
        ]),
      )
      return
    case 'subjects':
      // An empty list or plan answers 404: nothing to save, not a failure (spec §8).
      await Promise.all([
        on404(request(academicEndpoints.subjects, { query: { ...query, type: 'enrolled' } }), null),
        on404(request(academicEndpoints.subjects, { query: { ...query, type: 'history' } }), null),
        on404(
          request(academicEndpoints.cyclesOffered, {
            params: { id: student.accountNumber },
            query: { cvProgram: student.cvProgram, campusId: student.campusCode },
          }),
          null,
        ),
      ])
      return
    case 'report-cards': {
      const cycles = await request(academicEndpoints.reportCardCycles, { query })
      // One at a time, only the ones not saved yet: report cards are the heaviest answers and a phone's link is thin.
      for (const { cycle } of cycles) {
        if (!savedCycles.includes(cycle)) await request(academicEndpoints.reportCardPdf, { query: { ...query, cycle } })
      }
      return
    }
  }
}

/**
 * Where a download is: how many items are through (saved or failed), out of how many, and the one
 * being saved now (`null` once every item is through).
 */
export type DownloadProgress = (done: number, total: number, current: ReadinessItem | null) => void

/**
 * Downloads every item that is not saved yet, one after another; reports progress before each
 * item and once at the end. An item that fails is counted as through and the next one starts, so
 * the progress always reaches the total.
 */
export async function downloadMissing(
  missing: readonly ItemReadiness[],
  student: SelectedStudent,
  onProgress: DownloadProgress,
  now = new Date(),
): Promise<{ failed: ReadinessItem[] }> {
  const failed: ReadinessItem[] = []
  let done = 0
  for (const entry of missing) {
    onProgress(done, missing.length, entry.item)
    try {
      await fetchItem(entry, student, now)
    } catch {
      failed.push(entry.item)
    }
    done += 1
  }
  onProgress(done, missing.length, null)
  return { failed }
}
