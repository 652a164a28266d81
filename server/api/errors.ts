import type { ContentfulStatusCode } from 'hono/utils/http-status'

export interface HttpErrorExtras {
  /** Headers of the answer (a 429's Retry-After). */
  headers?: Record<string, string>
  /** More fields of the body, beside `message` (a wrong code's `attemptsLeft`). */
  fields?: Record<string, string | number>
  /**
   * A write's changes commit even though it answers this refusal (a wrong one-time code counts its
   * try). Its Idempotency-Key is not stored, as for any refusal.
   */
  keepChanges?: boolean
}

/** An answer with a status and a `{ message }` body; anything else thrown is a 500. */
export class HttpError extends Error {
  status: ContentfulStatusCode
  headers: Record<string, string>
  fields: Record<string, string | number>
  keepChanges: boolean
  constructor(status: ContentfulStatusCode, message: string, extras: HttpErrorExtras = {}) {
    super(message)
    this.status = status
    this.headers = extras.headers ?? {}
    this.fields = extras.fields ?? {}
    this.keepChanges = extras.keepChanges ?? false
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message = 'No tienes permiso para consultar esta información') => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)

export const USER_NOT_FOUND = 'Usuario no encontrado'
