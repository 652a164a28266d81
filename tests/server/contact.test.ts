import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StudentContacts } from '../../src/contract/contact.ts'
import { TYPE_IDS } from '../../server/data/contacts.ts'
import { PROOF_REJECTED } from '../../server/data/contact-review.ts'
import { TOKEN_INVALID, TOKEN_USED } from '../../server/data/otp.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import {
  ADDRESS, contactsOf, expectRefusal, hook, jsonCall, mexicoDay, resetContacts, sendAddress, verificationFor,
} from './contact-calls.ts'
import { okBody } from './api-calls.ts'
import { pdf, png } from './digital-file-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<'alumno' | 'tutor' | 'admin', string>
const ALUMNO = ACCOUNTS.alumnoUvm
const PENDING = ACCOUNTS.alumnoUvm2
const PATH = '/student/contactstudent'

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  await resetContacts(server, ALUMNO, PENDING)
  return () => vi.restoreAllMocks()
})

const addPhone = (body: Record<string, unknown>, opts: { key?: string } = {}) =>
  jsonCall(server, tokens.alumno, 'POST', PATH, { accountNumber: ALUMNO, kind: 'phone', typeId: TYPE_IDS.home, extension: '', ...body }, opts)
const editContact = (body: Record<string, unknown>) => jsonCall(server, tokens.alumno, 'PUT', PATH, { accountNumber: ALUMNO, ...body })
const removeContact = (contactId: number, accountNumber = ALUMNO) => jsonCall(server, tokens.alumno, 'DELETE', PATH, { accountNumber, contactId })
const addressFields = (extra: Record<string, string> = {}) => ({ accountNumber: ALUMNO, typeId: String(TYPE_IDS.fiscalAddress), ...ADDRESS, proofDate: mexicoDay(3), ...extra })
const mine = () => contactsOf(server, tokens.alumno, ALUMNO)

const answered = (response: Response) => okBody<StudentContacts>(response)

describe('types and seeded contacts', () => {
  it('lists the types of each kind; the institutional email is not editable', async () => {
    const types = (await (await api(server.url, tokens.alumno, `${PATH}/types`)).json()) as Array<{ id: number; kind: string; name: string; editable: boolean }>
    expect(types.filter((t) => t.kind === 'phone').map((t) => t.name)).toEqual(['Celular', 'Casa', 'Trabajo'])
    expect(types.filter((t) => t.kind === 'email').map((t) => t.name)).toEqual(['Personal', 'Institucional', 'Alterno'])
    expect(types.filter((t) => t.kind === 'address').map((t) => t.name)).toEqual(['Domicilio actual', 'Domicilio fiscal', 'Domicilio familiar'])
    expect(types.filter((t) => !t.editable).map((t) => t.name)).toEqual(['Institucional'])
  })

  it.each([
    [ACCOUNTS.alumnoUvm, 'uvm'], [ACCOUNTS.alumnoUvm2, 'uvm'], [ACCOUNTS.alumnoUnitec, 'unitec'], [ACCOUNTS.alumnoUnitec2, 'unitec'],
  ] as const)('gives %s 2 phones, 2 emails (one institutional) and 1 address', async (accountNumber, portal) => {
    const contacts = await contactsOf(server, tokens.alumno, accountNumber, portal)
    expect(contacts.phones.map((p) => [p.type.name, p.verified])).toEqual([['Celular', true], ['Casa', false]])
    expect(contacts.emails.map((e) => [e.type.name, e.editable, e.removable])).toEqual([['Personal', true, false], ['Institucional', false, false]])
    expect(contacts.addresses).toHaveLength(1)
    expect(contacts.addresses[0]?.removable).toBe(false)
  })

  it('shows the pending address change of 010245872 on its address and in its requests', async () => {
    const contacts = await contactsOf(server, tokens.alumno, PENDING)
    expect(contacts.addresses[0]?.pendingRequest?.values.street).toBe('Calzada de Tlalpan')
    expect(contacts.requests[0]).toMatchObject({ kind: 'address', action: 'edit', status: 'pending', proofFileName: 'Recibo de luz.pdf' })
    expect((await contactsOf(server, tokens.alumno, ALUMNO)).addresses[0]?.pendingRequest).toBeNull()
  })
})

