import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An answer with a status and a `{ message }` body; anything else thrown is a 500. */
export class HttpError extends Error {
  status: ContentfulStatusCode
  constructor(status: ContentfulStatusCode, message: string) {
    super(message)
    this.status = status
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message = 'No tienes permiso para consultar esta información') => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)

export const USER_NOT_FOUND = 'Usuario no encontrado'
