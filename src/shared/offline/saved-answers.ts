import { hasUserDb, userDb } from '../db/user-db'
import { isQuotaError } from './quota'
import { keepSnapshot } from './snapshot-caps'
import { snapshotKey, snapshotKind } from './snapshot-routes'
import { reportNotKept } from './storage'

/** Where a call's URL sits among the saved answers, or nothing for a call that is not kept. */
function savedAnswerKey(url: string, apiBase: string) {
  const parsed = new URL(url, window.location.origin)
  const basePath = new URL(apiBase, window.location.origin).pathname.replace(/\/$/, '')
  const key = snapshotKey(parsed, basePath)
  const kind = key && snapshotKind(key.split('?')[0]!)
  return key && kind ? { key, kind } : undefined
}

/** The person's saved answer to a GET, read straight from their database. */
export async function readSavedAnswer(url: string, apiBase: string): Promise<{ value: unknown; savedAt: number } | undefined> {
  const where = savedAnswerKey(url, apiBase)
  if (!where || !hasUserDb()) return undefined
  try {
    const row = await userDb().snapshots.get(where.key)
    return row && { value: row.value, savedAt: row.savedAt }
  } catch {
    return undefined
  }
}

/**
 * Keeps an answer that came straight from the network, as the worker does for the calls it
 * serves. Before the worker is in charge of the page (a first visit) it sees nothing, and a
 * browser closed soon after would otherwise have nothing to start with when there is no signal.
 */
export async function keepAnswer(url: string, apiBase: string, value: unknown): Promise<void> {
  const where = savedAnswerKey(url, apiBase)
  if (!where || !hasUserDb()) return
  try {
    await keepSnapshot(userDb(), { key: where.key, kind: where.kind, value, savedAt: Date.now() })
  } catch (error) {
    // A full or closed database only loses the offline copy, never the answer itself; a full one is said.
    if (isQuotaError(error)) reportNotKept()
  }
}
