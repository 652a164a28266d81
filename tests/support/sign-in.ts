import { createHash, randomBytes } from 'node:crypto'
import { ORIGIN } from '../../src/contract/common.ts'

/** Browserless OIDC sign-in against the reference server, as keycloak-js does it (code + PKCE S256). */

export interface SignInOptions {
  realm?: string
  clientId?: string
  /** Defaults to `${baseUrl}/`, the redirect URI the server registers. */
  redirectUri?: string
  /** Sent as ui_locales, like keycloak-js's `locale` option. */
  locale?: string
  responseMode?: 'fragment' | 'query'
  scope?: string
}

export interface TokenResponse {
  access_token: string
  refresh_token: string
  id_token: string
  token_type: string
  expires_in: number
  scope?: string
}

export class CookieJar {
  readonly #cookies = new Map<string, string>()

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = value === '' || attributes.some((a) => {
        const [key = '', val = ''] = a.split('=')
        const k = key.trim().toLowerCase()
        return (k === 'max-age' && Number(val) <= 0) || (k === 'expires' && Date.parse(val) <= Date.now())
      })
      if (expired) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export interface Flow {
  baseUrl: string
  realmUrl: string
  clientId: string
  redirectUri: string
  verifier: string
  state: string
  nonce: string
  jar: CookieJar
}

export interface LoginPage extends Flow {
  /** Absolute address of the login page (its form posts back to it). */
  url: string
  response: Response
  html: string
}

const random = () => randomBytes(32).toString('base64url')

export async function send(url: string, jar: CookieJar, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  const cookie = jar.header()
  if (cookie) headers.set('Cookie', cookie)
  const response = await fetch(url, { ...init, headers, redirect: 'manual' })
  jar.store(response)
  return response
}

export function authorizationUrl(flow: Flow, opts: SignInOptions = {}): string {
  const params = new URLSearchParams({
    client_id: flow.clientId,
    redirect_uri: flow.redirectUri,
    state: flow.state,
    response_mode: opts.responseMode ?? 'fragment',
    response_type: 'code',
    scope: opts.scope ?? 'openid',
    nonce: flow.nonce,
    kc_idp_hint: 'microsoft',
    code_challenge: createHash('sha256').update(flow.verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })
  if (opts.locale) params.set('ui_locales', opts.locale)
  return `${flow.realmUrl}/protocol/openid-connect/auth?${params}`
}

export function newFlow(baseUrl: string, opts: SignInOptions = {}, jar = new CookieJar()): Flow {
  return {
    baseUrl,
    realmUrl: `${baseUrl}/realms/${opts.realm ?? 'alumnos'}`,
    clientId: opts.clientId ?? 'student-portal',
    redirectUri: opts.redirectUri ?? `${baseUrl}/`,
    verifier: random(),
    state: random(),
    nonce: random(),
    jar,
  }
}

/** Authorization request, then the redirect to the login page, which is fetched. */
export async function openLoginPage(baseUrl: string, opts: SignInOptions = {}, jar?: CookieJar): Promise<LoginPage> {
  const flow = newFlow(baseUrl, opts, jar)
  const start = await send(authorizationUrl(flow, opts), flow.jar)
  const location = start.headers.get('location')
  if (start.status !== 303 || !location) throw new Error(`authorization request answered ${start.status}: ${await start.text()}`)
  const url = new URL(location, baseUrl).href
  const response = await send(url, flow.jar)
  return { ...flow, url, response, html: await response.text() }
}

/** Follows redirects until the redirect URI, returning its code; a sign-in page answer is returned as html. */
export async function followToRedirectUri(flow: Flow, first: Response): Promise<{ code?: string; html?: string; status: number }> {
  let response = first
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) {
      return { status: response.status, html: await response.text() }
    }
    const target = new URL(location, flow.baseUrl)
    if (`${target.origin}${target.pathname}${target.search}` === flow.redirectUri || (target.hash && `${target.origin}${target.pathname}` === flow.redirectUri)) {
      const params = new URLSearchParams(target.hash ? target.hash.slice(1) : target.search)
      if (params.get('state') !== flow.state) throw new Error('state mismatch')
      const error = params.get('error')
      if (error) throw new Error(`authorization error ${error}: ${params.get('error_description')}`)
      return { status: response.status, code: params.get('code') ?? undefined }
    }
    response = await send(target.href, flow.jar)
  }
  throw new Error('too many redirects')
}

export async function submitLogin(page: LoginPage, username: string, password: string) {
  const response = await send(page.url, page.jar, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  })
  return followToRedirectUri(page, response)
}

export async function exchangeCode(flow: Flow, code: string): Promise<TokenResponse> {
  const response = await fetch(`${flow.realmUrl}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams({
      code, grant_type: 'authorization_code', client_id: flow.clientId, redirect_uri: flow.redirectUri, code_verifier: flow.verifier,
    }),
  })
  if (response.status !== 200) throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as TokenResponse
}

export interface SignedIn {
  tokens: TokenResponse
  flow: Flow
}

export async function signIn(baseUrl: string, username: string, password = 'demo', opts: SignInOptions = {}): Promise<SignedIn> {
  const page = await openLoginPage(baseUrl, opts)
  const result = await submitLogin(page, username, password)
  if (!result.code) throw new Error(`sign-in of ${username} failed with ${result.status}`)
  return { tokens: await exchangeCode(page, result.code), flow: page }
}

/** The refresh keycloak-js's updateToken() makes. */
export function refresh(baseUrl: string, refreshToken: string, opts: SignInOptions = {}): Promise<Response> {
  return fetch(`${baseUrl}/realms/${opts.realm ?? 'alumnos'}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: opts.clientId ?? 'student-portal' }),
  })
}

/** A call to the API with origin and portal added (portal uvm unless `query.portal` says otherwise). */
export function api(baseUrl: string, token: string | null, path: string, query: Record<string, string> = {}, init: RequestInit = {}): Promise<Response> {
  const params = new URLSearchParams({ origin: ORIGIN, portal: 'uvm', ...query })
  const headers = new Headers(init.headers)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return fetch(`${baseUrl}/api${path}?${params}`, { ...init, headers })
}

export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.')
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}
