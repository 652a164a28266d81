import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/http/api-error'
import { reactionTo, SILENT_RULES } from '@/shared/http/error-policy'

const httpError = (method: string, path: string, status: number, serverMessage?: string) =>
  new ApiError({ kind: 'http', method, path, status, serverMessage })

describe('reactionTo (spec §8 response handling)', () => {
  it('asks to re-authenticate on a 401', () => {
    expect(reactionTo(httpError('GET', '/student/credential', 401))).toEqual({ kind: 'reauthenticate' })
  })

  it.each([
    ['POST', '/digitalfile/extension/insert', 500],
    ['GET', '/user/menu/email', 404],
    ['GET', '/user/menu/email', 500],
    ['GET', '/student/subject', 404],
    ['GET', '/student/subject', 500],
    ['GET', '/op/tickets', 404],
    ['GET', '/student/advanceaverage', 404],
    ['POST', '/config/binnacle', 500],
    ['GET', '/user/student', 404],
  ])('keeps %s %s → %i silent', (method, path, status) => {
    expect(reactionTo(httpError(method, path, status))).toEqual({ kind: 'silent' })
  })

  it('is not silent for the same path with another method or status', () => {
    expect(reactionTo(httpError('GET', '/digitalfile/extension/insert', 500)).kind).toBe('snackbar')
    expect(reactionTo(httpError('POST', '/digitalfile/extension/insert', 400)).kind).toBe('snackbar')
    expect(reactionTo(httpError('GET', '/op/tickets', 500)).kind).toBe('snackbar')
  })

  it('shows the server message, else the unknown-error text', () => {
    expect(reactionTo(httpError('GET', '/student/credential', 409, 'Credencial vencida'))).toEqual({
      kind: 'snackbar',
      message: 'Credencial vencida',
    })
    expect(reactionTo(httpError('GET', '/student/credential', 502))).toEqual({ kind: 'snackbar', message: undefined })
    expect(reactionTo(new Error('boom'))).toEqual({ kind: 'snackbar', message: undefined })
  })

  it('does not shout about network failures while offline, but does online', () => {
    const network = new ApiError({ kind: 'network', method: 'GET', path: '/user/menu/email' })
    expect(reactionTo(network, false)).toEqual({ kind: 'silent' })
    expect(reactionTo(network, true)).toEqual({ kind: 'snackbar', message: undefined })
  })

  it('gives every silent rule a reason', () => {
    for (const rule of SILENT_RULES) expect(rule.why.length).toBeGreaterThan(5)
  })
})
