export type ApiErrorKind = 'network' | 'http' | 'contract' | 'timeout'

export interface ApiErrorInit {
  kind: ApiErrorKind
  method: string
  /** Path template of the endpoint, e.g. `/user/menu/email`; used by the silence table. */
  path: string
  status?: number
  /** The server's `message` or `Message`, when it sent one. */
  serverMessage?: string
  cause?: unknown
}

/** Every failed call of `request` throws this. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly method: string
  readonly path: string
  readonly status: number | undefined
  readonly serverMessage: string | undefined

  constructor(init: ApiErrorInit) {
    super(init.serverMessage ?? `${init.kind} error on ${init.method} ${init.path}${init.status ? ` (${init.status})` : ''}`, {
      cause: init.cause,
    })
    this.kind = init.kind
    this.method = init.method
    this.path = init.path
    this.status = init.status
    this.serverMessage = init.serverMessage
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** The server's reason for refusing a write (4xx), or undefined for trouble on the way (network, 5xx). */
export const refusalOf = (error: unknown): string | undefined =>
  isApiError(error) && error.status !== undefined && error.status < 500 ? error.serverMessage : undefined

/**
 * Spec §8: some calls answer 404 when there is nothing to show (no average, no list, no code
 * for a credential that is not valid). That is an answer, `fallback`, not a failure.
 */
export async function on404<T, F>(call: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await call
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return fallback
    throw error
  }
}