describe('who may read and write', () => {
  it.each([
    ['the student, own account', 'alumno', ALUMNO, 200],
    ['a tutor, linked enabled student', 'tutor', ACCOUNTS.tutoredUvm, 200],
    ['a tutor, linked but disabled student', 'tutor', ACCOUNTS.tutoredUvmDisabled, 403],
    ['an administrative with Lectura', 'admin', ALUMNO, 200],
    ['the student, someone else', 'alumno', ACCOUNTS.tutoredUvm, 403],
  ] as const)('reading: %s → %i', async (_label, user, accountNumber, status) => {
    expect((await api(server.url, tokens[user], PATH, { accountNumber })).status).toBe(status)
  })

  it('refuses every write to a tutor and an administrative (403)', async () => {
    const { phones, addresses } = await mine()
    const refused = 'Solo el alumno puede cambiar sus datos de contacto'
    const token = 'x'.repeat(43)
    await expectRefusal(await jsonCall(server, tokens.tutor, 'POST', PATH, { accountNumber: ACCOUNTS.tutoredUvm, kind: 'email', typeId: 4, address: 'a@b.mx', verificationToken: token }), 403, refused)
    await expectRefusal(await jsonCall(server, tokens.admin, 'PUT', PATH, { accountNumber: ALUMNO, contactId: phones[0]?.id, kind: 'phone', typeId: 1, number: '5512345600', extension: '' }), 403, refused)
    await expectRefusal(await jsonCall(server, tokens.admin, 'DELETE', PATH, { accountNumber: ALUMNO, contactId: phones[1]?.id }), 403, refused)
    await expectRefusal(await sendAddress(server, tokens.tutor, 'POST', { ...addressFields(), accountNumber: ACCOUNTS.tutoredUvm }), 403, refused)
    await expectRefusal(await sendAddress(server, tokens.admin, 'PUT', { ...addressFields(), contactId: String(addresses[0]?.id) }), 403, refused)
    expect((await mine()).phones).toHaveLength(2)
  })
})

