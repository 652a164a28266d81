import { decidePendingCampusRequests, type DecidedCampusRequest } from './data/campus-review.ts'
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
import { all, one, transaction, type Db } from './db/sql.ts'
import { scheduleDaily } from './push/daily.ts'
import type { DispatchedPush, PushDispatcher } from './push/dispatcher.ts'

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
  /** The campus change requests whose day came, decided by the school office in this pass. */
  campus: DecidedCampusRequest[]
  /** Files of ended document-viewer previews removed in this pass. */
  previews: number
  /** What the help desk answered in this pass. */
  desk: DeskAnswered
  /** The bank references the bank reported paid in this pass. */
  bank: number[]
  /** The CoDi payments whose transfer the bank received in this pass. */
  codi: number[]
}

/** What a round of the daily checks did. */
export interface DailyChecks {
  /** Expiry notices sent. */
  notices: number
  /** The notifications written, by id; their pushes are queued. */
  notifications: number[]
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
 * `reviewSeconds` ago (and the address requests of the contact data, the registrations of tutors and economic responsibles and the requests to enable them again), by the visible rule,
 * and the campus change requests whose day came (`answer_at`, set when they were asked), and sends the expiry notices that became due; the help desk answers the
 * tickets and messages sent at least `deskSeconds` ago; the bank reports paid the references made
 * in the portal at least `bankSeconds` ago and still payable, and receives the transfer of every
 * CoDi payment whose current code was issued that long ago and has not expired (with its `CODI`
 * notification); it also removes the files of document
 * viewer previews whose ticket ended. After each pass the pushes of the notifications written are
 * sent. The expiry notices are a daily job (`dailyChecks`). `server/main.ts` starts it; tests call
 * `pass` and `dailyChecks` with the instant they want instead of waiting.
 */
export class BackOffice {
  readonly #db: Db
  readonly #delays: BackOfficeDelays
  readonly #previews: FileStore
  readonly #formalities: FormalityDesk | null
  readonly #push: PushDispatcher | null
  #timer: NodeJS.Timeout | null = null
  #daily: { stop(): void } | null = null
  /** The timer's dispatch still running: the next tick does not start another beside it. */
  #dispatching: Promise<unknown> | null = null

  constructor(
    db: Db, delays: BackOfficeDelays, previews: FileStore, formalities: FormalityDesk | null = null, push: PushDispatcher | null = null,
  ) {
    this.#db = db
    this.#delays = delays
    this.#previews = previews
    this.#formalities = formalities
    this.#push = push
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
      campus: decidePendingCampusRequests(this.#db, now, { answerBefore: now }),
      previews: sweepPreviews(this.#db, this.#previews, now),
      desk: answerPending(this.#db, now, { sentBefore: before(this.#delays.deskSeconds) }),
      bank: bankPass(this.#db, now, before(this.#delays.bankSeconds)),
      codi: codiPass(this.#db, now, before(this.#delays.bankSeconds)),
    }))
  }

  /**
   * The document desk's daily round: EXPPVEN for each document still waiting for a file that
   * entered the notice window, EXPVENC for each one past its date. Answers how many were sent.
   *
   * Not part of the 2-second pass. What it finds depends on the calendar day in Mexico City
   * (a document enters "near to expire" or "expired" at a day change), and the notices are
   * recorded once per document, kind and due date, so a pass between two day changes finds
   * nothing new; run on every pass, it sent each day's notices, and their pushes, in the first
   * seconds after midnight. It runs once at start (catching up the days the server was off) and
   * every day at 07:00 Mexico City (`DAILY_CHECKS_AT`). An accepted extension that brings a date
   * already inside the window is told by its own APROBPRO notice, which names the new date; the
   * next morning's round adds the EXPPVEN.
   */
  dailyChecks(now = new Date(), accountNumber?: string): DailyChecks {
    return transaction(this.#db, () => {
      const last = one<{ id: number | null }>(this.#db, 'SELECT MAX(id) AS id FROM notifications')?.id ?? 0
      const notices = sendExpiryNotices(this.#db, now, accountNumber === undefined ? {} : { accountNumber })
      const notifications = all<{ id: number }>(this.#db, 'SELECT id FROM notifications WHERE id > ? ORDER BY id', last).map((row) => row.id)
      return { notices, notifications }
    })
  }

  /** Sends the queued pushes (nothing without a dispatcher). */
  dispatchPushes(now = new Date()): Promise<DispatchedPush[]> {
    return this.#push?.dispatch(now) ?? Promise.resolve([])
  }

  /** The timer's dispatch, one at a time: the queue's claims keep overlaps safe, this keeps them rare. */
  #dispatchFromTimer(): void {
    if (!this.#push || this.#dispatching) return
    this.#dispatching = this.#push.dispatch()
      .catch((error: unknown) => console.error('[back office] sending pushes failed:', error))
      .finally(() => { this.#dispatching = null })
  }

  start(): void {
    if (this.#timer) return
    this.#daily = scheduleDaily(() => {
      this.dailyChecks()
      this.#dispatchFromTimer()
    })
    this.#timer = setInterval(() => {
      try {
        this.pass()
      } catch (error) {
        console.error('[back office] a pass failed:', error)
      }
      this.#dispatchFromTimer()
      this.produceFormalities().catch((error: unknown) => console.error('[back office] producing formalities failed:', error))
    }, PASS_EVERY_MS)
    // The timer alone must not keep the process alive.
    this.#timer.unref()
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    this.#daily?.stop()
    this.#daily = null
  }

  /** Resolves once the pushes being sent are sent (before the database closes). */
  async settle(): Promise<void> {
    await this.#push?.idle()
  }
}
