import type { SelectedStudent } from '@/contract/user'
import { userDb } from '@/shared/db/user-db'
import { isStudentsSnapshot, snapshotParams } from '@/shared/offline/snapshots'

/** The snapshot kind the worker keeps a report card's PDF under (snapshot-routes.ts). */
const PDF_KIND = 'report-card-pdf'

/** The report cards saved on this device for this student and career: each cycle's saved answer key. */
export async function savedReportCards(student: SelectedStudent): Promise<ReadonlyMap<string, string>> {
  // Keys only: the saved documents themselves are large and not needed here.
  const keys = await userDb().snapshots.where('kind').equals(PDF_KIND).primaryKeys()
  return new Map(keys.filter((key) => isStudentsSnapshot(key, student)).map((key) => [snapshotParams(key).get('cycle') ?? '', key]))
}
