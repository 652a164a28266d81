import type { OutboxKind } from './outbox-item'

/** What a send attempt ended in, as far as the outbox cares. */
export type SendResult =
  | { kind: 'answer'; status: number; message?: string }
  | { kind: 'network'; message: string }

export type Outcome =
  /** The server applied it (or had already): remove the item. */
  | 'done'
  /** Network, timeout or server trouble: keep it and try again later. */
  | 'retry'
  /** The session is gone: keep it, ask the person to sign in, stop draining. */
  | 'auth'
  /** The server refused it for a reason the person must see: keep it as failed. */
  | 'reject'

/**
 * The outbox rules (architecture §7, as the Moodle app does it): nothing is removed
 * before the server acknowledged it, and a business refusal is never dropped silently.
 */
export function outcomeOf(result: SendResult): Outcome {
  if (result.kind === 'network') return 'retry'
  const { status } = result
  if (status >= 200 && status < 300) return 'done'
  if (status === 401) return 'auth'
  // 408 timeout, 425 too early and 429 too many requests are worth another try.
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry'
  return 'reject'
}

const BASE_DELAY_MS = 2_000
const MAX_DELAY_MS = 5 * 60_000

/** Exponential backoff with a ceiling; `jitter` in [0, 1) spreads retries of many devices. */
export function backoffMs(attempts: number, jitter = Math.random()): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(exponential * (0.75 + jitter * 0.5))
}

/**
 * Writes that depend on no other write may travel together (a read receipt marks one
 * notification); the rest, such as the messages of a conversation, go one by one in order.
 */
export const INDEPENDENT_KINDS: ReadonlySet<OutboxKind> = new Set<OutboxKind>(['notification-read', 'binnacle'])

/**
 * Spec §8 "binnacle errors silent": audit entries wait in the queue for a signal like any write,
 * but the person never sees them (not counted, not listed, not a reason to wait before signing
 * out), and any answer that is not a success drops them instead of keeping or retrying them, so
 * auditing never holds up what the person sent.
 */
export const SILENT_KINDS: ReadonlySet<OutboxKind> = new Set<OutboxKind>(['binnacle'])

/** At most this many independent writes are on the network at once. */
export const MAX_PARALLEL_SENDS = 4

/** An item left "sending" by a killed tab is sent again (the server deduplicates by key). */
export const STALE_SENDING_MS = 30_000
