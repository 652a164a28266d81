import { decidePendingContacts, type DecidedContactRequest } from './data/contact-review.ts'
import { decidePendingGuardians, type DecidedGuardianRequest } from './data/guardian-review.ts'
import { decidePending, sendExpiryNotices, type Decided } from './data/digital-file-review.ts'
import type { FileStore } from './data/digital-file-store.ts'
import { answerPending, type DeskAnswered } from './data/monitor-desk.ts'
import { codiPass } from './data/payments-codi.ts'
import { decidePendingPersonal, type DecidedPersonalRequest } from './data/personal-review.ts'
import { decidePendingPhotos, type DecidedPhoto } from './data/photo-review.ts'
import { bankPass } from './data/payments-references.ts'
import { sweepPreviews } from './data/viewer-previews.ts'
import { transaction, type Db } from './db/sql.ts'

// Often enough that a decision lands within seconds of its DEMO_REVIEW_SECONDS; a pass is a few queries.
const PASS_EVERY_MS = 2000

export interface BackOfficePass {
  decided: Decided
  /** The profile photos decided in this pass. */
  photos: DecidedPhoto[]
  /** The address requests (contact data) decided in this pass. */
  contacts: DecidedContactRequest[]
  /** The registrations of tutors and economic responsibles, and the requests to enable them again, decided in this pass. */
  guardians: DecidedGuardianRequest[]
  /** The personal information change requests decided in this pass. */
  personal: DecidedPersonalRequest[]
  /** Expiry notices sent in this pass. */
  notices: number
  /** Files of ended document-viewer previews removed in this pass. */
  previews: number
  /** What the help desk answered in this pass. */
  desk: DeskAnswered
  /** The bank references the bank reported paid in this pass. */
  bank: number[]
  /** The CoDi payments whose transfer the bank received in this pass. */
  codi: number[]
}

/** Produces the formalities that became payable before `payableBefore` (server/data/formality-desk.ts). */
export type FormalityDesk = (now: Date, payableBefore: Date) => Promise<number[]>

export interface BackOfficeDelays {
  /**
   * Seconds before the document reviewer decides an upload, a profile photo or an address request,
   * and school services deliver a formality (DEMO_REVIEW_SECONDS).
   */
  reviewSeconds: number
  /** Seconds before the help desk answers a ticket or a message (DEMO_DESK_SECONDS). */
  deskSeconds: number
  /**
   * Seconds before the bank reports a reference made in the portal paid, or receives the transfer
   * of a CoDi code issued that long ago (DEMO_BANK_SECONDS).
   */
  bankSeconds: number
}

/**
 * The university's side of the digital file, the help center and payments, played on a timer
 * (architecture §10): each pass decides the uploads, extension requests and profile photos sent at least
 * `reviewSeconds` ago (and the address requests of the contact data, the registrations of tutors and economic responsibles and the requests to enable them again), by the visible rule, and sends the expiry notices that became due; the help desk answers the
 * tickets and messages sent at least `deskSeconds` ago; the bank reports paid the references made
 * in the portal at least `bankSeconds` ago and still payable, and receives the transfer of every
 * CoDi payment whose current code was issued that long ago and has not expired (with its `CODI`
 * notification); it also removes the files of document
 * viewer previews whose ticket ended. `server/main.ts` starts it; tests call `pass` with the
 * instant they want instead of waiting.
 */
export class BackOffice {
  readonly #db: Db
  readonly #delays: BackOfficeDelays
  readonly #previews: FileStore
  readonly #formalities: FormalityDesk | null
  #timer: NodeJS.Timeout | null = null

  constructor(db: Db, delays: BackOfficeDelays, previews: FileStore, formalities: FormalityDesk | null = null) {
    this.#db = db
    this.#delays = delays
    this.#previews = previews
    this.#formalities = formalities
  }

  /**
   * School services produce the formalities payable `reviewSeconds` ago (their PDF awaits, so it
   * runs beside the pass's transaction, not in it). Answers the documents filed.
   */
  produceFormalities(now = new Date()): Promise<number[]> {
    return this.#formalities?.(now, new Date(now.getTime() - this.#delays.reviewSeconds * 1000)) ?? Promise.resolve([])
  }

  pass(now = new Date()): BackOfficePass {
    const before = (seconds: number) => new Date(now.getTime() - seconds * 1000)
    return transaction(this.#db, () => ({
      decided: decidePending(this.#db, now, { sentBefore: before(this.#delays.reviewSeconds) }),
      photos: decidePendingPhotos(this.#db, now, { sentBefore: before(this.#delays.reviewSeconds) }),
      contacts: decidePendingContacts(this.#db, now, { sentBefore: before(this.#delays.reviewSeconds) }),
      guardians: decidePendingGuardians(this.#db, now, { sentBefore: before(this.#delays.reviewSeconds) }),
      personal: decidePendingPersonal(this.#db, now, { sentBefore: before(this.#delays.reviewSeconds) }),
      notices: sendExpiryNotices(this.#db, now),
      previews: sweepPreviews(this.#db, this.#previews, now),
      desk: answerPending(this.#db, now, { sentBefore: before(this.#delays.deskSeconds) }),
      bank: bankPass(this.#db, now, before(this.#delays.bankSeconds)),
      codi: codiPass(this.#db, now, before(this.#delays.bankSeconds)),
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
      this.produceFormalities().catch((error: unknown) => console.error('[back office] producing formalities failed:', error))
    }, PASS_EVERY_MS)
    // The timer alone must not keep the process alive.
    this.#timer.unref()
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }
}
