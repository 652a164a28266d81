import type { RuntimeConfig } from '@/contract/config'
import { openUserDb } from '../db/user-db'
import { tellWorker } from '../offline/worker-bridge'
import { STORAGE_KEYS } from '../storage-keys'
import { isSignedIn, rememberDestination, startAuth, tokenClaims } from './keycloak'
import { sessionMode, setSessionMode } from './session-mode'

/** How long the start waits for the identity provider before starting offline. */
const PROVIDER_PROBE_MS = 2_500

/** True when the current URL is the provider's answer to a sign-in request. */
export const isAuthCallback = () => /[#&](state|code|error)=/.test(window.location.hash)

/** Whether the identity provider answers; a phone can say "online" with no real signal. */
export async function providerReachable(config: RuntimeConfig): Promise<boolean> {
  if (!navigator.onLine) return false
  const url = `${config.auth.url.replace(/\/$/, '')}/realms/${config.auth.realm}/.well-known/openid-configuration`
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(PROVIDER_PROBE_MS) })
    return response.ok
  } catch {
    return false
  }
}

export type GateResult = 'signed-in' | 'offline' | 'signed-out' | 'signed-out-offline'

function adoptIdentity(userKey: string, mode: 'online' | 'offline') {
  openUserDb(userKey)
  localStorage.setItem(STORAGE_KEYS.lastUser, userKey)
  setSessionMode(mode)
  void tellWorker({ type: 'session', userKey, locale: document.documentElement.lang })
}

/**
 * Makes sure someone is signed in before the authenticated app renders. With no signal
 * it starts from the last signed-in identity instead of asking the provider (which would
 * hang or leave the app), and the session is re-established when the network returns.
 */
let inFlight: Promise<GateResult> | undefined

export function ensureSignedIn(config: RuntimeConfig, destination: string): Promise<GateResult> {
  if (!isAuthCallback()) {
    // A live session needs no second look at the provider on every navigation.
    if (isSignedIn()) return Promise.resolve('signed-in')
    // Nor does an offline start: the background work asks the provider until it is back, and
    // a navigation must not wait up to PROVIDER_PROBE_MS on a link that only says "online".
    if (sessionMode() === 'offline') return Promise.resolve('offline')
  }
  // The start asks once even when the first screen is prepared and then loaded.
  inFlight ??= gate(config, destination).finally(() => (inFlight = undefined))
  return inFlight
}

async function gate(config: RuntimeConfig, destination: string): Promise<GateResult> {
  // The root is the redirect URI itself: the round trip's way back, not a destination.
  if (!isAuthCallback() && destination !== '/') rememberDestination(destination)
  const lastUser = localStorage.getItem(STORAGE_KEYS.lastUser)
  if (!isAuthCallback() && !(await providerReachable(config))) {
    if (!lastUser) return 'signed-out-offline'
    adoptIdentity(lastUser, 'offline')
    return 'offline'
  }
  const authenticated = await startAuth(config, { checkSso: true })
  const subject = authenticated ? tokenClaims()?.sub : undefined
  if (!subject) return 'signed-out'
  adoptIdentity(subject, 'online')
  return 'signed-in'
}
