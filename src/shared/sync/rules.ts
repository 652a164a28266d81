import type { OutboxItem, OutboxKind } from './outbox-item'

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

type StreamFields = Pick<OutboxItem, 'kind' | 'stream'>

/**
 * The stream of a write that names none: what it writes to (method, address and body, files
 * aside), so two uploads of one document keep their order and uploads of others do not wait for them.
 */
export function targetStream(item: Pick<OutboxItem, 'kind' | 'method' | 'url' | 'body'>): string | undefined {
  if (INDEPENDENT_KINDS.has(item.kind)) return undefined
  return `${item.kind} ${item.method} ${item.url} ${JSON.stringify(item.body ?? null)}`
}

/**
 * Whether an item queued earlier holds a later one back. A stream is one ordered line (a ticket's
 * messages with their attachments): its items reach the server in the order queued, so a later one
 * waits while an earlier one is queued in any state (waiting its turn, backing off, on its way, or
 * refused and waiting for the person). A row queued before streams existed holds its whole kind.
 */
export function holdsBack(earlier: StreamFields, later: StreamFields): boolean {
  if (INDEPENDENT_KINDS.has(later.kind) || INDEPENDENT_KINDS.has(earlier.kind)) return false
  if (earlier.kind !== later.kind) return false
  return earlier.stream === undefined || later.stream === undefined || earlier.stream === later.stream
}

/**
 * Spec §8 "binnacle errors silent": audit entries wait in the queue for a signal like any write,
 * but the person never sees them (not counted, not listed, not a reason to wait before signing
 * out), and any answer that is not a success drops them instead of keeping or retrying them, so
 * auditing never holds up what the person sent.
 */
export const SILENT_KINDS: ReadonlySet<OutboxKind> = new Set<OutboxKind>(['binnacle'])

/**
 * The ids of the items (given oldest first) that wait for a refused item of their stream: they go
 * only once the person retries or discards it, and the screens say so.
 */
export function waitingForRefused(items: readonly OutboxItem[]): ReadonlySet<string> {
  const waiting = new Set<string>()
  const refused: OutboxItem[] = []
  for (const item of items) {
    if (item.status === 'failed') refused.push(item)
    else if (refused.some((earlier) => holdsBack(earlier, item))) waiting.add(item.id)
  }
  return waiting
}

/** At most this many independent writes are on the network at once. */
export const MAX_PARALLEL_SENDS = 4

/**
 * An item left "sending" by a killed tab is sent again (the server deduplicates by key) after this
 * long, or after the time its send is allowed when longer; at once by a drain that holds the lock.
 */
export const STALE_SENDING_MS = 30_000
