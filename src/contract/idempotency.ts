import * as v from 'valibot'

/**
 * Header every write may carry (architecture §7): the outbox row's uuid. A replay with the same
 * key and body answers the first result without applying the write again; the same key with
 * another body is refused with 422.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export const IdempotencyKey = v.pipe(
  v.string(),
  v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Idempotency-Key must be a UUID'),
)
