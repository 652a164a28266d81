import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Terms, TermsAcceptance } from '../../src/contract/terms.ts'
import { LoggedUser, TermsState } from '../../src/contract/user.ts'
import { OUTDATED } from '../../server/api/terms.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { api, signIn } from '../support/sign-in.ts'
import { okBody, write } from './api-calls.ts'
import { expectMessage } from './digital-file-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin', 'sinmatricula', 'desconocido'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())

const hook = (name: 'publish' | 'reset') => fetch(`${server.url}/__test__/terms/${name}`, { method: 'POST' })
beforeEach(async () => {
  expect((await hook('reset')).status).toBe(200)
})

const stateOf = async (token: string) => v.parse(TermsState, await okBody(await api(server.url, token, '/terms/acceptance')))
const accept = (token: string, body: unknown, key?: string) => write(server.url, token, 'POST', '/terms/acceptance', body, key ? { key } : {})

describe('the seeded terms', () => {
  it('are version 1.0, in Spanish sections that link the privacy notice, published before today', async () => {
    const terms = v.parse(Terms, await okBody(await api(server.url, tokens.alumno, '/terms/current')))
    expect(terms.version).toBe('1.0')
    expect(terms.title).toBe('Términos y condiciones de uso del Portal de alumnos')
    expect(terms.sections.length).toBeGreaterThanOrEqual(8)
    expect(terms.sections.flatMap((s) => s.paragraphs).some((p) => p.includes('Aviso de privacidad'))).toBe(true)
    expect(terms.publishedAt < new Date().toISOString().slice(0, 10)).toBe(true)
  })

  it('are already accepted by every demo account, with the date, in their identity too', async () => {
    for (const user of ['alumno', 'tutor', 'admin', 'sinmatricula'] as const) {
      const state = await stateOf(tokens[user])
      expect(state.currentVersion).toBe('1.0')
      expect(state.acceptedVersion).toBe('1.0')
      expect(Date.parse(state.acceptedAt ?? '')).toBeLessThan(Date.now())
      const identity = v.parse(LoggedUser, await okBody(await api(server.url, tokens[user], '/user/student')))
      expect(identity.terms).toEqual(state)
    }
  })
})

describe('who may call', () => {
  it('needs a token (401) and a person the API knows (404)', async () => {
    for (const path of ['/terms/current', '/terms/version/1.0', '/terms/acceptance']) {
      expect((await api(server.url, null, path)).status).toBe(401)
      await expectMessage(await api(server.url, tokens.desconocido, path), 404, 'Usuario no encontrado')
    }
    expect((await api(server.url, null, '/terms/acceptance', {}, { method: 'POST', body: '{"version":"1.0"}' })).status).toBe(401)
    await expectMessage(await accept(tokens.desconocido, { version: '1.0' }), 404, 'Usuario no encontrado')
  })

  it('lets every role accept for itself: one person accepting does not accept for another', async () => {
    const published = await okBody<{ version: string }>(await hook('publish'))
    expect(published.version).toBe('2.0')
    await okBody(await accept(tokens.tutor, { version: '2.0' }))
    expect((await stateOf(tokens.tutor)).acceptedVersion).toBe('2.0')
    for (const user of ['alumno', 'admin'] as const) expect(await stateOf(tokens[user])).toMatchObject({ currentVersion: '2.0', acceptedVersion: '1.0' })
    await okBody(await accept(tokens.admin, { version: '2.0' }))
    expect((await stateOf(tokens.admin)).acceptedVersion).toBe('2.0')
  })
})

describe('accepting', () => {
  it('refuses a malformed body with a Spanish message (400)', async () => {
    await expectMessage(await accept(tokens.alumno, {}), 400, 'Falta el campo "version"')
    await expectMessage(await accept(tokens.alumno, { version: 'última' }), 400, 'El campo "version" no es válido: debe ser una versión como 1.0')
    await expectMessage(await accept(tokens.alumno, { version: '1.0', extra: true }), 400, 'No se reconoce el campo "extra"')
    await expectMessage(await api(server.url, tokens.alumno, '/terms/version/uno'), 400, 'El parámetro de ruta "version" no es válido: debe ser una versión como 1.0')
  })

  it('refuses a version that is not the current one (409), and an unknown one the same way', async () => {
    await okBody(await hook('publish'))
    const outdated = await accept(tokens.alumno, { version: '1.0' })
    expect(outdated.status).toBe(409)
    expect(await outdated.json()).toEqual({ message: OUTDATED, currentVersion: '2.0' })
    expect((await accept(tokens.alumno, { version: '9.0' })).status).toBe(409)
    expect((await stateOf(tokens.alumno)).acceptedVersion).toBe('1.0')
  })

  it('records the current version once, with its date: accepting again answers the first acceptance', async () => {
    const { version } = await okBody<{ version: string }>(await hook('publish'))
    const before = Date.now()
    const first = v.parse(TermsAcceptance, await okBody(await accept(tokens.alumno, { version })))
    expect(first.version).toBe(version)
    expect(Date.parse(first.acceptedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(first.acceptedAt)).toBeLessThanOrEqual(Date.now())
    await new Promise((resolve) => setTimeout(resolve, 5))
    const again = v.parse(TermsAcceptance, await okBody(await accept(tokens.alumno, { version }, randomUUID())))
    expect(again).toEqual(first)
    expect(await stateOf(tokens.alumno)).toEqual({ currentVersion: version, acceptedVersion: version, acceptedAt: first.acceptedAt })
  })

  it('keeps every version readable, and a newer one asks again', async () => {
    await okBody(await hook('publish'))
    await okBody(await accept(tokens.alumno, { version: '2.0' }))
    await okBody(await hook('publish'))
    expect(await stateOf(tokens.alumno)).toMatchObject({ currentVersion: '3.0', acceptedVersion: '2.0' })
    const second = v.parse(Terms, await okBody(await api(server.url, tokens.alumno, '/terms/version/2.0')))
    expect(second.sections[0]?.heading).toBe('Cambios de la versión 2.0')
    const first = v.parse(Terms, await okBody(await api(server.url, tokens.alumno, '/terms/version/1.0')))
    expect(first.sections[0]?.heading).toBe('1. Objeto y aceptación')
    await expectMessage(await api(server.url, tokens.alumno, '/terms/version/7.0'), 404, 'No existe la versión 7.0 de los términos y condiciones')
  })
})

describe('the test hooks', () => {
  it('reset back to the seeded version, accepted by everyone, and refuse other methods', async () => {
    await okBody(await hook('publish'))
    await okBody(await accept(tokens.alumno, { version: '2.0' }))
    expect(await okBody(await hook('reset'))).toEqual({ version: '1.0' })
    expect(await stateOf(tokens.alumno)).toMatchObject({ currentVersion: '1.0', acceptedVersion: '1.0' })
    expect((await fetch(`${server.url}/__test__/terms/publish`)).status).toBe(405)
  })
})

describe('DEMO_TERMS_UPDATE', () => {
  it('publishes a newer version at start, once per database', async () => {
    const demo = await startTestServer({ demoTermsUpdate: true })
    try {
      const token = (await signIn(demo.url, 'alumno')).tokens.access_token
      const state = v.parse(TermsState, await okBody(await api(demo.url, token, '/terms/acceptance')))
      expect(state).toMatchObject({ currentVersion: '2.0', acceptedVersion: '1.0' })
    } finally {
      await demo.stop()
    }
  })
})
