import type Keycloak from 'keycloak-js'
import type { RuntimeConfig } from '@/contract/config'
import { STORAGE_KEYS } from '../storage-keys'

/** Seconds of validity an access token must still have before a call uses it. */
const MIN_TOKEN_VALIDITY_S = 30

let keycloak: Keycloak | undefined
let ready: Promise<boolean> | undefined

/** The app's root URL: the only redirect URI registered with the identity provider. */
export function appRootUrl(config: Pick<RuntimeConfig, 'basePath'>) {
  return new URL(config.basePath.endsWith('/') ? config.basePath : `${config.basePath}/`, window.location.origin).href
}

/** The client library loads only when the provider is asked: an offline start never needs it. */
async function instance(config: RuntimeConfig) {
  if (!keycloak) {
    const { default: KeycloakClient } = await import('keycloak-js')
    keycloak ??= new KeycloakClient({ url: config.auth.url, realm: config.auth.realm, clientId: config.auth.clientId })
  }
  return keycloak
}

/**
 * Starts the sign-in client once. `checkSso` asks the provider (a full redirect with
 * prompt=none, no iframe: third-party cookies are blocked in current browsers and the
 * login iframe hangs offline) whether a session exists. Tokens stay in memory only.
 */
export function startAuth(config: RuntimeConfig, { checkSso }: { checkSso: boolean }): Promise<boolean> {
  ready ??= instance(config).then((client) =>
    client.init({
      onLoad: checkSso ? 'check-sso' : undefined,
      pkceMethod: 'S256',
      checkLoginIframe: false,
      responseMode: 'fragment',
      redirectUri: appRootUrl(config),
    }),
  )
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

export async function signIn(config: RuntimeConfig, locale: string) {
  await startAuth(config, { checkSso: false })
  await (await instance(config)).login({ idpHint: config.auth.idpHint, redirectUri: appRootUrl(config), locale })
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

/** Ends the session at the provider; the page then navigates to the provider and back. */
export async function signOutAtProvider(config: RuntimeConfig) {
  if (!keycloak?.authenticated) {
    window.location.assign(appRootUrl(config))
    return
  }
  await keycloak.logout({ redirectUri: appRootUrl(config) })
}
