import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import * as v from 'valibot'
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '../../src/contract/idempotency.ts'
import { transaction, type Db } from '../db/sql.ts'
import { findStoredWrite, storeWrite, type KeyOwner } from '../data/idempotency.ts'
import { badRequest, HttpError } from './errors.ts'

/** The write's key, or null when the request carries none (a write without one just applies). */
export function idempotencyKeyOf(c: Context, spanish = false): string | null {
  const header = c.req.header(IDEMPOTENCY_HEADER)
  if (header === undefined) return null
  if (!v.is(IdempotencyKey, header)) throw badRequest(spanish ? `${IDEMPOTENCY_HEADER} debe ser un UUID` : `${IDEMPOTENCY_HEADER} must be a UUID`)
  return header.toLowerCase()
}

/** Hash of the validated request, so the key order of the JSON text does not matter. */
export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url')
}

export interface WriteRequest {
  /** Null for a write without a key. */
  owner: KeyOwner | null
  method: string
  path: string
  requestHash: string
  now: Date
}

export interface WriteResult {
  status: number
  body: string
  replayed: boolean
}

const KEY_REUSED = `La clave ${IDEMPOTENCY_HEADER} ya se usó con otra solicitud`

/**
 * Runs one write in a single SQLite transaction together with its key row: both commit or
 * neither does. A stored key answers its first result without running the write again. Only
 * successes are stored: a refused or failed write changed nothing (or, for a refusal that keeps
 * its changes, nothing the key stands for), so the same key may be sent again (corrected, if the
 * refusal said so).
 */
export function applyWrite(db: Db, request: WriteRequest, work: () => unknown): WriteResult {
  // A refusal that keeps its changes (HttpError.keepChanges) commits what the write did, then is answered.
  let kept: HttpError | null = null
  const result = transaction(db, (): WriteResult | null => {
    const stored = request.owner && findStoredWrite(db, request.owner, request.now)
    if (stored) {
      if (stored.method !== request.method || stored.path !== request.path || stored.requestHash !== request.requestHash) {
        throw new HttpError(422, KEY_REUSED)
      }
      return { status: stored.status, body: stored.response, replayed: true }
    }
    let answer: unknown
    try {
      answer = work()
    } catch (error) {
      if (!(error instanceof HttpError && error.keepChanges)) throw error
      kept = error
      return null
    }
    const body = JSON.stringify(answer)
    const status = 200
    if (request.owner) {
      storeWrite(db, request.owner, { method: request.method, path: request.path, requestHash: request.requestHash, status, response: body }, request.now)
    }
    return { status, body, replayed: false }
  })
  if (kept) throw kept
  if (!result) throw new Error('a write ended without an answer')
  return result
}
