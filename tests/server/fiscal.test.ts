import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PATTERN_MESSAGES_ES } from '../../src/contract/field-patterns.ts'
import { FiscalCatalogs, FiscalData, UNKNOWN_PERSON_TYPE } from '../../src/contract/fiscal.ts'
import { Menu } from '../../src/contract/user.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { CFDI_USES, TAX_REGIMES } from '../../server/seed/fiscal.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { expectMessage } from './digital-file-calls.ts'
import {
  catalogsCall, COMPANY, fiscalCall, fiscalOf, PERSON, read, resetFiscal, saveCall,
} from './fiscal-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin', 'desconocido'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())

const NO_ACCESS = 'No tienes acceso a la información de esta cuenta'
const READ_ONLY = 'Tu rol solo puede consultar los datos fiscales: no puede modificarlos'
const SERVICE_ID = '21'
/** The 400 of a field that breaks its pattern: the field, then the pattern's Spanish sentence. */
const invalid = (field: string, sentence: string) => `El campo "${field}" no es válido: ${sentence}`

const resetAll = async () => {
  for (const account of [ACCOUNTS.alumnoUvm, ACCOUNTS.alumnoUvm2, ACCOUNTS.alumnoUnitec, ACCOUNTS.tutoredUvm]) {
    expect((await resetFiscal(server, account)).status).toBe(200)
  }
}

