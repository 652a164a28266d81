import type { PushMessage } from './message.ts'

/** What a sender did with one device's copy of a push. */
export type TokenOutcome =
  | { token: string; ok: true }
  /** `gone`: FCM no longer knows the token (the app was removed, or the token replaced). */
  | { token: string; ok: false; code: string; gone: boolean }

/** Sends one push to some devices; answers one outcome per token, in their order. Never throws. */
export interface PushSender {
  /** `firebase` or `log`. */
  readonly kind: string
  send(tokens: readonly string[], message: PushMessage, at: Date): Promise<TokenOutcome[]>
  /** Frees what the sender holds (Firebase's app). */
  close?(): Promise<void>
}

export interface SentPush {
  token: string
  message: PushMessage
  /** ISO instant of the dispatch. */
  at: string
}

/**
 * The messages handed to FCM (or that the logging sender would have handed), newest last, in
 * memory and bounded: what `GET /__test__/push/sent` answers.
 */
export class SentLog {
  readonly #limit: number
  #items: SentPush[] = []

  constructor(limit = 500) {
    this.#limit = limit
  }

  record(token: string, message: PushMessage, at: Date): void {
    this.#items.push({ token, message: structuredClone(message), at: at.toISOString() })
    if (this.#items.length > this.#limit) this.#items.splice(0, this.#items.length - this.#limit)
  }

  /** Sent to this token, or about this account (`data.accountNumber`); everything without a filter. */
  list(filter: { token?: string | undefined; accountNumber?: string | undefined } = {}): SentPush[] {
    return this.#items.filter((item) =>
      (filter.token === undefined || item.token === filter.token)
      && (filter.accountNumber === undefined || item.message.data.accountNumber === filter.accountNumber))
  }

  get size(): number {
    return this.#items.length
  }
}

/**
 * Without a Firebase service account nothing leaves the machine: each push is printed as one
 * line (its type code and how many devices, nothing personal) and recorded as sent.
 */
export class LoggingSender implements PushSender {
  readonly kind = 'log'
  readonly #log: SentLog
  readonly #print: (line: string) => void

  constructor(log: SentLog, print: (line: string) => void = (line) => console.info(line)) {
    this.#log = log
    this.#print = print
  }

  send(tokens: readonly string[], message: PushMessage, at: Date): Promise<TokenOutcome[]> {
    this.#print(`[push] ${message.data.clave ?? '?'} to ${tokens.length} ${tokens.length === 1 ? 'device' : 'devices'} (logged, not sent: no FIREBASE_SERVICE_ACCOUNT)`)
    for (const token of tokens) this.#log.record(token, message, at)
    return Promise.resolve(tokens.map((token) => ({ token, ok: true as const })))
  }
}
