import { describe, expect, it } from 'vitest'
import type { TermsState } from '@/contract/user'
import { termsGate, withAcceptance } from '@/features/terms/logic'

const standing = (acceptedVersion: string | null, currentVersion = '2.0'): TermsState => ({
  currentVersion,
  acceptedVersion,
  acceptedAt: acceptedVersion ? '2026-07-04T16:20:00.000Z' : null,
})

describe('termsGate', () => {
  it('lets in whoever accepted the version in force, at any start', () => {
    for (const mode of ['online', 'checking', 'offline'] as const) expect(termsGate(standing('2.0'), mode)).toBe('pass')
  })

  it('asks, with the session confirmed or being confirmed, for a version not accepted yet', () => {
    expect(termsGate(standing('1.0'), 'online')).toBe('ask')
    expect(termsGate(standing('1.0'), 'checking')).toBe('ask')
    expect(termsGate(standing(null), 'online')).toBe('ask')
  })

  it('does not stop a start with no signal from a saved identity that accepted some version', () => {
    expect(termsGate(standing('1.0'), 'offline')).toBe('pass-offline')
  })

  it('asks even with no signal someone who never accepted any version (the screen says it needs signal)', () => {
    expect(termsGate(standing(null), 'offline')).toBe('ask')
  })

  it('has nothing to ask of an identity saved before the terms existed, or with none published', () => {
    expect(termsGate(undefined, 'online')).toBe('pass')
    expect(termsGate(standing(null, ''), 'online')).toBe('pass')
  })
})

describe('withAcceptance', () => {
  it('records the accepted version and its date in the identity', () => {
    const user = { fullName: 'Valeria', terms: standing('1.0') }
    expect(withAcceptance(user, '2.0', '2026-11-26T10:00:00.000Z')).toEqual({
      fullName: 'Valeria',
      terms: { currentVersion: '2.0', acceptedVersion: '2.0', acceptedAt: '2026-11-26T10:00:00.000Z' },
    })
    const none: { fullName: string; terms?: TermsState } = { fullName: 'Valeria' }
    expect(withAcceptance(none, '2.0', '2026-11-26T10:00:00.000Z')).toBe(none)
  })
})
