import { endpoints } from '@/contract/endpoints'
import { request, requestWithAge, urlFor } from '@/shared/http/request'

export function fetchPhoto(accountNumber: string, signal?: AbortSignal) {
  return requestWithAge(endpoints.userPhoto, { query: { accountNumber }, signal })
}

/** Where a new photo goes; the outbox sends it as multipart with the file under `file`. */
export function photoRequest(accountNumber: string) {
  return { method: 'POST' as const, url: urlFor(endpoints.sendPhoto, {}), body: { accountNumber } }
}

export const sendPhotoNow = (form: FormData) => request(endpoints.sendPhoto, { body: form })
