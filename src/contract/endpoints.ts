import * as v from 'valibot'
import { BinnacleEntry, BinnacleSaved } from './binnacle.ts'
import { CareerQuery, Credential, CredentialCode } from './credential.ts'
import { BinnacleCatalog, Parameter, ParameterCode, ServiceActions } from './catalogs.ts'
import { AccountNumber, CampusCode, ProgramCode, QueryInt } from './common.ts'
import { NotificationPage, PendingCount, PushTokenBody, PushTokenDeleteBody, ViewedBody } from './notification.ts'
import { Device, LoggedUser, Menu, Photo, PhotoFields, StudentAccount, Tutor } from './user.ts'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
type AnySchema = v.GenericSchema<unknown, unknown>

/**
 * One API call: method, path under the API base (with `{name}` placeholders), and the
 * schemas of its path parameters, query (besides origin/portal), body and response.
 * The app parses every response with `response`; the reference server validates every
 * request with `params`, `query` and `body`.
 */
export interface Endpoint<
  P extends AnySchema = AnySchema,
  Q extends AnySchema = AnySchema,
  B extends AnySchema = AnySchema,
  R extends AnySchema = AnySchema,
> {
  method: Method
  path: string
  params: P
  query: Q
  body: B
  response: R
  /** A multipart upload: these are its file fields, and `body` describes its other fields. */
  files?: readonly string[]
  /** Each file field may be left out (every field present carries one file); without it each is required. */
  optionalFiles?: true
  /**
   * Which base URL the path is under: `monitor` = `config.json`'s `monitorBase` (the help center's
   * monitor API, spec §7); otherwise `apiBase`.
   */
  base?: 'monitor'
  /** The answer is the file itself (a blob), not JSON; `response` is not used. */
  binary?: true
  /**
   * Called without an Authorization header, by someone other than the portal (the document viewer
   * service): the query carries its own short-lived ticket instead.
   */
  public?: true
  /**
   * A GET the spec names that does something besides answering (sending a one-time code). The
   * server runs it as a write, in one transaction, and refuses a HEAD; the portal never answers it
   * from a saved copy, never keeps its answer, and asks the browser not to use its HTTP cache.
   */
  effect?: true
}

const none = v.strictObject({})
const noBody = v.undefined()

export function endpoint<P extends AnySchema, Q extends AnySchema, B extends AnySchema, R extends AnySchema>(
  e: {
    method: Method; path: string; params?: P; query?: Q; body?: B; response: R; files?: readonly string[]; optionalFiles?: true
    binary?: true; public?: true; base?: 'monitor'; effect?: true
  },
): Endpoint<P, Q, B, R> {
  return { params: none as unknown as P, query: none as unknown as Q, body: noBody as unknown as B, ...e }
}

const DeviceId = v.strictObject({ id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, 'id must be a device of the list')) })
const ClosedSessions = v.object({ closed: v.number() })
const SessionState = v.object({ closed: v.boolean() })

export const Page = { page: v.optional(QueryInt(0, 10_000)), size: v.optional(QueryInt(1, 100)) }
export const Id = v.strictObject({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'id must be numeric')) })

export const endpoints = {
  catalogs: endpoint({ method: 'GET', path: '/catalogs', response: BinnacleCatalog }),
  serviceActions: endpoint({
    method: 'GET',
    path: '/catalogs/service/action',
    query: v.strictObject({ serviceId: QueryInt(1, 100_000) }),
    response: ServiceActions,
  }),
  parameter: endpoint({
    method: 'GET',
    path: '/catalogs/parameters/{code}/code',
    params: v.strictObject({ code: ParameterCode }),
    response: Parameter,
  }),
  menu: endpoint({ method: 'GET', path: '/user/menu/email', response: Menu }),
  userTutor: endpoint({ method: 'GET', path: '/user/tutor', response: Tutor }),
  userStudent: endpoint({ method: 'GET', path: '/user/student', response: LoggedUser }),
  userPhoto: endpoint({
    method: 'GET',
    path: '/user/photo',
    query: v.strictObject({ accountNumber: AccountNumber }),
    response: Photo,
  }),
  sendPhoto: endpoint({ method: 'POST', path: '/user/photo', body: PhotoFields, files: ['file'], response: Photo }),
  userDevices: endpoint({ method: 'GET', path: '/user/devices', response: v.array(Device) }),
  /** Closes the session of one device of the list (spec §1); this device's own is closed by signing out. */
  closeDevice: endpoint({ method: 'DELETE', path: '/user/devices/{id}', params: DeviceId, response: ClosedSessions }),
  /** Closes every session of the person but this one. */
  closeOtherDevices: endpoint({ method: 'DELETE', path: '/user/devices', response: ClosedSessions }),
  /**
   * Whether a session was closed from another device: asked without a token by a browser whose
   * session ended, to know whether to remove what it saved (`id` is its session's own `sid`).
   */
  sessionState: endpoint({ method: 'GET', path: '/user/session/{id}', params: DeviceId, response: SessionState, public: true }),
  generalStudent: endpoint({
    method: 'GET',
    path: '/student/generalstudent',
    query: v.strictObject({
      ...Page,
      isAccount: v.optional(v.picklist(['true', 'false'])),
      value: v.optional(v.pipe(v.string(), v.maxLength(100))),
    }),
    response: v.object({
      content: v.array(StudentAccount),
      page: v.number(),
      size: v.number(),
      totalElements: v.number(),
    }),
  }),
  tutorStudents: endpoint({
    method: 'GET',
    path: '/student/tutor/{id}/id',
    params: Id,
    response: v.array(StudentAccount),
  }),
  pendingNotifications: endpoint({
    method: 'GET',
    path: '/notification/sending/pending',
    query: v.strictObject({ accountNumber: AccountNumber }),
    response: PendingCount,
  }),
  notifications: endpoint({
    method: 'GET',
    path: '/notification/sending/notifications',
    query: v.strictObject({
      account: AccountNumber,
      program: ProgramCode,
      campus: CampusCode,
      ...Page,
    }),
    response: NotificationPage,
  }),
  markViewed: endpoint({ method: 'PATCH', path: '/notification/sending/viewed', body: ViewedBody, response: v.literal(true) }),
  pushToken: endpoint({ method: 'POST', path: '/notification/sending/token', body: PushTokenBody, response: v.object({ saved: v.literal(true) }) }),
  deletePushToken: endpoint({
    method: 'DELETE',
    path: '/notification/sending/token',
    body: PushTokenDeleteBody,
    response: v.object({ deleted: v.literal(true) }),
  }),
  // The credential and its code: a start on the credential asks for them at once.
  credential: endpoint({ method: 'GET', path: '/student/credential', query: v.strictObject(CareerQuery), response: Credential }),
  credentialCode: endpoint({
    method: 'GET',
    path: '/student/qr/encrypt',
    query: v.strictObject({ accountNumber: AccountNumber }),
    response: CredentialCode,
  }),
  binnacle: endpoint({ method: 'POST', path: '/config/binnacle', body: BinnacleEntry, response: BinnacleSaved }),
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type ParamsOf<E extends Endpoint> = v.InferInput<E['params']>
export type QueryOf<E extends Endpoint> = v.InferInput<E['query']>
export type BodyOf<E extends Endpoint> = v.InferInput<E['body']>
export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>

/** Fills `{name}` placeholders of a path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

