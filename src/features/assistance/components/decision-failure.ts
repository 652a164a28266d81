import { isApiError } from '@/shared/http/api-error'

/** The desk's reason for refusing a write (4xx), or undefined for trouble on the way (network, 5xx). */
export const refusalOf = (error: unknown): string | undefined =>
  isApiError(error) && error.status !== undefined && error.status < 500 ? error.serverMessage : undefined
