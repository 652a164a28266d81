import type { RuntimeConfig } from '@/contract/config'
import { openUserDb } from '../db/user-db'
import { rememberDestination, startAuth, tokenClaims } from './keycloak'

/** True when the current URL is the provider's answer to a sign-in request. */
const isAuthCallback = () => /[#&](state|code|error)=/.test(window.location.hash)

/**
 * Makes sure someone is signed in before the authenticated app renders. Returns false
 * when nobody is, so the caller can show the sign-in page.
 */
export async function ensureSignedIn(config: RuntimeConfig, destination: string): Promise<boolean> {
  // The root is the redirect URI itself: the round trip's way back, not a destination.
  if (!isAuthCallback() && destination !== '/') rememberDestination(destination)
  const authenticated = await startAuth(config, { checkSso: true })
  if (!authenticated) return false
  const subject = tokenClaims()?.sub
  if (!subject) return false
  openUserDb(subject)
  return true
}
