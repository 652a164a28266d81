import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NewsItem } from '../../src/contract/news.ts'
import { api, signIn } from '../support/sign-in.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = (await signIn(server.url, 'alumno')).tokens.access_token
})
afterAll(() => server.stop())

async function newsOf(portal: 'uvm' | 'unitec') {
  const response = await api(server.url, token, '/catalogs/news', { portal })
  expect(response.status).toBe(200)
  return v.parse(v.array(NewsItem), await response.json())
}

describe('GET /catalogs/news', () => {
  it('gives each portal its published news, newest first, and keeps a scheduled one back', async () => {
    const uvm = await newsOf('uvm')
    expect(uvm.map((item) => item.title)).toEqual(['Semana de la Salud Mental', 'Becas de excelencia 2027', 'Feria de empleo Laureate'])
    expect(uvm.every((item) => Date.parse(item.publishedAt) <= Date.now())).toBe(true)
    expect((await newsOf('unitec')).map((item) => item.title)).toEqual(['Hackatón UNITEC 2026', 'Nuevos laboratorios de ingeniería', 'Convocatoria de movilidad internacional'])
  })

  it('is for signed-in people only', async () => {
    expect((await api(server.url, null, '/catalogs/news', { portal: 'uvm' })).status).toBe(401)
  })
})
