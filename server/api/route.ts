import type { HttpBindings } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import type { BlankSchema } from 'hono/types'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import type { Portal } from '../../src/contract/common.ts'
import type { Endpoint } from '../../src/contract/endpoints.ts'
import type { VerifyAccessToken } from '../auth/access-token.ts'
import { InvalidAccessToken } from '../auth/access-token.ts'
import type { Db } from '../db/sql.ts'
import { API_BASE } from '../runtime-config.ts'
import { touchSession } from '../data/device-sessions.ts'
import { isKnown, resolveCaller, type Caller, type KnownCaller } from './caller.ts'
import { badRequest, HttpError, notFound, unauthorized, USER_NOT_FOUND } from './errors.ts'
import { IDEMPOTENCY_HEADER } from '../../src/contract/idempotency.ts'
import { applyWrite, idempotencyKeyOf, requestHash } from './idempotency.ts'
import {
  bearerToken, identified, readJsonBody, readMultipart, splitQuery, type MultipartBody, type UploadedFile,
} from './request-parts.ts'
import { parsePart } from './validate.ts'

/** The API runs under @hono/node-server, which hands over the Node request and response. */
export type ApiEnv = { Bindings: HttpBindings }
export type ApiApp = Hono<ApiEnv, BlankSchema, string>

export interface ApiDeps {
  db: Db
  verifyAccessToken: VerifyAccessToken
  now: () => Date
  /** Where the endpoints with `base: 'monitor'` are served (the API's own are under API_BASE). */
  monitorBase: string
}

export interface RouteInput<E extends Endpoint, C extends Caller> {
  params: v.InferOutput<E['params']>
  query: v.InferOutput<E['query']>
  body: v.InferOutput<E['body']>
  /** The files of a multipart endpoint, one per field it names (empty for the others). */
  files: ReadonlyMap<string, UploadedFile>
  caller: C
  db: Db
  now: Date
  /**
   * A write that also changes something outside the database (a stored file) registers how to
   * undo it; it runs when the transaction does not commit, whatever the reason.
   */
  onRollback: (undo: () => void) => void
}

/** What a `binary` endpoint's handler answers: the bytes and how the browser should name them. */
export class BinaryAnswer {
  readonly bytes: Uint8Array
  readonly mimeType: string
  readonly fileName: string
  constructor(bytes: Uint8Array, mimeType: string, fileName: string) {
    this.bytes = bytes
    this.mimeType = mimeType
    this.fileName = fileName
  }
}

/** The one file of a multipart field (the framework has already refused a request without it). */
export function fileOf(files: ReadonlyMap<string, UploadedFile>, field: string): UploadedFile {
  const file = files.get(field)
  if (!file) throw new Error(`no file in field ${field}`)
  return file
}

type Handler<E extends Endpoint, C extends Caller> =
  (input: RouteInput<E, C>) => v.InferInput<E['response']> | Promise<v.InferInput<E['response']>>

/** What a route needs beyond its contract. */
export interface RouteOptions<E extends Endpoint> {
  /**
   * Refusals of the request itself (repeated or unknown parameters, the body, the Idempotency-Key)
   * in Spanish, as the help center's: the domain's own refusals are read by people.
   */
  spanish?: boolean
  /**
   * A write that must carry an Idempotency-Key (a payment: a retry without one could charge
   * twice); without it, 400.
   */
  keyRequired?: boolean
  /** The largest JSON body it takes, in bytes (1 MB unless said). */
  jsonLimit?: number
  /**
   * A file sent as base64 inside the JSON body: decoded and identified by its magic bytes before the
   * write's transaction, like a multipart upload's, and handed to the handler in `files` under
   * `field`. Null, or empty base64: no file.
   */
  base64File?: (body: v.InferOutput<E['body']>) => { field: string; name: string; base64: string } | null
}

/** What the handler of a `public` endpoint gets: no caller, only what the request itself carries. */
export interface OpenInput<E extends Endpoint> {
  params: v.InferOutput<E['params']>
  query: v.InferOutput<E['query']>
  portal: Portal
  db: Db
  now: Date
}

type OpenHandler<E extends Endpoint> = (input: OpenInput<E>) => BinaryAnswer | v.InferOutput<E['response']> | Promise<BinaryAnswer | v.InferOutput<E['response']>>

/** `/student/tutor/{id}/id` → `/student/tutor/:id/id` */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

export class ResponseContractError extends Error {}

function checkedAnswer(endpoint: Endpoint, answer: unknown): unknown {
  const checked = v.safeParse(endpoint.response, answer)
  if (!checked.success) {
    throw new ResponseContractError(`${endpoint.method} ${endpoint.path} broke its response contract: ${v.summarize(checked.issues)}`)
  }
  return checked.output
}

/** RFC 6266: an ASCII fallback and the exact UTF-8 name, so "Comprobante ñ.pdf" survives. */
function contentDisposition(fileName: string, kind: 'attachment' | 'inline'): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