describe('phones and emails', () => {
  it('adds a phone confirmed by its code, verified at once; the token serves once and only its number', async () => {
    const verificationToken = await verificationFor(server, tokens.alumno, ALUMNO, 'sms', '5587654321')
    await expectRefusal(await addPhone({ number: '5587654322', verificationToken }), 400, TOKEN_INVALID)
    const added = await answered(await addPhone({ number: '5587654321', typeId: TYPE_IDS.work, extension: '204', verificationToken }))
    const phone = added.phones.at(-1)
    expect(phone).toMatchObject({ number: '5587654321', extension: '204', verified: true, type: { name: 'Trabajo' }, removable: true })
    expect(added.requests[0]).toMatchObject({ kind: 'phone', action: 'add', status: 'approved', summary: '5587654321 ext. 204' })
    await answered(await removeContact(phone?.id ?? 0))
    await expectRefusal(await addPhone({ number: '5587654321', verificationToken }), 400, TOKEN_USED)
  })

  it('needs the token of the new email; the institutional type cannot be chosen', async () => {
    await expectRefusal(await jsonCall(server, tokens.alumno, 'POST', PATH, { accountNumber: ALUMNO, kind: 'email', typeId: TYPE_IDS.personal, address: 'nuevo@correo.mx' }), 400, 'Falta el campo "verificationToken"')
    const verificationToken = await verificationFor(server, tokens.alumno, ALUMNO, 'email', 'nuevo@correo.mx')
    await expectRefusal(await jsonCall(server, tokens.alumno, 'POST', PATH, { accountNumber: ALUMNO, kind: 'email', typeId: TYPE_IDS.institutional, address: 'nuevo@correo.mx', verificationToken }), 400, 'El tipo «Institucional» lo asigna la universidad; elige otro')
    const added = await answered(await jsonCall(server, tokens.alumno, 'POST', PATH, { accountNumber: ALUMNO, kind: 'email', typeId: TYPE_IDS.alternate, address: 'Nuevo@Correo.mx', verificationToken }))
    expect(added.emails.at(-1)).toMatchObject({ address: 'nuevo@correo.mx', verified: true, type: { name: 'Alterno' } })
    // Now the personal email is no longer the only own one.
    expect(added.emails[0]?.removable).toBe(true)
  })

  it('refuses a number already registered (409) and a mobile with an extension (400)', async () => {
    const { phones } = await mine()
    const verificationToken = await verificationFor(server, tokens.alumno, ALUMNO, 'sms', phones[0]?.number ?? '')
    await expectRefusal(await addPhone({ number: phones[0]?.number, verificationToken }), 409, 'Ese número ya está registrado en esta cuenta')
    await expectRefusal(await addPhone({ number: '5500000001', typeId: TYPE_IDS.mobile, extension: '12', verificationToken }), 400, 'Un celular no lleva extensión')
  })

  it('edits a phone: a new number needs its code, a new type or extension alone does not', async () => {
    const home = (await mine()).phones[1]
    const base = { contactId: home?.id, kind: 'phone', typeId: TYPE_IDS.home, number: home?.number, extension: '' }
    const retyped = await answered(await editContact({ ...base, typeId: TYPE_IDS.work, extension: '33' }))
    expect(retyped.phones[1]).toMatchObject({ type: { name: 'Trabajo' }, extension: '33', verified: false })
    await expectRefusal(await editContact({ ...base, number: '5533334444' }), 400, 'Confirma el nuevo dato con el código que te enviamos antes de guardarlo')
    const verificationToken = await verificationFor(server, tokens.alumno, ALUMNO, 'sms', '5533334444')
    const renumbered = await answered(await editContact({ ...base, number: '5533334444', verificationToken }))
    expect(renumbered.phones[1]).toMatchObject({ number: '5533334444', verified: true })
    expect(renumbered.requests[0]).toMatchObject({ action: 'edit', status: 'approved', summary: '5533334444' })
  })

  it('never edits or removes the institutional email (409)', async () => {
    const institutional = (await mine()).emails[1]
    const verificationToken = await verificationFor(server, tokens.alumno, ALUMNO, 'email', 'mio@correo.mx')
    await expectRefusal(await editContact({ contactId: institutional?.id, kind: 'email', typeId: TYPE_IDS.personal, address: 'mio@correo.mx', verificationToken }), 409, 'El correo institucional lo asigna la universidad: no se puede modificar')
    await expectRefusal(await removeContact(institutional?.id ?? 0), 409, 'El correo institucional lo asigna la universidad: no se puede eliminar')
  })

  it('keeps at least one phone and one own email (409 for the last)', async () => {
    const { phones, emails } = await mine()
    await answered(await removeContact(phones[1]?.id ?? 0))
    await expectRefusal(await removeContact(phones[0]?.id ?? 0), 409, 'Debes conservar al menos un teléfono')
    await expectRefusal(await removeContact(emails[0]?.id ?? 0), 409, 'Debes conservar al menos un correo electrónico personal')
    const after = await mine()
    expect(after.phones).toHaveLength(1)
    expect(after.requests[0]).toMatchObject({ kind: 'phone', action: 'remove', status: 'approved' })
  })

  it('answers a retried add with the same Idempotency-Key with the first result, adding once', async () => {
    const verificationToken = await verificationFor(server, tokens.alumno, ALUMNO, 'sms', '5587650000')
    const key = randomUUID()
    await answered(await addPhone({ number: '5587650000', verificationToken }, { key }))
    const again = await addPhone({ number: '5587650000', verificationToken }, { key })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await answered(again)).phones).toHaveLength(3)
    expect((await mine()).phones).toHaveLength(3)
  })

  it.each([
    ['number', { number: '55123' }, 'Mínimo y máximo 10 caracteres'],
    ['number', { number: '55 1234 567' }, 'Debe contener 10 dígitos'],
    ['number', { number: '+52' }, 'Escribe de 10 a 15 dígitos, con + al inicio si quieres'],
    ['extension', { number: '5587654321', extension: 'ext9' }, 'Escribe de 1 a 15 dígitos, con + al inicio si quieres'],
  ] as const)('refuses a phone whose %s is %j with the pattern sentence', async (field, values, sentence) => {
    await expectRefusal(await addPhone({ ...values, verificationToken: 'x'.repeat(43) }), 400, `El campo "${field}" no es válido: ${sentence}`)
  })

  it('refuses an email that is no address with the pattern sentence', async () => {
    await expectRefusal(await jsonCall(server, tokens.alumno, 'POST', PATH, { accountNumber: ALUMNO, kind: 'email', typeId: 4, address: 'valeria@correo', verificationToken: 'x'.repeat(43) }), 400, 'El campo "address" no es válido: Escribe un correo electrónico válido, como nombre@dominio.mx')
  })
})

