import { decidePending, sendExpiryNotices, type Decided } from './data/digital-file-review.ts'
import type { FileStore } from './data/digital-file-store.ts'
import { sweepPreviews } from './data/viewer-previews.ts'
import { transaction, type Db } from './db/sql.ts'

// Often enough that a decision lands within seconds of its DEMO_REVIEW_SECONDS; a pass is a few queries.
const PASS_EVERY_MS = 2000

export interface BackOfficePass {
  decided: Decided
  /** Expiry notices sent in this pass. */
  notices: number
  /** Files of ended document-viewer previews removed in this pass. */
  previews: number
}

/**
 * The university's side of the digital file, played on a timer (architecture §10): each pass
 * decides the uploads and extension requests sent at least `reviewSeconds` ago, by the visible
 * rule, and sends the expiry notices that became due; it also removes the files of document
 * viewer previews whose ticket ended. `server/main.ts` starts it; tests call `pass` with the
 * instant they want instead of waiting.
 */
export class BackOffice {
  readonly #db: Db
  readonly #reviewSeconds: number
  readonly #previews: FileStore
  #timer: NodeJS.Timeout | null = null

  constructor(db: Db, reviewSeconds: number, previews: FileStore) {
    this.#db = db
    this.#reviewSeconds = reviewSeconds
    this.#previews = previews
  }

  pass(now = new Date()): BackOfficePass {
    const sentBefore = new Date(now.getTime() - this.#reviewSeconds * 1000)
    return transaction(this.#db, () => ({
      decided: decidePending(this.#db, now, { sentBefore }),
      notices: sendExpiryNotices(this.#db, now),
      previews: sweepPreviews(this.#db, this.#previews, now),
    }))
  }

  start(): void {
    if (this.#timer) return
    this.#timer = setInterval(() => {
      try {
        this.pass()
      } catch (error) {
        console.error('[back office] a pass failed:', error)
      }
    }, PASS_EVERY_MS)
    // The timer alone must not keep the process alive.
    this.#timer.unref()
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }
}
