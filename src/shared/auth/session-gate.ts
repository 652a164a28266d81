import type { RuntimeConfig } from '@/contract/config'
import { openUserDb } from '../db/user-db'
import { tellWorker } from '../offline/worker-bridge'
import { safeLocalStorage, STORAGE_KEYS } from '../storage-keys'
import { forgetPendingSignOut, getAccessToken, isSignedIn, rememberDestination, signOutAtProvider, signOutPending, startAuth, tokenClaims } from './keycloak'
import { sessionMode, sessionSettled, setSessionMode } from './session-mode'

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

/** Tells the worker whose database to use and the portal's language (for the texts of pushes). */
export const tellWorkerWhoIsHere = () => {
  const userKey = safeLocalStorage()?.getItem(STORAGE_KEYS.lastUser)
  if (userKey) void tellWorker({ type: 'session', userKey, locale: document.documentElement.lang })
}

let toldOnTakeOver = false

const identityListeners = new Set<(userKey: string) => void>()

/**
 * Calls `listener` each time the portal takes on a person: a sign-in, a start from the last
 * identity, a session confirmed. A fresh sign-in leaves the mode as it was (`online`), so a
 * mode change alone would miss it. Returns a function that stops it.
 */
export function onIdentityAdopted(listener: (userKey: string) => void) {
  identityListeners.add(listener)
  return () => void identityListeners.delete(listener)
}

function adoptIdentity(userKey: string, mode: 'checking' | 'online' | 'offline') {
  openUserDb(userKey)
  localStorage.setItem(STORAGE_KEYS.lastUser, userKey)
  // Which sign-in this browser holds: once the provider says it ended, the portal asks whether it was closed from elsewhere.
  const sid = mode === 'online' ? tokenClaims()?.sid : undefined
  if (typeof sid === 'string') localStorage.setItem(STORAGE_KEYS.sessionId, sid)
  identityListeners.forEach((listener) => listener(userKey))
  setSessionMode(mode)
  tellWorkerWhoIsHere()
  // On a first visit the worker takes charge later: it must know whose database a start with no
  // signal reads from, or the answers the page kept meanwhile would never be found.
  if (!toldOnTakeOver && 'serviceWorker' in navigator) {
    toldOnTakeOver = true
    navigator.serviceWorker.addEventListener('controllerchange', tellWorkerWhoIsHere)
  }
}

/**
 * Makes sure someone is signed in before the authenticated app renders, with one start:
 * - the last signed-in person starts at once from their identity and saved data while the
 *   provider is asked in the background ({@link confirmSession});
 * - with no one to start from, the provider is asked first (a hidden frame, no redirect);
 * - a sign-out made with no signal is finished first, and nobody is resumed until it is.
 */
let inFlight: Promise<GateResult> | undefined

export function ensureSignedIn(config: RuntimeConfig, destination: string): Promise<GateResult> {
  if (!isAuthCallback()) {
    // A live, a starting and an offline session need no second look at every navigation.
    if (isSignedIn()) return Promise.resolve('signed-in')
    if (sessionMode() === 'checking') return Promise.resolve('signed-in')
    if (sessionMode() === 'offline') return Promise.resolve('offline')
  }
  // The start asks once even when the first screen is prepared and then loaded.
  inFlight ??= gate(config, destination).finally(() => (inFlight = undefined))
  return inFlight
}

async function gate(config: RuntimeConfig, destination: string): Promise<GateResult> {
  const callback = isAuthCallback()
  // The root is the redirect URI itself: the round trip's way back, not a destination.
  if (!callback && destination !== '/') rememberDestination(destination)
  if (signOutPending()) return finishPendingSignOut(config)
  const lastUser = localStorage.getItem(STORAGE_KEYS.lastUser)
  if (!callback && lastUser && sessionMode() !== 'ended') {
    if (!navigator.onLine) {
      adoptIdentity(lastUser, 'offline')
      return 'offline'
    }
    adoptIdentity(lastUser, 'checking')
    // After the saved screen is up: the check's frames and code would otherwise compete with it.
    whenStarted(() => void confirmSession(config))
    return 'signed-in'
  }
  if (!callback && !(await providerReachable(config))) return 'signed-out-offline'
  const subject = await askProvider(config)
  if (subject === null) return 'signed-out-offline'
  if (!subject) return 'signed-out'
  adoptIdentity(subject, 'online')
  // A sign-in (at the provider's form, or a provider session the portal takes on): in the binnacle.
  void import('../binnacle/record').then(({ recordAction }) => recordAction('signIn'))
  return 'signed-in'
}

/** The subject of the provider's session; undefined when there is none, null when it did not answer. */
async function askProvider(config: RuntimeConfig): Promise<string | undefined | null> {
  try {
    return (await startAuth(config)) ? tokenClaims()?.sub : undefined
  } catch {
    return null
  }
}

/** How long after the page's load the background check waits at most for a quiet moment. */
const CHECK_AFTER_LOAD_MS = 300

function whenStarted(task: () => void) {
  const soon = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: CHECK_AFTER_LOAD_MS }) : setTimeout(task, 0))
  if (document.readyState === 'complete') soon()
  else window.addEventListener('load', soon, { once: true })
}

let confirming: Promise<void> | undefined

/**
 * The background half of a start from the last identity (and the way back after a start with
 * no signal): the session is confirmed (`online`), found ended (`ended`: the shell sends the
 * person to sign in and shows nothing more of the saved copy), or unreachable (`offline`).
 * A session of someone else at the provider reloads the portal as that person.
 */
export function confirmSession(config: RuntimeConfig): Promise<void> {
  confirming ??= (async () => {
    const lastUser = localStorage.getItem(STORAGE_KEYS.lastUser)
    if (!(await providerReachable(config))) return setSessionMode('offline')
    const subject = await askProvider(config)
    if (subject === null) return setSessionMode('offline')
    if (!subject) return setSessionMode('ended')
    if (subject !== lastUser) {
      localStorage.setItem(STORAGE_KEYS.lastUser, subject)
      window.location.reload()
      return
    }
    adoptIdentity(subject, 'online')
  })().finally(() => (confirming = undefined))
  return confirming
}

/**
 * A sign-out made with no signal left the provider's session alive: with signal, end it there
 * before anything else (the provider answers back to the app's root), and resume nobody.
 */
async function finishPendingSignOut(config: RuntimeConfig): Promise<GateResult> {
  if (!(await providerReachable(config))) return 'signed-out-offline'
  const subject = await askProvider(config)
  if (subject === null) return 'signed-out-offline'
  if (!subject) {
    forgetPendingSignOut()
    return 'signed-out'
  }
  await signOutAtProvider(config)
  // The page is leaving for the provider; nothing renders meanwhile.
  return new Promise<GateResult>(() => undefined)
}

/** An access token once the start's check is over: calls made meanwhile wait for its outcome. */
export async function settledAccessToken(): Promise<string | undefined> {
  await sessionSettled()
  return getAccessToken()
}