// A public answer is read by a viewer service, in place; the portal's own are saved by the person.
function binaryResponse(endpoint: Endpoint, answer: unknown): Response {
  if (!(answer instanceof BinaryAnswer)) throw new ResponseContractError(`${endpoint.method} ${endpoint.path} must answer a file`)
  return new Response(new Uint8Array(answer.bytes), {
    status: 200,
    headers: {
      'Content-Type': answer.mimeType,
      'Content-Length': String(answer.bytes.byteLength),
      'Content-Disposition': contentDisposition(answer.fileName, endpoint.public ? 'inline' : 'attachment'),
      'X-Content-Type-Options': 'nosniff',
      // A stored file is never a page of this origin, even if opened directly.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}

/** The body's file sent as base64, identified like a multipart upload's. */
async function withBase64File(
  files: MultipartBody['files'], file: { field: string; name: string; base64: string } | null | undefined,
): Promise<MultipartBody['files']> {
  if (!file || file.base64 === '') return files
  return new Map([...files, [file.field, await identified(file.name, '', Buffer.from(file.base64, 'base64'))]])
}

/** The request hash of a write; an upload's includes what each file holds. */
function hashOf(portal: string, params: unknown, query: unknown, body: unknown, files: MultipartBody['files']): string {
  const parts: unknown[] = [portal, params, query, body]
  if (files.size > 0) parts.push([...files].map(([field, f]) => [field, f.name, f.sha256]))
  return requestHash(parts)
}

/** Runs a write; when it does not commit, undoes what its handler changed outside the database. */
function committedOrUndone<T>(undo: Array<() => void>, write: () => T): T {
  try {
    return write()
  } catch (error) {
    // That refusal came after its transaction committed: nothing to undo.
    if (error instanceof HttpError && error.keepChanges) throw error
    for (const step of undo.reverse()) {
      try {
        step()
      } catch (undoError) {
        console.error('[api] undoing a failed write failed:', undoError)
      }
    }
    throw error
  }
}

/** The body's fields (JSON, or the text fields of a multipart form) and its files. */
async function sentBody(c: Context<ApiEnv>, endpoint: Endpoint, jsonLimit: number | undefined, spanish: boolean): Promise<{ fields: unknown; files: MultipartBody['files'] }> {
  if (endpoint.files) return readMultipart(c, endpoint.files, endpoint.optionalFiles === true)
  return { fields: await readJsonBody(c, jsonLimit, spanish), files: new Map() }
}

// The database connection is shared by every request: an await between BEGIN and COMMIT would
// let another request's statements run inside this transaction, so writes must not await.
function settled(endpoint: Endpoint, answer: unknown): unknown {
  if (answer instanceof Promise) {
    void answer.catch(() => undefined)
    throw new Error(`${endpoint.method} ${endpoint.path}: a write handler must not be async`)
  }
  return answer
}

const SESSION_CLOSED = 'La sesión de este dispositivo se cerró desde otro dispositivo.'

/**
 * Registers endpoints so that every one is checked the same way, in this order: bearer token
 * (401), origin/portal and repeated parameters (400), the Idempotency-Key of a write (400),
 * path/query against the contract (400), the caller in the API's database (404), and only then
 * the body, read up to its limit (413) and checked against the contract (400; a multipart
 * endpoint's files are read and identified here too), then the handler; its answer must satisfy the
 * endpoint's response schema or it is a 500. A write (any method but GET, and a GET with an
 * `effect`) runs in one transaction with its idempotency key (architecture §7). A `binary` endpoint only reads, whatever its method,
 * and answers the file itself. A `public` endpoint has no caller: see `open`.
 */
export function routes(app: ApiApp, deps: ApiDeps) {
  // Every endpoint is registered with its full path: the monitor's base is configurable, and may lie outside API_BASE.
  const fullPath = (endpoint: Pick<Endpoint, 'base' | 'path'>) => honoPath(`${endpoint.base === 'monitor' ? deps.monitorBase : API_BASE}${endpoint.path}`)

  async function claimsOf(c: Context) {
    try {
      return await deps.verifyAccessToken(bearerToken(c))
    } catch (error) {
      if (error instanceof InvalidAccessToken) throw unauthorized(error.message)
      throw error
    }
  }

  function register<E extends Endpoint, C extends Caller>(endpoint: E, needsUser: boolean, handler: Handler<E, C>, options: RouteOptions<E>): void {
    if (endpoint.public) throw new Error(`${endpoint.method} ${endpoint.path} is public: register it with open()`)
    const spanish = endpoint.base === 'monitor' || options.spanish === true
    app.on(endpoint.method, fullPath(endpoint), async (c) => {
      const claims = await claimsOf(c)
      const { portal, rest } = splitQuery(c, spanish)
      // A GET with an effect (it sends a code) is a write; a HEAD, which Hono hands to GET routes, must not send one.
      if (endpoint.effect && c.req.method !== 'GET') throw new HttpError(405, spanish ? 'Usa GET' : 'Use GET', { headers: { Allow: 'GET' } })
      const reads = (endpoint.method === 'GET' && !endpoint.effect) || endpoint.binary === true
      const key = reads ? null : idempotencyKeyOf(c, spanish)
      if (!reads && key === null && options.keyRequired) throw badRequest(spanish ? `Falta el encabezado ${IDEMPOTENCY_HEADER}` : `${IDEMPOTENCY_HEADER} is required`)
      const params = parsePart('path', endpoint.params, c.req.param(), spanish)
      // An effect's query is what a form sent (a code's destination): its refusals name fields, as a body's do.
      const query = parsePart(endpoint.effect ? 'body' : 'query', endpoint.query, rest, spanish)
      // Known before the body is read: nobody the API does not know makes it read a byte.
      const caller = resolveCaller(deps.db, claims, portal)
      if (needsUser && !isKnown(caller)) throw notFound(USER_NOT_FOUND)
      // Each sign-in on a browser is a device of the person's list, until it is closed from another.
      if (caller.user && caller.sessionId && !touchSession(deps.db, caller.sessionId, caller.user.id, c.req.header('user-agent') ?? '', deps.now())) {
        throw new HttpError(401, SESSION_CLOSED, { fields: { reason: 'session-closed' } })
      }
      const sent = await sentBody(c, endpoint, options.jsonLimit, spanish)
      const body = parsePart('body', endpoint.body, sent.fields, spanish)
      const files = await withBase64File(sent.files, options.base64File?.(body))
      const now = deps.now()
      const undo: Array<() => void> = []
      const input = {
        params, query, body, files, caller: caller as C, db: deps.db, now, onRollback: (step: () => void) => undo.push(step),
      }
      if (endpoint.binary) return binaryResponse(endpoint, await handler(input))
      if (reads) return c.json(checkedAnswer(endpoint, await handler(input)) as object)

      const written = committedOrUndone(undo, () => applyWrite(deps.db, {
        owner: key === null ? null : { subject: caller.subject, key },
        method: endpoint.method,
        path: new URL(c.req.url).pathname,
        requestHash: hashOf(portal, params, query, body, files),
        now,
      }, () => checkedAnswer(endpoint, settled(endpoint, handler(input)))))
      if (written.replayed) c.header('Idempotent-Replayed', 'true')
      return c.body(written.body, written.status as ContentfulStatusCode, { 'Content-Type': 'application/json' })
    })
  }

  return {
    /** For a caller the API knows (else 404 `Usuario no encontrado`). */
    user<E extends Endpoint>(endpoint: E, handler: Handler<E, KnownCaller>, options: RouteOptions<E> = {}): void {
      register(endpoint, true, handler, options)
    },
    /** For any signed-in caller, known to the API or not. */
    anyone<E extends Endpoint>(endpoint: E, handler: Handler<E, Caller>, options: RouteOptions<E> = {}): void {
      register(endpoint, false, handler, options)
    },
    /**
     * A `public` GET with no bearer token and no caller: a file for someone other than the portal
     * (a document viewer service; the handler checks the ticket the query carries), or a JSON answer
     * that holds nothing personal (whether a session was closed).
     * Origin/portal, repeated parameters and the contract are checked as everywhere. Any origin may
     * read the answer, errors included, since the service fetches it from its own.
     */
    open<E extends Endpoint>(endpoint: E, handler: OpenHandler<E>): void {
      if (!endpoint.public || endpoint.method !== 'GET') throw new Error(`${endpoint.method} ${endpoint.path} is not a public read`)
      app.get(fullPath(endpoint), async (c) => {
        // On the context for the refusals (answered through it), and on the file's own Response below.
        c.header('Access-Control-Allow-Origin', '*')
        const { portal, rest } = splitQuery(c)
        const params = parsePart('path', endpoint.params, c.req.param())
        const query = parsePart('query', endpoint.query, rest)
        const result = await handler({ params, query, portal, db: deps.db, now: deps.now() })
        if (!endpoint.binary) return c.json(checkedAnswer(endpoint, result) as object)
        const answer = binaryResponse(endpoint, result)
        answer.headers.set('Access-Control-Allow-Origin', '*')
        return answer
      })
    },
    /**
     * A call the API never allows on a path it serves otherwise (editing a sent ticket): after the
     * token (401), a 400 with the reason, so the person reads why instead of a bare 404.
     */
    refused(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', at: Pick<Endpoint, 'base' | 'path'>, message: string): void {
      app.on(method, fullPath(at), async (c) => {
        await claimsOf(c)
        throw badRequest(message)
      })
    },
  }
}

export type Routes = ReturnType<typeof routes>
