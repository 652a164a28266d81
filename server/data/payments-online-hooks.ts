import { run, type Db } from '../db/sql.ts'
import { markPaid, onlinePaymentsOf, onlineRow, paymentStatus } from './payments-online.ts'

/** What the test hooks do to online payments at once (the marketplace's side), and what they read back. */

/** The cash of a pending marketplace payment was paid at the store: it is settled now. */
export function marketplacePays(db: Db, paymentId: number, now: Date): boolean {
  const row = onlineRow(db, paymentId)
  if (row?.method !== 'marketplace' || paymentStatus(row, now) !== 'pending') return false
  return markPaid(db, paymentId, now)
}

/** A pending marketplace payment's deadline becomes now: it reads `expired` from then on. */
export function expireMarketplaceDeadline(db: Db, paymentId: number, now: Date): boolean {
  return run(db, `UPDATE payment_online SET deadline = ? WHERE id = ? AND method = 'marketplace' AND status = 'pending'`, now.toISOString(), paymentId).changes > 0
}

/** The account's online payments by id: `[{ id, method, status, totalCents, folio }]` (`status` as the API reads it). */
export function onlineStates(db: Db, accountNumber: string, now: Date) {
  return onlinePaymentsOf(db, accountNumber, -1).toSorted((a, b) => a.id - b.id)
    .map((row) => ({ id: row.id, method: row.method, status: paymentStatus(row, now), totalCents: row.total_cents, folio: row.folio }))
}
