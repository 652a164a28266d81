import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Ticket } from '../../src/contract/monitor.ts'
import { NotificationPage } from '../../src/contract/notification.ts'
import * as v from 'valibot'
import { SEEDED_TICKETS } from '../../server/seed/monitor.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { conversation, deskHook, lastOf, monitor, newTicket, read, sendMessage, ticketOf, GENERAL } from './monitor-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
let token: string
const SECOND = 1000

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  token = (await signIn(server.url, 'alumno')).tokens.access_token
})
afterAll(() => server.stop())

async function ticketNotices(ticketId: number) {
  const response = await api(server.url, token, '/notification/sending/notifications', { account: ACCOUNTS.alumnoUvm, program: 'LPSI-18', campus: 'COY', size: '100' })
  const page = v.parse(NotificationPage, await response.json())
  return page.content.filter((n) => n.clave === 'NOTIMONITOR' && n.docId === String(ticketId))
}

describe('the demo help desk', () => {
  it('answers a new ticket after DEMO_DESK_SECONDS (20 by default), with a NOTIMONITOR notice that names the ticket', async () => {
    const ticket = await newTicket(server, token)
    expect(server.backOffice.pass(new Date(Date.now() + 10 * SECOND)).desk.tickets).not.toContain(ticket.id)
    expect(server.backOffice.pass(new Date(Date.now() + 21 * SECOND)).desk.tickets).toContain(ticket.id)
    const chat = await conversation(server, token, ticket.id)
    expect(lastOf(chat)).toMatchObject({ author: 'desk', authorName: 'Centro de ayuda', read: false })
    const steps = (await read<{ steps: Array<{ event: string }> }>(await monitor(server, token, '/op/tracking', { query: { ticketId: String(ticket.id) } }))).steps
    expect(steps.map((s) => s.event)).toEqual(['created', 'assigned', 'answered'])
    const notices = await ticketNotices(ticket.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ title: 'Respuesta a tu solicitud', read: false, link: null })
    expect(notices[0]?.body).toContain(ticket.folio)
  })

  it('proposes a resolution when the student writes "resolver", asks a clarification for "aclarar", answers anything else', async () => {
    const ticket = await newTicket(server, token)
    await deskHook(server, 'desk', { ticketId: ticket.id })
    await read(await sendMessage(server, token, ticket.id, 'Por favor, ¿lo pueden aclarar?'))
    expect((await read<{ tickets: number[] }>(await deskHook(server, 'desk', { ticketId: ticket.id }))).tickets).toEqual([ticket.id])
    const asked = await ticketOf(server, token, ticket.id)
    expect(asked.status).toBe('clarification-requested')
    expect(asked.clarification?.question).toMatch(/más información/)
    await read(await monitor(server, token, '/op/clarification', { json: { ticketId: ticket.id, text: 'Ya quedó claro, ¿lo pueden resolver?' } }))
    await deskHook(server, 'desk', { ticketId: ticket.id })
    const proposed = await ticketOf(server, token, ticket.id)
    expect(proposed).toMatchObject({ status: 'resolution-proposed', canDecideResolution: true })
    await read(await sendMessage(server, token, ticket.id, 'Gracias'))
    await deskHook(server, 'desk', { ticketId: ticket.id })
    expect((await ticketOf(server, token, ticket.id)).status).toBe('resolution-proposed')
    const titles = (await ticketNotices(ticket.id)).map((n) => n.title).reverse()
    expect(titles).toEqual(['Respuesta a tu solicitud', 'Tu solicitud necesita una aclaración', 'Solución propuesta a tu solicitud', 'Respuesta a tu solicitud'])
    // Every student message was read by the desk when it answered.
    expect((await conversation(server, token, ticket.id)).messages.filter((m) => m.author === 'student').every((m) => m.read)).toBe(true)
  })

  it('goes back to work when a resolution is rejected, and leaves a closed ticket alone', async () => {
    const ticket: Ticket = await newTicket(server, token, { ...GENERAL, description: 'Necesito resolver mi acceso al portal.' })
    await deskHook(server, 'desk', { ticketId: ticket.id })
    expect((await ticketOf(server, token, ticket.id)).status).toBe('resolution-proposed')
    await read(await monitor(server, token, '/op/resolution', { json: { ticketId: ticket.id, decision: 'reject', reason: 'No funcionó' } }))
    const state = async () => ((await (await fetch(`${server.url}/__test__/state/monitor?accountNumber=${ACCOUNTS.alumnoUvm}`)).json()) as Array<{ id: number; status: string; awaitingDesk: number }>).find((t) => t.id === ticket.id)
    expect(await state()).toMatchObject({ status: 'open', awaitingDesk: 1 })
    await deskHook(server, 'desk', { ticketId: ticket.id, verdict: 'resolve' })
    await read(await monitor(server, token, '/op/resolution', { json: { ticketId: ticket.id, decision: 'accept' } }))
    const before = (await ticketNotices(ticket.id)).length
    expect((await read<{ tickets: number[] }>(await deskHook(server, 'desk', { ticketId: SEEDED_TICKETS.closed }))).tickets).toEqual([])
    expect((await ticketNotices(ticket.id)).length).toBe(before)
    expect(await state()).toMatchObject({ status: 'closed', awaitingDesk: 0 })
  })

  it('resets an account’s tickets to the seed', async () => {
    await newTicket(server, token)
    const reset = await read<{ tickets: number[] }>(await deskHook(server, 'reset', { accountNumber: ACCOUNTS.alumnoUvm }))
    expect(reset.tickets).toEqual([101, 102, 103])
    const list = await read<Array<{ id: number }>>(await monitor(server, token, '/op/tickets', { query: { accountNumber: ACCOUNTS.alumnoUvm } }))
    expect(list.map((t) => t.id)).toEqual([101, 102, 103])
    const file = (await conversation(server, token, 101)).messages.find((m) => m.attachment)?.attachment
    const download = await fetch(`${server.url}/api/monitor${file?.downloadPath ?? ''}&origin=student-web&portal=uvm`, { headers: { Authorization: `Bearer ${token}` } })
    expect(download.status).toBe(200)
  })
})

describe('the seed', () => {
  it('points alumno’s ticket notification at the open ticket', async () => {
    const response = await api(server.url, token, '/notification/sending/notifications', { account: ACCOUNTS.alumnoUvm, program: 'LPSI-18', campus: 'COY', size: '100' })
    const page = v.parse(NotificationPage, await response.json())
    expect(page.content.find((n) => n.id === 103)).toMatchObject({ clave: 'NOTIMONITOR', docId: String(SEEDED_TICKETS.open) })
  })
})
