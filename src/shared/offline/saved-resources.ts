import { userDb, type SavedResourceRow } from '../db/user-db'

/**
 * Library resources opened once stay readable with no signal (architecture §6), within a budget of
 * this device's space the person sees and may clear in Configuración. Past the budget the least
 * recently opened go first; a file bigger than the whole budget is shown but not kept.
 */
export const SAVED_RESOURCES_BUDGET_BYTES = 25 * 1024 * 1024

export interface SavedUsage {
  count: number
  bytes: number
  budgetBytes: number
}

/**
 * Which saved files to drop so that `incoming` fits within `budget`: the least recently opened
 * first, never the incoming one itself (it replaces its own older copy).
 */
export function evictionFor(
  saved: readonly Pick<SavedResourceRow, 'resourceId' | 'sizeBytes' | 'openedAt'>[],
  incoming: Pick<SavedResourceRow, 'resourceId' | 'sizeBytes'>,
  budget: number,
): number[] {
  const others = saved.filter((row) => row.resourceId !== incoming.resourceId).toSorted((a, b) => a.openedAt - b.openedAt)
  let used = others.reduce((sum, row) => sum + row.sizeBytes, 0) + incoming.sizeBytes
  const evicted: number[] = []
  for (const row of others) {
    if (used <= budget) break
    evicted.push(row.resourceId)
    used -= row.sizeBytes
  }
  return evicted
}

/** Keeps a file just opened; answers whether it was kept (false: bigger than the whole budget). */
export async function keepResource(row: Omit<SavedResourceRow, 'sizeBytes'>, budget = SAVED_RESOURCES_BUDGET_BYTES): Promise<boolean> {
  const sizeBytes = row.blob.size
  if (sizeBytes > budget) return false
  const db = userDb()
  await db.transaction('rw', db.savedResources, async () => {
    const saved = await db.savedResources.toArray()
    await db.savedResources.bulkDelete(evictionFor(saved, { resourceId: row.resourceId, sizeBytes }, budget))
    await db.savedResources.put({ ...row, sizeBytes })
  })
  return true
}

/** The saved copy of a resource, marked as opened now (so it is the last to be evicted). */
export async function openSavedResource(resourceId: number, now = Date.now()): Promise<SavedResourceRow | undefined> {
  const db = userDb()
  return db.transaction('rw', db.savedResources, async () => {
    const row = await db.savedResources.get(resourceId)
    if (row) await db.savedResources.update(resourceId, { openedAt: now })
    return row && { ...row, openedAt: now }
  })
}

/** When each saved copy was downloaded, by resource (without reading the files). */
export async function savedResourceDates(): Promise<Map<number, number>> {
  const dates = new Map<number, number>()
  await userDb().savedResources.each((row) => void dates.set(row.resourceId, row.savedAt))
  return dates
}

export async function savedResourcesUsage(budgetBytes = SAVED_RESOURCES_BUDGET_BYTES): Promise<SavedUsage> {
  let count = 0
  let bytes = 0
  await userDb().savedResources.each((row) => {
    count += 1
    bytes += row.sizeBytes
  })
  return { count, bytes, budgetBytes }
}

export async function clearSavedResources(): Promise<void> {
  await userDb().savedResources.clear()
}