describe('addresses', () => {
  it('adds an address as a request with its proof; the reviewer approves it and it is in effect', async () => {
    const sent = await answered(await sendAddress(server, tokens.alumno, 'POST', addressFields(), png('Recibo agua.png')))
    expect(sent.addresses).toHaveLength(1)
    expect(sent.requests[0]).toMatchObject({ action: 'add', status: 'pending', proofFileName: 'Recibo agua.png', proofDate: mexicoDay(3), contactId: null })
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields()), 409, 'Ya tienes un cambio de domicilio en revisión; espera la respuesta antes de enviar otro')
    expect(server.backOffice.pass(new Date(Date.now() + 60_000)).contacts).toMatchObject([{ accountNumber: ALUMNO, status: 'approved' }])
    const after = await mine()
    expect(after.addresses.at(-1)).toMatchObject({ ...ADDRESS, type: { name: 'Domicilio fiscal' }, pendingRequest: null, removable: true })
    expect(after.requests[0]).toMatchObject({ status: 'approved', contactId: after.addresses.at(-1)?.id })
  })

  it('edits an address as a request shown on it; a proof named "rechazar" is turned down with the reason', async () => {
    const current = (await mine()).addresses[0]
    const sent = await answered(await sendAddress(server, tokens.alumno, 'PUT', addressFields({ contactId: String(current?.id), interiorNumber: '' }), pdf('rechazar recibo.pdf')))
    expect(sent.addresses[0]?.pendingRequest?.values).toEqual({ ...ADDRESS, interiorNumber: null })
    expect(sent.addresses[0]?.street).toBe(current?.street)
    await expectRefusal(await removeContact(current?.id ?? 0), 409, 'Este domicilio tiene un cambio en revisión: espera la respuesta antes de eliminarlo')
    server.backOffice.pass(new Date(Date.now() + 60_000))
    const after = await mine()
    expect(after.addresses[0]).toMatchObject({ street: current?.street, pendingRequest: null })
    expect(after.requests[0]).toMatchObject({ status: 'rejected', reason: PROOF_REJECTED })
  })

  it('lets the test hook decide a seeded request at once', async () => {
    const response = await hook(server, 'decide', { accountNumber: PENDING, verdict: 'approve' })
    expect(response.status).toBe(200)
    expect((await contactsOf(server, tokens.alumno, PENDING)).addresses[0]).toMatchObject({ street: 'Calzada de Tlalpan', zipCode: '04870', pendingRequest: null })
    expect((await hook(server, 'decide', { accountNumber: PENDING })).status).toBe(409)
  })

  it('refuses a proof more than 3 months old or dated after today', async () => {
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields({ proofDate: mexicoDay(100) })), 400, /^El comprobante de domicilio debe tener como máximo 3 meses: su fecha debe ser del \d{1,2} de \w+ de \d{4} en adelante$/)
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields({ proofDate: mexicoDay(-1) })), 400, 'La fecha del comprobante no puede ser posterior a hoy')
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields({ proofDate: '2026-02-30' })), 400, 'El campo "proofDate" no es válido: Escribe una fecha válida')
    expect((await answered(await sendAddress(server, tokens.alumno, 'POST', addressFields({ proofDate: mexicoDay(85) })))).requests[0]?.status).toBe('pending')
  })

  it('refuses a proof of another type, one whose content is not what its name says, and none at all', async () => {
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields(), { name: 'recibo.docx', bytes: Buffer.from('PK\u0003\u0004 word') }), 400, 'Archivo no soportado. Tipos válidos: pdf, jpg, jpeg, png')
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields(), { ...pdf(), name: 'recibo.png' }), 400, 'El archivo no es del tipo que dice su nombre')
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields(), null), 400, 'Falta el archivo (campo "file")')
    expect((await mine()).requests).toHaveLength(0)
  })

  it.each([
    ['zipCode', '0331', 'Debe ser un código postal válido'],
    ['street', '', 'Campo requerido'],
    ['colony', '¡¡!!', 'Escribe la colonia con letras, números, espacios y . , - # / ( )'],
    ['municipality', '123', 'Escribe el municipio con letras, espacios y . -'],
    ['state', 'CDMX 1', 'Solo se permiten letras y espacios'],
    ['interiorNumber', 'A@1', 'Escribe el número interior con letras, números, espacios y - # / .'],
  ] as const)('refuses %s %j with the pattern sentence', async (field, value, sentence) => {
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields({ [field]: value })), 400, `El campo "${field}" no es válido: ${sentence}`)
  })

  it('refuses a colony, municipality or state that is not the known zip code’s, and sends nothing', async () => {
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields({ colony: 'Roma Norte' })), 400, 'La colonia «Roma Norte» no es del código postal 03940; elige una de sus colonias')
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields({ municipality: 'Coyoacán' })), 400, 'El municipio «Coyoacán» no corresponde al código postal 03940, que es de Benito Juárez')
    await expectRefusal(await sendAddress(server, tokens.alumno, 'POST', addressFields({ state: 'Jalisco' })), 400, 'El estado «Jalisco» no corresponde al código postal 03940, que es de Ciudad de México')
    const current = (await mine()).addresses[0]
    await expectRefusal(
      await sendAddress(server, tokens.alumno, 'PUT', addressFields({ contactId: String(current?.id), zipCode: '09630', municipality: 'Iztapalapa', colony: 'Santa Cruz Atoyac' })),
      400, 'La colonia «Santa Cruz Atoyac» no es del código postal 09630; elige una de sus colonias',
    )
    expect((await mine()).requests).toHaveLength(0)
  })

  it('takes a known zip code’s places whatever the case and accents, and keeps them as the catalog writes them', async () => {
    const sent = await answered(await sendAddress(server, tokens.alumno, 'POST', addressFields({ colony: 'credito  CONSTRUCTOR', municipality: 'benito juarez', state: 'CIUDAD DE MEXICO' })))
    expect(sent.requests[0]?.summary).toBe('Insurgentes Sur 1602 int. Piso 4, Crédito Constructor, Benito Juárez, Ciudad de México, C.P. 03940')
    await hook(server, 'decide', { accountNumber: ALUMNO, verdict: 'approve' })
    expect((await mine()).addresses.at(-1)).toMatchObject({ colony: 'Crédito Constructor', municipality: 'Benito Juárez', state: 'Ciudad de México' })
  })

  it('takes an address with a zip code the catalog lacks as typed', async () => {
    const typed = { zipCode: '37160', colony: 'Jardines del Moral', municipality: 'León', state: 'Guanajuato' }
    expect((await api(server.url, tokens.alumno, '/catalogs/zipcode/37160')).status).toBe(404)
    const sent = await answered(await sendAddress(server, tokens.alumno, 'POST', addressFields(typed)))
    expect(sent.requests[0]).toMatchObject({ status: 'pending', summary: 'Insurgentes Sur 1602 int. Piso 4, Jardines del Moral, León, Guanajuato, C.P. 37160' })
  })

  it('keeps at least one address (409 for the last)', async () => {
    const current = (await mine()).addresses[0]
    await expectRefusal(await removeContact(current?.id ?? 0), 409, 'Debes conservar al menos un domicilio')
  })

  it('answers a retried address with the same Idempotency-Key with the first result, one request only', async () => {
    const key = randomUUID()
    await answered(await sendAddress(server, tokens.alumno, 'POST', addressFields(), pdf('recibo.pdf'), { key }))
    const again = await sendAddress(server, tokens.alumno, 'POST', addressFields(), pdf('recibo.pdf'), { key })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await mine()).requests).toHaveLength(1)
  })
})
