import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OnlineServiceLinks } from '../../src/contract/online-services.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { ONLINE_LINKS } from '../../server/seed/online-services.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer()
  for (const user of ['alumno', 'tutor', 'admin', 'desconocido'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())

const PSICOLOGIA = { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18', campusId: 'COY' }
const PEDAGOGIA = { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPED-18', campusId: 'COY' }
const EN_LINEA = { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', campusId: 'ONL' }
const SISTEMAS = { accountNumber: ACCOUNTS.alumnoUnitec, cvProgram: 'ISC-20', campusId: 'SUR', portal: 'unitec' }
const TUTORED = { accountNumber: ACCOUNTS.tutoredUvm, cvProgram: 'IIS-19', campusId: 'SRA' }

const links = (user: DemoUsername, query: Record<string, string>) => api(server.url, tokens[user], '/student/links/all', query)

async function linksOf(user: DemoUsername, query: Record<string, string>) {
  const answer = await links(user, query)
  expect(answer.status).toBe(200)
  return v.parse(OnlineServiceLinks, await answer.json())
}

async function refusal(answer: Response, status: number) {
  expect(answer.status).toBe(status)
  return ((await answer.json()) as { message: string }).message
}

describe('GET /student/links/all', () => {
  it('lists the brand’s sites for the career, grouped, each saying what it shares', async () => {
    const list = await linksOf('alumno', PSICOLOGIA)
    const groups = [...new Set(list.map((link) => link.groupName))]
    expect(groups).toEqual(['Plataforma de clases en línea', 'Correo institucional', 'Biblioteca virtual', 'Becas', 'Internacional', 'Servicio social', 'Bolsa de trabajo'])
    // A group's links are together: the groups come in one run each.
    expect(list.map((link) => link.group).filter((group, i, all) => group !== all[i - 1])).toHaveLength(groups.length)
    const mail = list.find((link) => link.name === 'Outlook UVM')
    expect(mail).toMatchObject({ group: 'email', url: 'https://correo.uvm.example.edu.mx/', shares: ['institutionalEmail'] })
    expect(list.find((link) => link.name === 'Repositorio de tesis')?.shares).toEqual([])
    expect(list.every((link) => link.url.startsWith('https://'))).toBe(true)
  })

  it('adds the sites of the program and of the campus only to their careers', async () => {
    const names = async (query: Record<string, string>) => (await linksOf('alumno', query)).map((link) => link.name)
    expect(await names(PSICOLOGIA)).toContain('PsycINFO')
    expect(await names(PEDAGOGIA)).not.toContain('PsycINFO')
    expect(await names(EN_LINEA)).toContain('Campus en línea')
    expect(await names(PSICOLOGIA)).not.toContain('Campus en línea')
  })

  it('serves each brand its own sites', async () => {
    const unitec = await linksOf('alumno', SISTEMAS)
    expect(unitec.map((link) => link.name)).toEqual(expect.arrayContaining(['Canvas UNITEC', 'IEEE Xplore']))
    expect(unitec.every((link) => link.url.includes('unitec'))).toBe(true)
    const all = ONLINE_LINKS.unitec.filter((link) => !link.program || link.program === SISTEMAS.cvProgram)
    expect(unitec).toHaveLength(all.length)
  })

  it('lets a tutor read a linked student’s, and refuses other accounts and careers in Spanish', async () => {
    expect((await linksOf('tutor', TUTORED)).length).toBeGreaterThan(0)
    expect(await refusal(await links('tutor', PSICOLOGIA), 403)).toBe('No tienes acceso a la información de esta cuenta')
    // The administrative role has no reading permission on online services.
    expect(await refusal(await links('admin', PSICOLOGIA), 403)).toBe('No tienes acceso a la información de esta cuenta')
    expect(await refusal(await links('alumno', { ...PSICOLOGIA, cvProgram: 'MBA-21' }), 400)).toBe('El programa y el campus no corresponden a la cuenta')
    expect(await refusal(await links('alumno', { ...SISTEMAS, portal: 'uvm' }), 403)).toBe('No tienes acceso a la información de esta cuenta')
    expect((await links('desconocido', PSICOLOGIA)).status).toBe(404)
    expect((await api(server.url, null, '/student/links/all', PSICOLOGIA)).status).toBe(401)
  })

  it('refuses a bad query with a Spanish message', async () => {
    expect(await refusal(await links('alumno', { ...PSICOLOGIA, accountNumber: '12ab' }), 400)).toBe(
      'El parámetro "accountNumber" no es válido: debe tener de 6 a 12 dígitos',
    )
    expect(await refusal(await links('alumno', { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18' }), 400)).toBe('Falta el parámetro "campusId"')
    expect(await refusal(await links('alumno', { ...PSICOLOGIA, extra: '1' }), 400)).toBe('No se reconoce el parámetro "extra"')
  })
})
