import type { TermsState } from '@/contract/user'
import type { SessionMode } from '@/shared/auth/session-mode'

/**
 * What the portal does with the person's standing on the terms, at each start:
 * - `pass`: the version in force is accepted (or the identity predates the terms);
 * - `pass-offline`: a newer version may be waiting, but this start has no session to ask or record
 *   it; someone who accepted some version reads the portal, and is asked once the session is back;
 * - `ask`: the version in force must be accepted before anything else of the portal.
 */
export type TermsGate = 'pass' | 'pass-offline' | 'ask'

export function termsGate(terms: TermsState | undefined, mode: SessionMode): TermsGate {
  if (!terms || terms.currentVersion === '') return 'pass'
  if (terms.acceptedVersion === terms.currentVersion) return 'pass'
  if (terms.acceptedVersion !== null && mode === 'offline') return 'pass-offline'
  return 'ask'
}

/** The identity as it stands once `version` was accepted at `acceptedAt`. */
export function withAcceptance<T extends { terms?: TermsState }>(user: T, version: string, acceptedAt: string): T {
  if (!user.terms) return user
  return { ...user, terms: { ...user.terms, acceptedVersion: version, acceptedAt } }
}
