import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CatalogPage, Conversation, DeskConfig, Ticket, TicketSummary, Tracking } from '../../src/contract/monitor.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { SEEDED_TICKETS } from '../../server/seed/monitor.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { signIn } from '../support/sign-in.ts'
import { expectMessage, form, heavyPdf, jpeg, pdf, png } from './digital-file-calls.ts'
import {
  conversation, createTicket, deskActs, deskHook, GENERAL, monitor, newTicket, PROCEDURE, read, sendMessage, SUBJECT, ticketOf,
} from './monitor-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())

const q = (ticketId: number) => ({ query: { ticketId: String(ticketId) } })

describe('the desk configuration and its catalogs', () => {
  it('answers the dependent catalogs with each reason’s form, the evidence rule and MAXFILECHAT', async () => {
    const config = v.parse(DeskConfig, await read(await monitor(server, tokens.alumno, '/cnf', { query: { accountNumber: ACCOUNTS.alumnoUvm } })))
    expect(config.canCreate).toBe(true)
    expect(config.chatFile.maxSizeMb).toBe(10)
    expect(config.evidence).toEqual({ allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'], maxSizeMb: 5 })
    const reasons = config.areas.flatMap((a) => a.issueTypes).flatMap((t) => t.classifications).flatMap((c) => c.subclassifications).flatMap((s) => s.reasons)
    expect(new Set(reasons.map((r) => r.form.maxEvidence))).toEqual(new Set([2, 5]))
    expect(reasons.some((r) => r.form.subjectRequest)).toBe(true)
    expect(reasons.some((r) => r.form.catalogField && r.form.numericField === null)).toBe(true)
    expect(reasons.some((r) => r.form.numericField && r.form.textField)).toBe(true)
  })

  it('loads the catalogs level by level, the activity options too', async () => {
    const level = async (query: Record<string, string>) => v.parse(CatalogPage, await read(await monitor(server, tokens.alumno, '/cnf/activity', { query })))
    expect((await level({ level: 'areas' })).options.map((o) => o.name)).toEqual(['Servicios escolares', 'Finanzas', 'Tecnología'])
    expect((await level({ level: 'issue-types', parentId: '2' })).options).toEqual([{ id: 21, name: 'Pagos', form: null }])
    const reasons = await level({ level: 'reasons', parentId: '1121' })
    expect(reasons.options.every((o) => o.form?.subjectRequest)).toBe(true)
    expect((await level({ level: 'activities', parentId: '1' })).options).toHaveLength(3)
    await expectMessage(await monitor(server, tokens.alumno, '/cnf/activity', { query: { level: 'reasons' } }), 400, 'Falta parentId para el nivel reasons')
    await expectMessage(await monitor(server, tokens.alumno, '/cnf/activity', { query: { level: 'areas', parentId: '1' } }), 400, 'El nivel areas no lleva parentId')
    await expectMessage(await monitor(server, tokens.alumno, '/cnf/activity', { query: { level: 'reasons', parentId: '99' } }), 400, /No existe el elemento 99/)
    await expectMessage(await monitor(server, tokens.alumno, '/cnf/activity', { query: { level: 'planetas' } }), 400, /^El parámetro "level" no es válido/)
  })
})

describe('the options of a catalog field, as the university changes them', () => {
  const activities = async () =>
    v.parse(CatalogPage, await read(await monitor(server, tokens.alumno, '/cnf/activity', { query: { level: 'activities', parentId: '1' } }))).options.map((o) => o.name)
  const inConfig = async () => {
    const config = v.parse(DeskConfig, await read(await monitor(server, tokens.alumno, '/cnf', { query: { accountNumber: ACCOUNTS.alumnoUvm } })))
    const reason = config.areas.flatMap((a) => a.issueTypes).flatMap((t) => t.classifications).flatMap((c) => c.subclassifications)
      .flatMap((s) => s.reasons).find((r) => r.id === Number(PROCEDURE.reasonId))
    return reason?.form.catalogField?.options.map((o) => o.name)
  }

  it('offers an option added in the back office at once, in /cnf/activity and /cnf, and a ticket may choose it', async () => {
    const added = await read<{ options: Array<{ id: number; name: string }> }>(await deskHook(server, 'activities', { catalogId: 1, add: 'Duplicado de constancia' }))
    const duplicate = added.options.find((o) => o.name === 'Duplicado de constancia')
    expect(await activities()).toEqual(['Reimpresión', 'Corrección de nombre', 'Corrección de fechas', 'Duplicado de constancia'])
    expect(await inConfig()).toEqual(await activities())
    const ticket = await newTicket(server, tokens.alumno, { ...PROCEDURE, catalogValueId: String(duplicate?.id) })
    expect(ticket.catalogValue).toEqual({ id: duplicate?.id, name: 'Duplicado de constancia' })

    // Withdrawn: offered no more and refused, while the ticket that chose it still names it.
    await read(await deskHook(server, 'activities', { catalogId: 1, withdraw: duplicate?.id }))
    expect(await activities()).toEqual(['Reimpresión', 'Corrección de nombre', 'Corrección de fechas'])
    expect(await inConfig()).toEqual(await activities())
    await expectMessage(await createTicket(server, tokens.alumno, { ...PROCEDURE, catalogValueId: String(duplicate?.id) }), 400, 'La opción elegida no está entre las de «Trámite que necesitas»')
    expect((await ticketOf(server, tokens.alumno, ticket.id)).catalogValue).toEqual({ id: duplicate?.id, name: 'Duplicado de constancia' })
  })

  it('knows only the catalogs the forms name', async () => {
    await expectMessage(await monitor(server, tokens.alumno, '/cnf/activity', { query: { level: 'activities', parentId: '7' } }), 400, /No existe el elemento 7/)
    expect((await deskHook(server, 'activities', { catalogId: 7, add: 'Nada' })).status).toBe(404)
  })
})

describe('reading tickets', () => {
  it('lists alumno’s seeded tickets, newest first, with state and last message', async () => {
    const list = v.parse(v.array(TicketSummary), await read(await monitor(server, tokens.alumno, '/op/tickets', { query: { accountNumber: ACCOUNTS.alumnoUvm } })))
    const seeded = list.filter((t) => t.id <= SEEDED_TICKETS.closed)
    expect(seeded.map((t) => [t.folio, t.status])).toEqual([
      ['MON-000101', 'open'], ['MON-000102', 'resolution-proposed'], ['MON-000103', 'closed'],
    ])
    expect(seeded[0]?.lastMessage).toMatchObject({ author: 'desk' })
    expect(seeded[0]?.unreadDeskMessages).toBe(1)
    expect(seeded[2]?.closedAt).not.toBeNull()
    for (const t of list) expect(Date.parse(t.createdAt)).toBeLessThan(Date.now())
  })

  it('answers one ticket with its fields and evidence, its tracking, and its conversation in order', async () => {
    const ticket = v.parse(Ticket, await ticketOf(server, tokens.alumno, SEEDED_TICKETS.resolutionProposed))
    expect(ticket.subject).toEqual({ subject: 'Neuropsicología', subjectCode: 'PSI-305', groupCode: 'G-02', teacher: 'Mtra. Laura Méndez' })
    expect(ticket.maxEvidence).toBe(2)
    expect(ticket.resolution?.text).toMatch(/acta/)
    expect(ticket.canDecideResolution).toBe(true)
    const tracking = v.parse(Tracking, await read(await monitor(server, tokens.alumno, '/op/tracking', q(SEEDED_TICKETS.closed))))
    expect(tracking.steps.map((s) => s.event)).toEqual(['created', 'assigned', 'resolution-proposed', 'closed'])
    const chat = v.parse(Conversation, await conversation(server, tokens.alumno, SEEDED_TICKETS.open))
    expect(chat.messages).toHaveLength(5)
    expect(chat.messages.map((m) => m.orderKey)).toEqual(chat.messages.map((m) => m.orderKey).sort())
    const withFile = chat.messages.find((m) => m.attachment)
    const download = await fetch(`${server.url}/api/monitor${withFile?.attachment?.downloadPath ?? ''}&origin=student-web&portal=uvm`, {
      headers: { Authorization: `Bearer ${tokens.alumno}` },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('image/png')
  })

  it('keeps tickets to their account: another student’s is refused, a tutor and an administrative read only', async () => {
    await expectMessage(await monitor(server, tokens.alumno, '/op', q(SEEDED_TICKETS.tutored)), 403, 'No tienes acceso a la información de esta cuenta')
    await expectMessage(await monitor(server, tokens.tutor, '/op', q(SEEDED_TICKETS.open)), 403, 'No tienes acceso a la información de esta cuenta')
    await expectMessage(await monitor(server, tokens.alumno, '/op/tickets', { query: { accountNumber: ACCOUNTS.tutoredUvm } }), 403, /No tienes acceso/)
    await expectMessage(await monitor(server, tokens.alumno, '/op', q(999_999)), 404, 'La solicitud no existe')
    const asTutor = await ticketOf(server, tokens.tutor, SEEDED_TICKETS.tutored)
    expect(asTutor.canMessage).toBe(false)
    await expectMessage(await sendMessage(server, tokens.tutor, SEEDED_TICKETS.tutored, 'Hola'), 403, 'Tu rol solo puede consultar el centro de ayuda')
    await expectMessage(await createTicket(server, tokens.tutor, { ...GENERAL, accountNumber: ACCOUNTS.tutoredUvm }), 403, 'Tu rol solo puede consultar el centro de ayuda')
    expect((await ticketOf(server, tokens.admin, SEEDED_TICKETS.open)).canMessage).toBe(false)
    await expectMessage(await sendMessage(server, tokens.admin, SEEDED_TICKETS.open, 'Hola'), 403, 'Tu rol solo puede consultar el centro de ayuda')
    await expectMessage(await monitor(server, tokens.alumno, '/op', { query: { ticketId: '101', portal: 'unitec' } }), 403, /No tienes acceso/)
  })

  it('refuses repeated parameters, unknown ones and a call without a token', async () => {
    const repeated = await fetch(`${server.url}/api/monitor/op?origin=student-web&portal=uvm&ticketId=101&ticketId=104`, { headers: { Authorization: `Bearer ${tokens.alumno}` } })
    await expectMessage(repeated, 400, 'El parámetro "ticketId" viene repetido')
    await expectMessage(await monitor(server, tokens.alumno, '/op', { query: { ticketId: '101', extra: '1' } }), 400, 'No se reconoce el parámetro "extra"')
    await expectMessage(await monitor(server, tokens.alumno, '/op', { query: { ticketId: 'uno' } }), 400, /^El parámetro "ticketId" no es válido/)
    expect((await monitor(server, null, '/op', q(101))).status).toBe(401)
  })
})

describe('opening a ticket', () => {
  it('creates and sends a ticket with its evidence, answering the folio', async () => {
    const ticket = await newTicket(server, tokens.alumno, GENERAL, { evidence1: pdf('comprobante.pdf'), evidence2: png('pantalla #1.png') })
    expect(ticket.folio).toBe(`MON-${String(ticket.id).padStart(6, '0')}`)
    expect(ticket.status).toBe('open')
    expect(ticket.evidence.map((e) => e.name)).toEqual(['comprobante.pdf', 'pantalla _1.png'])
    const list = await read<TicketSummary[]>(await monitor(server, tokens.alumno, '/op/tickets', { query: { accountNumber: ACCOUNTS.alumnoUvm } }))
    expect(list[0]?.id).toBe(ticket.id)
  })

  it('applies a replayed creation once', async () => {
    const key = randomUUID()
    const first = await createTicket(server, tokens.alumno, GENERAL, { evidence1: pdf() }, key)
    const again = await createTicket(server, tokens.alumno, GENERAL, { evidence1: pdf() }, key)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const [a, b] = [await read<Ticket>(first), await read<Ticket>(again)]
    expect(b.id).toBe(a.id)
    const list = await read<TicketSummary[]>(await monitor(server, tokens.alumno, '/op/tickets', { query: { accountNumber: ACCOUNTS.alumnoUvm } }))
    expect(list.filter((t) => t.id === a.id)).toHaveLength(1)
    expect(list[0]?.id).toBe(a.id)
  })

  it('refuses evidence over the form’s limit, a file whose content lies, a duplicate name and a large file', async () => {
    await expectMessage(await createTicket(server, tokens.alumno, SUBJECT, { evidence1: pdf('a.pdf'), evidence2: pdf('b.pdf'), evidence3: pdf('c.pdf') }), 400, 'Esta solicitud admite como máximo 2 evidencias')
    await expectMessage(await createTicket(server, tokens.alumno, GENERAL, { evidence1: { ...png(), name: 'factura.pdf' } }), 400, 'El archivo no es del tipo que dice su nombre')
    await expectMessage(await createTicket(server, tokens.alumno, GENERAL, { evidence1: pdf('igual.pdf'), evidence2: pdf('IGUAL.pdf') }), 400, 'Hay dos evidencias con el nombre "IGUAL.pdf"')
    await expectMessage(await createTicket(server, tokens.alumno, GENERAL, { evidence1: heavyPdf(5.5) }), 400, 'El archivo no debe exceder 5 MB')
    await expectMessage(await createTicket(server, tokens.alumno, GENERAL, { evidence1: jpeg('foto.gif') }), 400, /^Archivo no soportado/)
    await expectMessage(await createTicket(server, tokens.alumno, GENERAL, { evidence6: pdf() }), 400, 'El campo "evidence6" no admite archivos')
  })

  it('checks each field against the reason’s form, in Spanish', async () => {
    const refused = async (fields: Record<string, string>, message: string | RegExp) => expectMessage(await createTicket(server, tokens.alumno, fields), 400, message)
    await refused({ ...GENERAL, reasonId: '11211' }, 'El área, el tipo, la clasificación, la subclasificación y el motivo elegidos no corresponden entre sí')
    await refused({ ...GENERAL, description: 'corta' }, /La descripción debe tener al menos 10 caracteres/)
    await refused({ ...GENERAL, firstCheck: 'false' }, /^Marca la casilla/)
    await refused({ ...GENERAL, subject: 'Álgebra' }, 'Este motivo no pide datos de una materia')
    await refused({ ...SUBJECT, teacher: '' }, 'Escribe el nombre del profesor')
    const payment = { ...GENERAL, areaId: '2', issueTypeId: '21', classificationId: '211', subclassificationId: '2111', reasonId: '21111' }
    await refused(payment, 'Escribe monto pagado')
    await refused({ ...payment, numericValue: '0', textValue: 'REF-1' }, 'Monto pagado debe estar entre 1 y 999999')
    await refused({ ...payment, numericValue: 'mil', textValue: 'REF-1' }, /^El campo "numericValue" no es válido/)
    const procedure = { ...GENERAL, areaId: '1', issueTypeId: '11', classificationId: '111', subclassificationId: '1111', reasonId: '11112' }
    await refused({ ...procedure, catalogValueId: '9' }, 'La opción elegida no está entre las de «Trámite que necesitas»')
    await expectMessage(await createTicket(server, tokens.alumno, { ...GENERAL, accountNumber: ACCOUNTS.tutoredUvm }), 403, /No tienes acceso/)
    await refused({ ...GENERAL, color: 'rojo' }, 'No se reconoce el campo "color"')
    const ok = await newTicket(server, tokens.alumno, { ...procedure, catalogValueId: '2' })
    expect(ok.catalogValue).toEqual({ id: 2, name: 'Corrección de nombre' })
    const paid = await newTicket(server, tokens.alumno, { ...payment, numericValue: '2500.50', textValue: 'REF-1' })
    expect(paid).toMatchObject({ numericValue: 2500.5, textValue: 'REF-1', maxEvidence: 5 })
  })

  it('never edits a sent ticket', async () => {
    const ticket = await newTicket(server, tokens.alumno)
    for (const method of ['PUT', 'PATCH']) {
      await expectMessage(await monitor(server, tokens.alumno, '/op', { method, form: form({ ...GENERAL, ticketId: String(ticket.id) }) }), 400, 'Una solicitud enviada no se puede editar')
    }
    expect((await monitor(server, null, '/op', { method: 'PUT' })).status).toBe(401)
  })
})

describe('evidence after sending, resolutions and clarifications', () => {
  const addEvidence = (ticketId: number, file = pdf('extra.pdf')) => monitor(server, tokens.alumno, '/op/file/upload', { form: form({ ticketId: String(ticketId) }, { file }) })

  it('refuses evidence on a sent ticket, a clarification included: the file goes with a message of the conversation', async () => {
    const ticket = await newTicket(server, tokens.alumno, SUBJECT, { evidence1: pdf('uno.pdf') })
    const refusal = 'La solicitud ya fue enviada y no admite más evidencia: adjunta el archivo a un mensaje en la conversación'
    await expectMessage(await addEvidence(ticket.id), 400, refusal)
    expect((await deskActs(server, ticket.id, 'clarify')).status).toBe(200)
    const asked = await ticketOf(server, tokens.alumno, ticket.id)
    expect(asked).toMatchObject({ status: 'clarification-requested', canMessage: true, canAnswerClarification: true })
    await expectMessage(await addEvidence(ticket.id, png('detalle.png')), 400, refusal)
    expect((await ticketOf(server, tokens.alumno, ticket.id)).evidence.map((e) => e.name)).toEqual(['uno.pdf'])
    // The file the desk asked for, as an attachment of a message.
    const attached = await monitor(server, tokens.alumno, '/message/uploadfile', {
      form: form({ ticketId: String(ticket.id), text: 'El acta', clientCreatedAt: new Date().toISOString(), clientSequence: '1' }, { file: png('detalle.png') }),
    })
    expect(attached.status).toBe(200)
    const answered = await read<Ticket>(await monitor(server, tokens.alumno, '/op/clarification', { json: { ticketId: ticket.id, text: 'Adjunto la foto del acta.' } }))
    expect(answered.status).toBe('open')
    await expectMessage(await monitor(server, tokens.alumno, '/op/clarification', { json: { ticketId: ticket.id, text: 'Otra vez' } }), 400, 'El centro de ayuda no pidió una aclaración en esta solicitud')
    const steps = (await read<Tracking>(await monitor(server, tokens.alumno, '/op/tracking', q(ticket.id)))).steps.map((s) => s.event)
    expect(steps).toEqual(['created', 'clarification-requested', 'clarification-answered'])
  })

  it('rejects a resolution only with a reason (back to the desk), accepts one (closed), never reopens', async () => {
    const ticket = await newTicket(server, tokens.alumno)
    await expectMessage(await monitor(server, tokens.alumno, '/op/resolution', { json: { ticketId: ticket.id, decision: 'accept' } }), 400, 'La solicitud no tiene una solución propuesta que aceptar o rechazar')
    await deskActs(server, ticket.id, 'resolve')
    await expectMessage(await monitor(server, tokens.alumno, '/op/resolution', { json: { ticketId: ticket.id, decision: 'reject' } }), 400, /^Falta el campo "reason"/)
    await expectMessage(await monitor(server, tokens.alumno, '/op/resolution', { json: { ticketId: ticket.id, decision: 'reject', reason: '   ' } }), 400, /El motivo del rechazo no puede quedar vacío/)
    const rejected = await read<Ticket>(await monitor(server, tokens.alumno, '/op/resolution', { json: { ticketId: ticket.id, decision: 'reject', reason: 'Sigo sin poder entrar.' } }))
    expect(rejected).toMatchObject({ status: 'open', resolution: null })
    await deskActs(server, ticket.id, 'resolve')
    const closed = await read<Ticket>(await monitor(server, tokens.alumno, '/op/resolution', { json: { ticketId: ticket.id, decision: 'accept' } }))
    expect(closed).toMatchObject({ status: 'closed', canMessage: false })
    expect(closed.closedAt).not.toBeNull()
    const tracking = await read<Tracking>(await monitor(server, tokens.alumno, '/op/tracking', q(ticket.id)))
    expect(tracking.steps.find((s) => s.event === 'resolution-rejected')?.note).toBe('Sigo sin poder entrar.')
    expect(tracking.steps.at(-1)?.event).toBe('closed')
    await expectMessage(await monitor(server, tokens.alumno, '/op/resolution', { json: { ticketId: ticket.id, decision: 'accept' } }), 400, 'La solicitud está cerrada y no se puede reabrir')
    await expectMessage(await addEvidence(ticket.id), 400, /no admite más evidencia/)
    await expectMessage(await sendMessage(server, tokens.alumno, ticket.id, '¿Siguen ahí?'), 400, 'La solicitud está cerrada: ya no recibe mensajes')
    await expectMessage(await monitor(server, tokens.alumno, '/message/uploadfile', {
      form: form({ ticketId: String(ticket.id), clientCreatedAt: new Date().toISOString(), clientSequence: '1' }, { file: pdf() }),
    }), 400, 'La solicitud está cerrada: ya no recibe mensajes')
    expect((await deskActs(server, ticket.id, 'answer')).status).toBe(409)
    await expectMessage(await monitor(server, tokens.alumno, '/op/resolution', { json: { ticketId: SEEDED_TICKETS.closed, decision: 'reject', reason: 'Reabrir' } }), 400, 'La solicitud está cerrada y no se puede reabrir')
  })
})

describe('the conversation', () => {
  it('orders student messages by the time they were written and their sequence, even when sent out of order', async () => {
    const ticket = await newTicket(server, tokens.alumno)
    // Written in the ticket's first milliseconds, before the desk answers; sent later, out of order.
    const base = Date.parse(ticket.createdAt)
    const send = (text: string, ms: number, clientSequence: number) => monitor(server, tokens.alumno, '/messages', {
      json: { ticketId: ticket.id, text, clientCreatedAt: new Date(base + ms).toISOString(), clientSequence }, key: randomUUID(),
    })
    await read(await send('tercero', 2, 3))
    await read(await send('primero', 1, 1))
    await read(await send('segundo', 1, 2))
    await deskActs(server, ticket.id, 'answer')
    const chat = await conversation(server, tokens.alumno, ticket.id)
    const ordered = [...chat.messages].sort((a, b) => a.orderKey.localeCompare(b.orderKey))
    expect(ordered.map((m) => m.text)).toEqual(['primero', 'segundo', 'tercero', expect.stringMatching(/Gracias/)])
    expect(chat.messages.map((m) => m.id)).toEqual(ordered.map((m) => m.id))
    // The test hook lists the same order, with ids in the order the messages arrived.
    const hook = await fetch(`${server.url}/__test__/state/monitor/messages?ticketId=${ticket.id}`)
    const listed = (await hook.json()) as { id: number; author: string; text: string }[]
    expect(listed.map((m) => m.text)).toEqual(ordered.map((m) => m.text))
    const [first, second, third] = listed
    expect(third!.id).toBeLessThan(first!.id)
    expect(first!.id).toBeLessThan(second!.id)
    expect((await fetch(`${server.url}/__test__/state/monitor/messages?ticketId=abc`)).status).toBe(400)
  })

  it('applies a replayed message once and polls only what is new', async () => {
    const ticket = await newTicket(server, tokens.alumno)
    const start = await conversation(server, tokens.alumno, ticket.id)
    expect(start.messages).toEqual([])
    const key = randomUUID()
    const at = new Date()
    const first = await read<{ id: number }>(await sendMessage(server, tokens.alumno, ticket.id, 'Hola', at, key, 1))
    const replay = await sendMessage(server, tokens.alumno, ticket.id, 'Hola', at, key, 1)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect((await read<{ id: number }>(replay)).id).toBe(first.id)
    const polled = await conversation(server, tokens.alumno, ticket.id, start.cursor)
    expect(polled.messages.map((m) => m.text)).toEqual(['Hola'])
    const idle = await conversation(server, tokens.alumno, ticket.id, polled.cursor)
    expect(idle).toMatchObject({ messages: [], cursor: polled.cursor, status: 'open' })
    await deskActs(server, ticket.id, 'answer')
    const answered = await conversation(server, tokens.alumno, ticket.id, polled.cursor)
    // The desk's answer, and the student's message again now that the desk read it.
    expect(answered.messages.map((m) => [m.author, m.read])).toEqual([['student', true], ['desk', false]])
    const desk = answered.messages.find((m) => m.author === 'desk')
    const marked = await read<{ marked: number }>(await monitor(server, tokens.alumno, '/messages', { method: 'PATCH', json: { ticketId: ticket.id, messageIds: [desk?.id] } }))
    expect(marked.marked).toBe(1)
    const afterRead = await conversation(server, tokens.alumno, ticket.id, answered.cursor)
    expect(afterRead.messages).toMatchObject([{ id: desk?.id, read: true }])
    await expectMessage(await monitor(server, tokens.alumno, '/messages', { method: 'PATCH', json: { ticketId: ticket.id, messageIds: [first.id] } }), 400, 'Solo se marcan como leídos los mensajes del centro de ayuda')
    await expectMessage(await monitor(server, tokens.alumno, '/messages', { method: 'PATCH', json: { ticketId: ticket.id, messageIds: [1] } }), 400, 'El mensaje 1 no es de esta solicitud')
  })

  it('refuses bad messages with their reason, one dated outside its ticket’s life among them', async () => {
    const ticket = await newTicket(server, tokens.alumno)
    const post = (json: unknown) => monitor(server, tokens.alumno, '/messages', { json })
    const now = new Date().toISOString()
    await expectMessage(await post({ ticketId: ticket.id, text: '  ', clientCreatedAt: now, clientSequence: 1 }), 400, /El mensaje no puede quedar vacío/)
    await expectMessage(await post({ ticketId: ticket.id, text: 'x'.repeat(2001), clientCreatedAt: now, clientSequence: 1 }), 400, /no debe pasar de 2000 caracteres/)
    await expectMessage(await post({ ticketId: ticket.id, text: 'Hola', clientCreatedAt: 'ayer', clientSequence: 1 }), 400, /clientCreatedAt debe ser una fecha ISO/)
    await expectMessage(await post({ ticketId: ticket.id, text: 'Hola', clientCreatedAt: now, clientSequence: -1 }), 400, /clientSequence no puede ser negativo/)
    await expectMessage(await post({ ticketId: ticket.id, text: 'Hola', clientCreatedAt: new Date(Date.now() + 3_600_000).toISOString(), clientSequence: 1 }), 400, 'La fecha del mensaje está en el futuro: revisa la hora de tu dispositivo')
    const beforeTicket = 'La fecha del mensaje es anterior a la solicitud: revisa la hora de tu dispositivo'
    await expectMessage(await post({ ticketId: ticket.id, text: 'Hola', clientCreatedAt: '1970-01-01T00:00:00.000Z', clientSequence: 1 }), 400, beforeTicket)
    const created = Date.parse(ticket.createdAt)
    await expectMessage(await post({ ticketId: ticket.id, text: 'Hola', clientCreatedAt: new Date(created - 10 * 60_000).toISOString(), clientSequence: 1 }), 400, beforeTicket)
    await expectMessage(await monitor(server, tokens.alumno, '/message/uploadfile', {
      form: form({ ticketId: String(ticket.id), clientCreatedAt: '1970-01-01T00:00:00.000Z', clientSequence: '1' }, { file: pdf() }),
    }), 400, beforeTicket)
    // A device clock a couple of minutes behind the server's still writes in the ticket's life.
    await read(await post({ ticketId: ticket.id, text: 'Reloj atrasado', clientCreatedAt: new Date(created - 2 * 60_000).toISOString(), clientSequence: 1 }))
    await expectMessage(await post({ ticketId: ticket.id, text: 'Hola' }), 400, 'Falta el campo "clientCreatedAt"')
    const notJson = await fetch(`${server.url}/api/monitor/messages?origin=student-web&portal=uvm`, {
      method: 'POST', headers: { Authorization: `Bearer ${tokens.alumno}`, 'Content-Type': 'application/json' }, body: '{',
    })
    await expectMessage(notJson, 400, 'La solicitud no es JSON válido')
    await expectMessage(await monitor(server, tokens.alumno, '/messages', { json: { ticketId: ticket.id, text: 'Hola', clientCreatedAt: now, clientSequence: 1 }, key: 'no-es-uuid' }), 400, 'Idempotency-Key debe ser un UUID')
    await expectMessage(await monitor(server, tokens.alumno, '/messages', { query: { ticketId: String(ticket.id), after: 'x' } }), 400, /el cursor debe ser el de una respuesta anterior/)
  })

  it('takes one attachment checked by content and within MAXFILECHAT', async () => {
    const ticket = await newTicket(server, tokens.alumno)
    const upload = (file: ReturnType<typeof pdf>, text?: string) => monitor(server, tokens.alumno, '/message/uploadfile', {
      form: form({ ticketId: String(ticket.id), clientCreatedAt: new Date().toISOString(), clientSequence: '7', ...(text ? { text } : {}) }, { file }),
    })
    const sent = await read<{ text: string; attachment: { name: string; mimeType: string } | null; clientSequence: number }>(await upload(pdf('recibo.pdf'), 'Mi recibo'))
    expect(sent).toMatchObject({ text: 'Mi recibo', clientSequence: 7, attachment: { name: 'recibo.pdf', mimeType: 'application/pdf' } })
    await expectMessage(await upload({ ...png(), name: 'recibo2.pdf' }), 400, 'El archivo no es del tipo que dice su nombre')
    await expectMessage(await upload(heavyPdf(10.5)), 400, 'El archivo no debe exceder 10 MB')
    const none = await monitor(server, tokens.alumno, '/message/uploadfile', { form: form({ ticketId: String(ticket.id), clientCreatedAt: new Date().toISOString(), clientSequence: '8' }) })
    await expectMessage(none, 400, 'Falta el archivo (campo "file")')
  })
})