describe('the SAT catalogs', () => {
  it('lists the tax regimes and CFDI uses with the person types each applies to', async () => {
    const catalogs = v.parse(FiscalCatalogs, await read(await catalogsCall(server, tokens.alumno)))
    const regimes = new Map(catalogs.regimes.map((r) => [r.code, r]))
    for (const code of ['601', '603', '605', '606', '608', '612', '616', '620', '621', '625', '626']) expect(regimes.has(code), code).toBe(true)
    expect(regimes.get('601')).toEqual({ code: '601', description: 'General de Ley Personas Morales', personTypes: ['MORAL'] })
    expect(regimes.get('605')).toEqual({ code: '605', description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', personTypes: ['FISICA'] })
    expect(regimes.get('616')?.personTypes).toEqual(['FISICA'])
    expect(regimes.get('626')).toEqual({ code: '626', description: 'Régimen Simplificado de Confianza', personTypes: ['FISICA', 'MORAL'] })
    expect(catalogs.regimes.map((r) => r.code)).toEqual(TAX_REGIMES.map((r) => r.code))

    const uses = new Map(catalogs.cfdiUses.map((u) => [u.code, u]))
    expect([...uses.keys()]).toEqual(CFDI_USES.map((u) => u.code))
    for (const code of ['G01', 'G03', 'D10', 'S01', 'CP01']) expect(uses.has(code), code).toBe(true)
    expect(uses.get('D10')).toEqual({ code: 'D10', description: 'Pagos por servicios educativos (colegiaturas)', personTypes: ['FISICA'] })
    expect(uses.get('S01')).toEqual({ code: 'S01', description: 'Sin efectos fiscales', personTypes: ['FISICA', 'MORAL'] })
  })

  it('names, for every regime, uses of the catalog that fit its person types', async () => {
    const catalogs = v.parse(FiscalCatalogs, await read(await catalogsCall(server, tokens.tutor)))
    const regimes = new Map(catalogs.regimes.map((r) => [r.code, r]))
    const uses = new Map(catalogs.cfdiUses.map((u) => [u.code, u]))
    expect(Object.keys(catalogs.usesByRegime).sort()).toEqual([...regimes.keys()].sort())
    for (const [regime, codes] of Object.entries(catalogs.usesByRegime)) {
      expect(codes).toEqual(expect.arrayContaining(['S01', 'CP01']))
      for (const code of codes) {
        const use = uses.get(code)
        expect(use, `${regime} → ${code}`).toBeDefined()
        expect(use?.personTypes.some((type) => regimes.get(regime)?.personTypes.includes(type)), `${regime} → ${code}`).toBe(true)
      }
    }
    // SAT's table: tuition is a personal deduction, for the regimes of individuals that have them.
    const withTuition = Object.entries(catalogs.usesByRegime).filter(([, codes]) => codes.includes('D10')).map(([code]) => code)
    expect(withTuition).toEqual(expect.arrayContaining(['605', '606', '608', '612']))
    expect(withTuition.every((code) => regimes.get(code)?.personTypes.join() === 'FISICA')).toBe(true)
    expect(catalogs.usesByRegime['616']).toEqual(['S01', 'CP01'])
    expect(catalogs.usesByRegime['601']).toEqual(['G01', 'G03', 'S01', 'CP01'])
    expect(catalogs.usesByRegime['626']).not.toContain('D10')
  })

  it('answers 404 to a user the API does not know', async () => {
    await expectMessage(await catalogsCall(server, tokens.desconocido), 404, 'Usuario no encontrado')
    expect((await catalogsCall(server, null)).status).toBe(401)
  })
})

describe('the seeded fiscal data', () => {
  beforeAll(resetAll)

  it('has none for alumno’s first account', async () => {
    expect(v.parse(FiscalData, await fiscalOf(server, tokens.alumno, ACCOUNTS.alumnoUvm))).toEqual({
      accountNumber: ACCOUNTS.alumnoUvm, data: null, updatedAt: null,
    })
  })

  it('keeps a record of unknown person type (99) on alumno’s second UVM account', async () => {
    const fiscal = v.parse(FiscalData, await fiscalOf(server, tokens.alumno, ACCOUNTS.alumnoUvm2))
    expect(fiscal.data).toEqual({
      personType: UNKNOWN_PERSON_TYPE, rfc: 'HERV990314QK1', name: 'VALERIA HERNANDEZ RUIZ', taxRegime: '', zipCode: '', cfdiUse: 'D10',
    })
    expect(Date.parse(fiscal.updatedAt ?? '')).toBeLessThan(Date.now())
  })

  it('invoices alumno’s first UNITEC account to a company', async () => {
    const fiscal = v.parse(FiscalData, await fiscalOf(server, tokens.alumno, ACCOUNTS.alumnoUnitec))
    expect(fiscal.data).toEqual({
      personType: 'MORAL', rfc: 'STB150623QH5', name: 'SERVICIOS TECNOLOGICOS DEL BAJIO', taxRegime: '601', zipCode: '76090', cfdiUse: 'G03',
    })
    // The seeded record passes the form's own rules.
    const { personType, rfc, name, taxRegime, zipCode, cfdiUse } = fiscal.data ?? COMPANY
    const again = await saveCall(server, tokens.alumno, { accountNumber: ACCOUNTS.alumnoUnitec, personType, rfc, name, taxRegime, zipCode, cfdiUse })
    expect(again.status, await again.clone().text()).toBe(200)
  })
})

describe('who may read and change fiscal data', () => {
  beforeEach(resetAll)

  it('lets the student read and save their own', async () => {
    const saved = v.parse(FiscalData, await read(await saveCall(server, tokens.alumno, PERSON)))
    expect(saved.data).toEqual({
      personType: 'FISICA', rfc: 'HERV990314QK1', name: 'Valeria Hernández Ruiz', taxRegime: '605', zipCode: '04310', cfdiUse: 'D10',
    })
    expect(await fiscalOf(server, tokens.alumno, ACCOUNTS.alumnoUvm)).toEqual(saved)
  })

  it('lets a linked tutor read and save, not for a disabled link', async () => {
    expect((await fiscalOf(server, tokens.tutor, ACCOUNTS.tutoredUvm)).data).toBeNull()
    const saved = await read<FiscalData>(await saveCall(server, tokens.tutor, { ...PERSON, accountNumber: ACCOUNTS.tutoredUvm, rfc: 'RACJ750412AB3', name: 'Jorge Ramírez Castillo', taxRegime: '612', cfdiUse: 'D10' }))
    expect(saved.data?.rfc).toBe('RACJ750412AB3')
    expect((await fiscalOf(server, tokens.tutor, ACCOUNTS.tutoredUvm)).data?.taxRegime).toBe('612')
    await expectMessage(await fiscalCall(server, tokens.tutor, ACCOUNTS.tutoredUvmDisabled), 403, NO_ACCESS)
    await expectMessage(await saveCall(server, tokens.tutor, { ...PERSON, accountNumber: ACCOUNTS.tutoredUvmDisabled }), 403, NO_ACCESS)
  })

  it('lets an administrative read, never change (403), their own account included', async () => {
    expect((await fiscalOf(server, tokens.admin, ACCOUNTS.alumnoUvm2)).data?.personType).toBe(UNKNOWN_PERSON_TYPE)
    await expectMessage(await saveCall(server, tokens.admin, PERSON), 403, READ_ONLY)
    await expectMessage(await saveCall(server, tokens.admin, { ...PERSON, accountNumber: ACCOUNTS.adminUvm }), 403, READ_ONLY)
    expect((await fiscalOf(server, tokens.alumno, ACCOUNTS.alumnoUvm)).data).toBeNull()
  })

  it('refuses another student’s account and an account of the other portal (403)', async () => {
    await expectMessage(await fiscalCall(server, tokens.alumno, ACCOUNTS.tutoredUvm), 403, NO_ACCESS)
    await expectMessage(await saveCall(server, tokens.alumno, { ...PERSON, accountNumber: ACCOUNTS.tutoredUvm }), 403, NO_ACCESS)
    await expectMessage(await fiscalCall(server, tokens.alumno, ACCOUNTS.alumnoUnitec, 'uvm'), 403, NO_ACCESS)
    await expectMessage(await saveCall(server, tokens.alumno, COMPANY, { portal: 'uvm' }), 403, NO_ACCESS)
    await expectMessage(await fiscalCall(server, tokens.alumno, '999999999'), 403, NO_ACCESS)
    await expectMessage(await fiscalCall(server, tokens.desconocido, ACCOUNTS.alumnoUvm), 404, 'Usuario no encontrado')
  })

  it('reports the actions of each role on the service', async () => {
    const actions = async (user: DemoUsername) => (await api(server.url, tokens[user], '/catalogs/service/action', { serviceId: SERVICE_ID })).json()
    expect(await actions('alumno')).toMatchObject({ Lectura: true, Editar: true, Eliminar: false })
    expect(await actions('tutor')).toMatchObject({ Lectura: true, Editar: true, Eliminar: false })
    expect(await actions('admin')).toMatchObject({ Lectura: true, Editar: false, Crear: false, Ejecutar: false })
  })

  it('puts "Información fiscal" in the student’s and the tutor’s menus, after the student’s information', async () => {
    const menu = async (user: DemoUsername, portal = 'uvm') => v.parse(Menu, await (await api(server.url, tokens[user], '/user/menu/email', { portal })).json())
    for (const [user, portal] of [['alumno', 'uvm'], ['alumno', 'unitec'], ['tutor', 'uvm']] as const) {
      const names = (await menu(user, portal)).map((m) => m.name)
      expect(names.indexOf('Información fiscal'), `${user} ${portal}`).toBe(names.indexOf('Información del alumno') + 1)
      const entry = (await menu(user, portal)).find((m) => m.name === 'Información fiscal')
      expect(entry).toMatchObject({ icon: 'fiscal-information', route: '/fiscal-information', serviceId: Number(SERVICE_ID) })
    }
    expect((await menu('admin')).map((m) => m.name)).not.toContain('Información fiscal')
  })
})

describe('saving fiscal data', () => {
  beforeEach(resetAll)

  it('replaces the whole record, upper-cases the RFC and dates it', async () => {
    const before = Date.now()
    const saved = await read<FiscalData>(await saveCall(server, tokens.alumno, { ...COMPANY, personType: 'FISICA', rfc: ' herv990314qk1 ', name: ' Valeria Hernández Ruiz ', taxRegime: '626', cfdiUse: 'S01' }))
    expect(saved.data).toEqual({ personType: 'FISICA', rfc: 'HERV990314QK1', name: 'Valeria Hernández Ruiz', taxRegime: '626', zipCode: '76090', cfdiUse: 'S01' })
    expect(Date.parse(saved.updatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000)
    expect(await fiscalOf(server, tokens.alumno, ACCOUNTS.alumnoUnitec)).toEqual(saved)
  })

  it('gives the 99 record its person type', async () => {
    const body = { ...PERSON, accountNumber: ACCOUNTS.alumnoUvm2, name: 'VALERIA HERNANDEZ RUIZ', taxRegime: '616', cfdiUse: 'S01' }
    const saved = await read<FiscalData>(await saveCall(server, tokens.alumno, body))
    expect(saved.data?.personType).toBe('FISICA')
    expect((await fiscalOf(server, tokens.alumno, ACCOUNTS.alumnoUvm2)).data?.taxRegime).toBe('616')
  })

  it('takes an Idempotency-Key: a repeat answers the first result, another body with it is refused', async () => {
    const key = randomUUID()
    const first = await saveCall(server, tokens.alumno, PERSON, { key })
    const firstBody = await read<FiscalData>(first)
    const again = await saveCall(server, tokens.alumno, PERSON, { key })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await read<FiscalData>(again)).toEqual(firstBody)
    await expectMessage(await saveCall(server, tokens.alumno, { ...PERSON, zipCode: '04311' }, { key }), 422, 'La clave Idempotency-Key ya se usó con otra solicitud')
    await expectMessage(await saveCall(server, tokens.alumno, PERSON, { key: 'no-es-uuid' }), 400, 'Idempotency-Key debe ser un UUID')
  })
})

describe('bad input answers 400 with a Spanish message', () => {
  beforeAll(resetAll)
  const refused = async (body: unknown, message: string | RegExp) => expectMessage(await saveCall(server, tokens.alumno, body), 400, message)
  const P = PATTERN_MESSAGES_ES

  it('checks each field with its pattern', async () => {
    await refused({ ...PERSON, rfc: 'HERV990231QK1' }, invalid('rfc', P['rfc-date']))
    await refused({ ...PERSON, rfc: 'HER990314QK1' }, invalid('rfc', P['rfc-fisica']))
    await refused({ ...PERSON, rfc: 'HERV99031QK1' }, invalid('rfc', 'El RFC de persona física lleva 4 letras, 6 dígitos de fecha y 3 letras o números'))
    await refused({ ...COMPANY, rfc: 'STB15062QH5' }, invalid('rfc', P['rfc-moral']))
    await refused({ ...COMPANY, rfc: 'HERV990314QK1' }, invalid('rfc', P['rfc-moral']))
    await refused({ ...COMPANY, rfc: 'STB150230QH5' }, invalid('rfc', P['rfc-date']))
    await refused({ ...PERSON, zipCode: '0431' }, invalid('zipCode', 'Debe ser un código postal válido'))
    await refused({ ...PERSON, name: 'Valeria 2' }, invalid('name', 'Solo se permiten letras y espacios'))
    await refused({ ...PERSON, name: '   ' }, invalid('name', P.blank))
    await refused({ ...PERSON, name: '' }, invalid('name', P.required))
    await refused({ ...PERSON, name: 'V'.repeat(251) }, invalid('name', 'Máximo 250 caracteres'))
    await refused({ ...COMPANY, name: 'Servicios <Bajío>' }, invalid('name', P['social-reason']))
    await refused({ ...PERSON, taxRegime: '6o5' }, invalid('taxRegime', P.format))
    await refused({ ...PERSON, cfdiUse: 'd10' }, invalid('cfdiUse', P.format))
  })

  it('refuses what the contract does not know', async () => {
    await refused({ ...PERSON, curp: 'HERV990314MDFRZL09' }, 'No se reconoce el campo "curp"')
    await refused({ ...PERSON, rfc: undefined }, 'Falta el campo "rfc"')
    await refused({ ...PERSON, personType: UNKNOWN_PERSON_TYPE }, 'El campo "personType" no es válido: se esperaba "FISICA" o "MORAL"')
    await refused({ ...PERSON, accountNumber: '12ab' }, /^El campo "accountNumber" no es válido/)
    // A value that is not text reads as a missing one (the patterns' rule).
    await refused({ ...PERSON, zipCode: 4310 }, invalid('zipCode', P.required))
    await refused([PERSON], 'Falta el campo "personType"')
    await refused('FISICA', 'La solicitud no es válida: se esperaba un objeto')
    const notJson = await api(server.url, tokens.alumno, '/student/fiscal', {}, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"rfc":' })
    await expectMessage(notJson, 400, 'La solicitud no es JSON válido')
  })

  it('checks the regime and the CFDI use against the catalogs and the person type', async () => {
    await refused({ ...PERSON, taxRegime: '699' }, 'El régimen fiscal 699 no está en el catálogo del SAT')
    await refused({ ...PERSON, taxRegime: '601' }, 'El régimen 601 es solo para personas morales')
    await refused({ ...COMPANY, taxRegime: '605' }, 'El régimen 605 es solo para personas físicas')
    await refused({ ...PERSON, cfdiUse: 'P01' }, 'El uso de CFDI P01 no está en el catálogo del SAT')
    await refused({ ...COMPANY, cfdiUse: 'D10' }, 'El uso de CFDI D10 es solo para personas físicas')
    await refused({ ...PERSON, taxRegime: '616', cfdiUse: 'D10' }, 'El uso de CFDI D10 no se permite con el régimen 616')
    await refused({ ...PERSON, taxRegime: '605', cfdiUse: 'G03' }, 'El uso de CFDI G03 no se permite con el régimen 605')
    await refused({ ...PERSON, taxRegime: '626', cfdiUse: 'D10' }, 'El uso de CFDI D10 no se permite con el régimen 626')
    // Nothing refused was stored.
    expect((await fiscalOf(server, tokens.alumno, ACCOUNTS.alumnoUvm)).data).toBeNull()
  })

  it('refuses a bad account number in the query in Spanish', async () => {
    await expectMessage(await fiscalCall(server, tokens.alumno, 'abc'), 400, /^El parámetro "accountNumber" no es válido/)
    await expectMessage(await api(server.url, tokens.alumno, '/student/fiscal'), 400, 'Falta el parámetro "accountNumber"')
  })
})

describe('the reset hook', () => {
  it('puts each account back as seeded', async () => {
    await read(await saveCall(server, tokens.alumno, PERSON))
    await read(await saveCall(server, tokens.alumno, { ...PERSON, accountNumber: ACCOUNTS.alumnoUvm2 }))
    await read(await saveCall(server, tokens.alumno, { ...COMPANY, cfdiUse: 'S01' }))

    const first = await read<{ seeded: boolean; fiscal: FiscalData }>(await resetFiscal(server, ACCOUNTS.alumnoUvm))
    expect(first).toEqual({ seeded: false, fiscal: { accountNumber: ACCOUNTS.alumnoUvm, data: null, updatedAt: null } })
    const second = await read<{ seeded: boolean; fiscal: FiscalData }>(await resetFiscal(server, ACCOUNTS.alumnoUvm2))
    expect(second.seeded).toBe(true)
    expect(second.fiscal.data?.personType).toBe(UNKNOWN_PERSON_TYPE)
    await read(await resetFiscal(server, ACCOUNTS.alumnoUnitec))
    expect((await fiscalOf(server, tokens.alumno, ACCOUNTS.alumnoUnitec)).data?.cfdiUse).toBe('G03')
    expect(await fiscalOf(server, tokens.alumno, ACCOUNTS.alumnoUvm2)).toEqual(second.fiscal)
  })

  it('refuses a bad request', async () => {
    expect((await resetFiscal(server, '999999999')).status).toBe(404)
    expect((await resetFiscal(server, 'abc')).status).toBe(400)
    expect((await resetFiscal(server, ACCOUNTS.alumnoUvm, 'GET')).status).toBe(405)
  })
})
