/** Kinds of queued writes; `binnacle` (audit entries) is never shown to the person (see rules.ts). */
export type OutboxKind = 'notification-read' | 'upload' | 'ticket-message' | 'binnacle'

export type OutboxStatus = 'pending' | 'sending' | 'failed'

/** A file travels as a Blob inside the row; the sender turns the row into multipart. */
export interface OutboxFile {
  field: string
  name: string
  blob: Blob
}

/**
 * One write waiting to reach the server (architecture §7). The id doubles as the
 * Idempotency-Key; the token is taken at send time, never stored here.
 */
export interface OutboxItem {
  id: string
  kind: OutboxKind
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** Full URL (API base, path, origin and portal) resolved when the item was queued. */
  url: string
  body?: unknown
  files?: OutboxFile[]
  /**
   * The ordered stream the write belongs to, e.g. one ticket's conversation: nothing of a stream is
   * sent while an earlier item of it is still queued (see rules.ts). Absent in independent kinds, and
   * in rows queued before streams existed.
   */
  stream?: string
  /** What the screens need to show the item inline, e.g. `{ notificationId }`. */
  meta: Record<string, string | number>
  /** A short text for the "Pendientes de envío" list. */
  label: string
  createdAt: number
  attempts: number
  status: OutboxStatus
  lastError?: string
  /** Epoch ms before which the item is not retried (backoff). */
  nextAttemptAt: number
}
