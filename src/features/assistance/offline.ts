import { userDb } from '@/shared/db/user-db'

/** Where this device keeps the last `clientSequence` it gave a message (in the person's own database). */
const SEQUENCE_KEY = 'assistance.client-sequence'

/**
 * The next number of this device's message sequence (the contract's `clientSequence`): with the
 * time a message was written it keeps messages written in the same instant in the order typed,
 * however late they are sent. A number lost to a failed queueing leaves a gap, which is harmless.
 */
export async function nextClientSequence(): Promise<number> {
  const db = userDb()
  return db.transaction('rw', db.kv, async () => {
    const row = await db.kv.get(SEQUENCE_KEY)
    const next = (typeof row?.value === 'number' ? row.value : 0) + 1
    await db.kv.put({ key: SEQUENCE_KEY, value: next, savedAt: Date.now() })
    return next
  })
}
