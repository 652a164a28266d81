import * as v from 'valibot'
import { ErrorBody, ORIGIN, type Portal } from '@/contract/common'
import { buildPath, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '@/contract/endpoints'
import { NOT_KEPT_HEADER, SNAPSHOT_HEADER } from '../offline/snapshot-routes'
import { reportNotKept } from '../offline/storage'
import { ApiError } from './api-error'

export interface RequestSettings {
  apiBase: string
  /** Base of the help center's monitor API (endpoints with `base: 'monitor'`); `{apiBase}/monitor` when not given. */
  monitorBase?: string
  portal: Portal
  /** Returns a fresh access token, or undefined when nobody is signed in. */
  getToken: () => Promise<string | undefined>
  /**
   * True while the person's session is not confirmed (the provider gave no answer yet). A call
   * with no token is then not sent: the server could only refuse it (401), and that refusal would
   * be taken for an ended session. It fails as an unreachable network does, so a saved copy
   * answers, and it is asked again once the session is back.
   */
  sessionUnconfirmed?: () => boolean
  /** Milliseconds before a call is abandoned as a timeout. */
  timeoutMs: number
  /** A saved answer to give at once instead of asking the network (a start still being confirmed). */
  savedAnswer?: (url: string) => Promise<{ value: unknown; savedAt: number } | undefined>
  /**
   * A saved answer for a GET that could not reach the network at all. The worker usually answers
   * from its copy itself; this covers the moments it cannot tell whose copy to read (it learns who
   * is here from the page, and a browser closed right after it took charge may not have kept that).
   */
  fallbackAnswer?: (url: string) => Promise<{ value: unknown; savedAt: number } | undefined>
  /** Told of every good GET answer that came from the network (not from a saved copy). */
  onAnswer?: (url: string, value: unknown) => void
}

let settings: RequestSettings | undefined

export function configureRequest(next: RequestSettings) {
  settings = next
}

export interface RequestInput<E extends Endpoint> {
  params?: ParamsOf<E>
  query?: QueryOf<E>
  body?: unknown
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** Builds the full URL of a call: API base, path, its query plus origin and portal. */
export function urlFor(endpoint: Endpoint, input: Pick<RequestInput<Endpoint>, 'params' | 'query'>, s = settings) {
  if (!s) throw new Error('request is not configured')
  const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>)
  const search = new URLSearchParams({ origin: ORIGIN, portal: s.portal })
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const base = endpoint.base === 'monitor' ? (s.monitorBase ?? `${s.apiBase}/monitor`) : s.apiBase
  return `${base}${path}?${search.toString()}`
}

async function send(endpoint: Endpoint, input: RequestInput<Endpoint>): Promise<Response> {
  const s = settings
  if (!s) throw new Error('request is not configured')
  const fail = (kind: ApiError['kind'], cause?: unknown, status?: number, serverMessage?: string) =>
    new ApiError({ kind, method: endpoint.method, path: endpoint.path, status, serverMessage, cause })

  const token = await s.getToken()
  if (!token && s.sessionUnconfirmed?.()) throw fail('network', new Error('the session is not confirmed yet: nothing was sent'))
  const headers: Record<string, string> = { Accept: 'application/json', ...input.headers }
  if (token) headers.Authorization = `Bearer ${token}`
  // A multipart body (an upload) sets its own type and boundary.
  const isForm = input.body instanceof FormData
  if (input.body !== undefined && !isForm) headers['Content-Type'] = 'application/json'

  const timeout = AbortSignal.timeout(s.timeoutMs)
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetch(urlFor(endpoint, input, s), {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : isForm ? (input.body as FormData) : JSON.stringify(input.body),
      signal,
      ...(endpoint.effect ? { cache: 'no-store' as const } : {}),
    })
  } catch (cause) {
    if (input.signal?.aborted) throw cause
    throw fail(timeout.aborted ? 'timeout' : 'network', cause)
  }
  if (!response.ok) {
    const body = v.safeParse(ErrorBody, await response.json().catch(() => undefined))
    const message = body.success ? (body.output.message ?? body.output.Message) : undefined
    throw fail('http', undefined, response.status, message)
  }
  return response
}

/** An answer and, when the service worker served its saved copy, when that copy was saved. */
export interface WithAge<T> {
  data: T
  /** Epoch ms of the offline copy; null when the answer came from the server just now. */
  savedAt: number | null
}

/**
 * The one way the portal calls its API: adds base URL, origin, portal and bearer token,
 * and parses the answer with the endpoint's contract schema.
 */
export async function request<E extends Endpoint>(endpoint: E, input: RequestInput<E> = {}): Promise<ResponseOf<E>> {
  return (await requestWithAge(endpoint, input)).data
}

/** Same as `request`, telling whether the answer is an offline copy and how old it is. */
export async function requestWithAge<E extends Endpoint>(endpoint: E, input: RequestInput<E> = {}): Promise<WithAge<ResponseOf<E>>> {
  const s = settings
  // A GET with an effect (it sends a code) is never answered from, nor kept as, a saved copy.
  const url = s && endpoint.method === 'GET' && !endpoint.effect ? urlFor(endpoint, input as RequestInput<Endpoint>, s) : undefined
  const saved = url && (await s?.savedAnswer?.(url))
  if (saved) return { data: parse(endpoint, saved.value, 200), savedAt: saved.savedAt }
  let response: Response
  try {
    response = await send(endpoint, input as RequestInput<Endpoint>)
  } catch (error) {
    const fallback = url && error instanceof ApiError && error.kind === 'network' ? await s?.fallbackAnswer?.(url) : undefined
    if (fallback) return { data: parse(endpoint, fallback.value, 200), savedAt: fallback.savedAt }
    throw error
  }
  const savedAt = response.headers.get(SNAPSHOT_HEADER)
  // The worker had no room to keep this answer for reading with no signal.
  if (response.headers.has(NOT_KEPT_HEADER)) reportNotKept()
  const json: unknown = response.status === 204 ? undefined : await response.json()
  const data = parse(endpoint, json, response.status)
  if (url && !savedAt) s?.onAnswer?.(url, json)
  return { data, savedAt: savedAt ? Number(savedAt) : null }
}

function parse<E extends Endpoint>(endpoint: E, json: unknown, status: number): ResponseOf<E> {
  const parsed = v.safeParse(endpoint.response, json)
  if (!parsed.success) {
    throw new ApiError({ kind: 'contract', method: endpoint.method, path: endpoint.path, status, cause: parsed.issues })
  }
  return parsed.output as ResponseOf<E>
}

/** Same as `request` for calls that answer a file. */
export async function requestBlob<E extends Endpoint>(endpoint: E, input: RequestInput<E> = {}): Promise<Blob> {
  const response = await send(endpoint, input as RequestInput<Endpoint>)
  return response.blob()
}
