import { describe, expect, it } from 'vitest'
import { registerAgain } from '@/shared/push/registration-rule'

const held = { registered: true, accounts: ['010245871'], registeredAt: '2026-07-01T12:00:00.000Z' }
const dropped = { registered: false, accounts: [], registeredAt: null }

describe('registering the device again after a start', () => {
  it('sends the token again when the sender no longer holds it for this person', () => {
    expect(registerAgain({ kind: 'answered', registration: dropped })).toBe(true)
  })

  it('sends nothing when the sender holds it', () => {
    expect(registerAgain({ kind: 'answered', registration: held })).toBe(false)
  })

  it('sends it, as before the check existed, when the server does not serve the check (404)', () => {
    expect(registerAgain({ kind: 'not-served' })).toBe(true)
  })

  it('leaves it for the next start when the check failed (no signal, 500)', () => {
    expect(registerAgain({ kind: 'failed' })).toBe(false)
  })
})
