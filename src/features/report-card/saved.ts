import type { SelectedStudent } from '@/contract/user'
import { userDb } from '@/shared/db/user-db'
import { REPORT_CARD_PDF_KIND } from '@/shared/offline/snapshot-routes'
import { isStudentsSnapshot, snapshotParams } from '@/shared/offline/snapshots'

/** The report cards saved on this device for this student and career: each cycle's saved answer key. */
export async function savedReportCards(student: SelectedStudent): Promise<ReadonlyMap<string, string>> {
  // Keys only: the saved documents themselves are large and not needed here.
  const keys = await userDb().snapshots.where('kind').equals(REPORT_CARD_PDF_KIND).primaryKeys()
  return new Map(keys.filter((key) => isStudentsSnapshot(key, student)).map((key) => [snapshotParams(key).get('cycle') ?? '', key]))
}
