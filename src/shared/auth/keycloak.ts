import type Keycloak from 'keycloak-js'
import type { RuntimeConfig } from '@/contract/config'
import { safeLocalStorage, STORAGE_KEYS } from '../storage-keys'

/** Seconds of validity an access token must still have before a call uses it. */
const MIN_TOKEN_VALIDITY_S = 30
/**
 * How long the provider may take to answer the silent check. keycloak-js waits for the hidden
 * frame's message without a limit of its own; a provider that stopped answering mid-way must not
 * hold the start for ever.
 */
const SILENT_CHECK_TIMEOUT_MS = 10_000

/** What signing in needs of the configuration: the sign-in page reads only this much. */
export type SignInConfig = Pick<RuntimeConfig, 'auth' | 'basePath'>

let keycloak: Keycloak | undefined
let ready: Promise<boolean> | undefined

/** The app's root URL: the redirect URI registered with the identity provider. */
export function appRootUrl(config: Pick<RuntimeConfig, 'basePath'>) {
  return new URL(config.basePath.endsWith('/') ? config.basePath : `${config.basePath}/`, window.location.origin).href
}

/** The page the provider answers the silent check to, inside a hidden frame (`public/`). */
export const silentCheckUrl = (config: Pick<RuntimeConfig, 'basePath'>) => new URL('silent-check-sso.html', appRootUrl(config)).href

const withTimeout = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the sign-in provider did not answer')), ms))])

/**
 * Asks the provider once whether a session exists, without leaving the page: keycloak-js's
 * `check-sso` with `silentCheckSsoRedirectUri` loads the provider in a hidden frame (provider
 * and portal are same-site, so its session cookie is sent). On the way back from the sign-in
 * page it reads the provider's answer from the URL instead. Tokens stay in memory only.
 * The client library is loaded only here: a start with no signal never needs it.
 * A failed check (no answer) can be tried again; keycloak-js starts only once per client.
 */
export function startAuth(config: SignInConfig): Promise<boolean> {
  ready ??= (async () => {
    const { default: KeycloakClient } = await import('keycloak-js')
    const client = new KeycloakClient({ url: config.auth.url, realm: config.auth.realm, clientId: config.auth.clientId })
    const authenticated = await withTimeout(
      client.init({
        onLoad: 'check-sso',
        silentCheckSsoRedirectUri: silentCheckUrl(config),
        // Never fall back to a full redirect: that is the second start this check replaces.
        silentCheckSsoFallback: false,
        messageReceiveTimeout: SILENT_CHECK_TIMEOUT_MS,
        pkceMethod: 'S256',
        checkLoginIframe: false,
        responseMode: 'fragment',
        redirectUri: appRootUrl(config),
      }),
      SILENT_CHECK_TIMEOUT_MS * 2,
    )
    keycloak = client
    return authenticated
  })().catch((error: unknown) => {
    ready = undefined
    throw error
  })
  return ready
}

export function isSignedIn() {
  return keycloak?.authenticated === true
}

/** Remembers where the person was going, so the sign-in round trip returns there. */
export function rememberDestination(path: string) {
  sessionStorage.setItem(STORAGE_KEYS.afterLogin, path)
}

export function takeDestination(): string | undefined {
  const path = sessionStorage.getItem(STORAGE_KEYS.afterLogin) ?? undefined
  sessionStorage.removeItem(STORAGE_KEYS.afterLogin)
  return path
}

export async function signIn(config: SignInConfig, locale: string) {
  await startAuth(config)
  await keycloak!.login({ idpHint: config.auth.idpHint, redirectUri: appRootUrl(config), locale })
}

/** A valid access token, refreshed when close to expiry; undefined when signed out. */
export async function getAccessToken(): Promise<string | undefined> {
  if (!keycloak?.authenticated) return undefined
  try {
    await keycloak.updateToken(MIN_TOKEN_VALIDITY_S)
  } catch {
    // Refresh refused (session ended at the provider): the caller gets a 401 and re-authenticates.
  }
  return keycloak.token
}

export function tokenClaims() {
  return keycloak?.tokenParsed
}

/**
 * Ends the session at the provider: the page goes to the provider and comes back to the app's
 * root. keycloak-js sends the ID token as `id_token_hint`, so the provider asks nothing.
 */
export async function signOutAtProvider(config: RuntimeConfig) {
  await keycloak!.logout({ redirectUri: appRootUrl(config) })
}

/** A sign-out made with no signal, still to be finished at the provider (kept on the device). */
export const signOutPending = () => safeLocalStorage()?.getItem(STORAGE_KEYS.pendingSignOut) === '1'
export const rememberPendingSignOut = () => safeLocalStorage()?.setItem(STORAGE_KEYS.pendingSignOut, '1')
export const forgetPendingSignOut = () => safeLocalStorage()?.removeItem(STORAGE_KEYS.pendingSignOut)
