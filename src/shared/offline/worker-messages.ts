import type { OutboxItem } from '../sync/outbox-item'

/** Messages between the page and the service worker, in one place. */
export type ToWorker =
  | { type: 'session'; userKey: string | null; locale?: string }
  | { type: 'token'; token: string | null }
  | { type: 'skip-waiting' }
  /** A page left out of the worker's first claim asks to be taken in. */
  | { type: 'claim' }

export type FromWorker =
  | { type: 'outbox-drain' }
  /** The worker's drain delivered writes: which (an older worker names none). */
  | { type: 'outbox-changed'; acknowledged?: Pick<OutboxItem, 'kind' | 'meta'>[] }
  | { type: 'push'; push: { clave?: string; title?: string; body?: string } }

export const SYNC_TAG = 'portal-outbox'
