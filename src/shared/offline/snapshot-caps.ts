import type { SnapshotRow, UserDb } from '../db/user-db'
import { REPORT_CARD_PDF_KIND } from './snapshot-routes'

/**
 * How many saved answers of a kind one person's device keeps at most; past it the least recently
 * saved go. Report cards are the heaviest answers: the longest seeded one (12 pages) is about
 * 150 KB as kept, so 24 of them stay under 4 MB, and 24 cycles cover a whole career or two.
 */
export const SNAPSHOT_CAPS: Readonly<Partial<Record<string, number>>> = { [REPORT_CARD_PDF_KIND]: 24 }

/** Saves an answer for reading with no signal, within its kind's cap. Throws what the database throws (a full device). */
export async function keepSnapshot(db: UserDb, row: SnapshotRow): Promise<void> {
  await db.snapshots.put(row)
  const cap = SNAPSHOT_CAPS[row.kind]
  if (cap === undefined) return
  const kind = db.snapshots.where('kind').equals(row.kind)
  // Counted by key first: the saved documents themselves are read only when there are too many.
  if ((await kind.primaryKeys()).length <= cap) return
  const others = (await kind.toArray()).filter((saved) => saved.key !== row.key).sort((a, b) => a.savedAt - b.savedAt)
  await db.snapshots.bulkDelete(others.slice(0, others.length + 1 - cap).map((old) => old.key))
}
