import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZipCodePlace } from '../../src/contract/zip-codes.ts'
import { ZIP_CODES } from '../../server/seed/zip-codes.ts'
import { api, signIn } from '../support/sign-in.ts'
import { expectRefusal } from './contact-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<'alumno' | 'tutor' | 'desconocido', string>

beforeAll(async () => {
  server = await startTestServer()
  for (const user of ['alumno', 'tutor', 'desconocido'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())

const zipCode = (zip: string, token: string | null = tokens.alumno) => api(server.url, token, `/catalogs/zipcode/${zip}`)

describe('GET /catalogs/zipcode/{zip}', () => {
  it('answers the state, the municipality and the colonies of a known code, in the catalog’s order', async () => {
    const response = await zipCode('03940')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ zipCode: '03940', state: 'Ciudad de México', municipality: 'Benito Juárez', colonies: ['Crédito Constructor'] })

    const many = v.parse(ZipCodePlace, await (await zipCode('09630')).json())
    expect(many).toMatchObject({ state: 'Ciudad de México', municipality: 'Iztapalapa' })
    expect(many.colonies).toHaveLength(15)
    expect(many.colonies[0]).toBe('San Miguel Teotongo Sección Acorralado')
  })

  it('holds codes of every campus area, one of them with more than 7 colonies', () => {
    const states = new Set(ZIP_CODES.map((p) => p.state))
    expect([...states].sort()).toEqual(['Ciudad de México', 'Estado de México', 'Jalisco', 'Nuevo León', 'Puebla'])
    expect(ZIP_CODES.some((p) => p.colonies.length > 7)).toBe(true)
    for (const p of ZIP_CODES) expect(v.is(ZipCodePlace, p), p.zipCode).toBe(true)
    expect(new Set(ZIP_CODES.map((p) => p.zipCode)).size).toBe(ZIP_CODES.length)
  })

  it('answers any signed-in caller, the one the API does not know too, and nobody without a token', async () => {
    expect((await zipCode('64460', tokens.tutor)).status).toBe(200)
    expect((await zipCode('44100', tokens.desconocido)).status).toBe(200)
    expect((await zipCode('44100', null)).status).toBe(401)
  })

  it('answers 404 in Spanish for a code the catalog does not hold', async () => {
    await expectRefusal(await zipCode('99999'), 404, 'No encontramos el código postal 99999 en el catálogo')
  })

  it.each(['0394', '039400', 'abcde', '03 94'])('answers 400 for %j, which is not 5 digits', async (zip) => {
    await expectRefusal(await zipCode(encodeURIComponent(zip)), 400, 'El parámetro de ruta "zip" no es válido: Debe ser un código postal válido')
  })
})
