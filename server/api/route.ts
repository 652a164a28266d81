import type { HttpBindings } from '@hono/node-server'
import type { Hono } from 'hono'
import type { BlankSchema } from 'hono/types'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import type { Endpoint } from '../../src/contract/endpoints.ts'
import type { VerifyAccessToken } from '../auth/access-token.ts'
import { InvalidAccessToken } from '../auth/access-token.ts'
import type { Db } from '../db/sql.ts'
import { isKnown, resolveCaller, type Caller, type KnownCaller } from './caller.ts'
import { notFound, unauthorized, USER_NOT_FOUND } from './errors.ts'
import { applyWrite, idempotencyKeyOf, requestHash } from './idempotency.ts'
import { bearerToken, readJsonBody, splitQuery } from './request-parts.ts'
import { parsePart } from './validate.ts'

/** The API runs under @hono/node-server, which hands over the Node request and response. */
export type ApiEnv = { Bindings: HttpBindings }
export type ApiApp = Hono<ApiEnv, BlankSchema, string>

export interface ApiDeps {
  db: Db
  verifyAccessToken: VerifyAccessToken
  now: () => Date
}

export interface RouteInput<E extends Endpoint, C extends Caller> {
  params: v.InferOutput<E['params']>
  query: v.InferOutput<E['query']>
  body: v.InferOutput<E['body']>
  caller: C
  db: Db
  now: Date
}

type Handler<E extends Endpoint, C extends Caller> =
  (input: RouteInput<E, C>) => v.InferInput<E['response']> | Promise<v.InferInput<E['response']>>

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

// The database connection is shared by every request: an await between BEGIN and COMMIT would
// let another request's statements run inside this transaction, so writes must not await.
function settled(endpoint: Endpoint, answer: unknown): unknown {
  if (answer instanceof Promise) {
    void answer.catch(() => undefined)
    throw new Error(`${endpoint.method} ${endpoint.path}: a write handler must not be async`)
  }
  return answer
}

/**
 * Registers endpoints so that every one is checked the same way, in this order: bearer token
 * (401), origin/portal and repeated parameters (400), the Idempotency-Key of a write (400),
 * path/query/body against the contract (400), the caller in the API's database (404), then the
 * handler; its answer must satisfy the endpoint's response schema or it is a 500. A write
 * (any method but GET) runs in one transaction with its idempotency key (architecture §7).
 */
export function routes(app: ApiApp, deps: ApiDeps) {
  function register<E extends Endpoint, C extends Caller>(endpoint: E, needsUser: boolean, handler: Handler<E, C>): void {
    app.on(endpoint.method, honoPath(endpoint.path), async (c) => {
      let claims
      try {
        claims = await deps.verifyAccessToken(bearerToken(c))
      } catch (error) {
        if (error instanceof InvalidAccessToken) throw unauthorized(error.message)
        throw error
      }
      const { portal, rest } = splitQuery(c)
      const key = endpoint.method === 'GET' ? null : idempotencyKeyOf(c)
      const params = parsePart('path', endpoint.params, c.req.param())
      const query = parsePart('query', endpoint.query, rest)
      const body = parsePart('body', endpoint.body, await readJsonBody(c))
      const caller = resolveCaller(deps.db, claims, portal)
      if (needsUser && !isKnown(caller)) throw notFound(USER_NOT_FOUND)
      const now = deps.now()
      const input = { params, query, body, caller: caller as C, db: deps.db, now }
      if (endpoint.method === 'GET') return c.json(checkedAnswer(endpoint, await handler(input)) as object)

      const written = applyWrite(deps.db, {
        owner: key === null ? null : { subject: caller.subject, key },
        method: endpoint.method,
        path: new URL(c.req.url).pathname,
        requestHash: requestHash([portal, params, query, body]),
        now,
      }, () => checkedAnswer(endpoint, settled(endpoint, handler(input))))
      if (written.replayed) c.header('Idempotent-Replayed', 'true')
      return c.body(written.body, written.status as ContentfulStatusCode, { 'Content-Type': 'application/json' })
    })
  }

  return {
    /** For a caller the API knows (else 404 `Usuario no encontrado`). */
    user<E extends Endpoint>(endpoint: E, handler: Handler<E, KnownCaller>): void {
      register(endpoint, true, handler)
    },
    /** For any signed-in caller, known to the API or not. */
    anyone<E extends Endpoint>(endpoint: E, handler: Handler<E, Caller>): void {
      register(endpoint, false, handler)
    },
  }
}

export type Routes = ReturnType<typeof routes>
