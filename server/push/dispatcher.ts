import {
  claimDue, finishAttempt, type ClaimedPush, pushNotice, pushRecipients, type AttemptOutcome, type AttemptResult, type PushStatus, type RetryPolicy,
} from '../data/push-queue.ts'
import type { Db } from '../db/sql.ts'
import { pushMessage, type PushMessage } from './message.ts'
import type { PushSender, TokenOutcome } from './senders.ts'

/** What one dispatch did with one queued push. */
export interface DispatchedPush {
  notificationId: number
  clave: string
  accountNumber: string
  attempt: number
  status: PushStatus
  /** Devices tried in this attempt. */
  devices: number
  delivered: number
  removed: number
  failed: number
}

export interface DispatchOptions extends RetryPolicy {
  /** Pushes claimed at a time; a dispatch claims again until nothing is due. */
  batch: number
}

export const DEFAULT_DISPATCH: DispatchOptions = { maxAttempts: 5, firstRetryMs: 30_000, batch: 100 }

/**
 * Sends what `writeNotification` queued. Each dispatch claims its pushes first (server/data/
 * push-queue.ts), so dispatches that overlap (the back office's timer and a test hook, or two
 * processes) never send one notification twice. Runs after each back-office pass and from
 * `POST /__test__/push/checks`.
 */
export class PushDispatcher {
  readonly #db: Db
  readonly #sender: PushSender
  readonly #options: DispatchOptions
  readonly #running = new Set<Promise<unknown>>()

  constructor(db: Db, sender: PushSender, options: Partial<DispatchOptions> = {}) {
    this.#db = db
    this.#sender = sender
    this.#options = { ...DEFAULT_DISPATCH, ...options }
  }

  get sender(): PushSender {
    return this.#sender
  }

  /** Sends every push due at `now` (new ones, and retries whose wait is over). */
  dispatch(now = new Date()): Promise<DispatchedPush[]> {
    const work = this.#dispatch(now)
    this.#running.add(work)
    void work.finally(() => this.#running.delete(work)).catch(() => undefined)
    return work
  }

  /** Resolves once every dispatch started before has ended. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.#running])
  }

  /** A sender answers failures as outcomes; one that throws all the same leaves its devices to a later attempt. */
  async #send(tokens: string[], message: PushMessage, now: Date): Promise<TokenOutcome[]> {
    try {
      return await this.#sender.send(tokens, message, now)
    } catch (error) {
      console.error('[push] the sender failed:', error)
      return tokens.map((token) => ({ token, ok: false, code: 'sender-error', gone: false }))
    }
  }

  async #dispatch(now: Date): Promise<DispatchedPush[]> {
    const done: DispatchedPush[] = []
    // A batch at a time until nothing is due: a retry waits past `now`, so it is not taken twice.
    for (let claimed = claimDue(this.#db, now, this.#options.batch); claimed.length > 0; claimed = claimDue(this.#db, now, this.#options.batch)) {
      done.push(...(await this.#sendAll(claimed, now)))
    }
    return done
  }

  async #sendAll(claimed: ClaimedPush[], now: Date): Promise<DispatchedPush[]> {
    const done: DispatchedPush[] = []
    for (const push of claimed) {
      try {
        const sent = await this.#sendOne(push, now)
        if (sent) done.push(sent)
      } catch (error) {
        // Its row stays `sending` (closed as interrupted at the next start): never sent twice.
        console.error(`[push] notification ${push.notificationId} could not be sent:`, error)
      }
    }
    return done
  }

  async #sendOne(push: ClaimedPush, now: Date): Promise<DispatchedPush | null> {
    const notice = pushNotice(this.#db, push.notificationId)
    // The notification went (a reseed) with its queue row: nothing to send.
    if (!notice) return null
    const tokens = pushRecipients(this.#db, push.notificationId, notice.accountNumber)
    const outcomes = tokens.length === 0 ? [] : await this.#send(tokens, pushMessage(notice), now)
    const outcome: AttemptOutcome = { delivered: [], gone: [], failed: [] }
    for (const result of outcomes) {
      if (result.ok) outcome.delivered.push(result.token)
      else if (result.gone) outcome.gone.push(result.token)
      else outcome.failed.push({ token: result.token, code: result.code })
    }
    const result: AttemptResult = finishAttempt(this.#db, push, outcome, now, this.#options)
    return {
      notificationId: push.notificationId, clave: notice.clave, accountNumber: notice.accountNumber, attempt: push.attempt,
      status: result.status, devices: result.devices, delivered: result.delivered, removed: result.removed, failed: result.failed,
    }
  }
}
