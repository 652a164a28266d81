import { afterEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/contract/endpoints'
import { monitorEndpoints } from '@/contract/monitor-endpoints'
import { MARK_READ_MAX } from '@/contract/monitor'
import { markMessagesRead, messageRequest } from '@/features/assistance/api'
import { targetOf } from '@/features/notifications/logic'
import { configureRequest, urlFor } from '@/shared/http/request'

describe('the help center’s calls', () => {
  it('go to the monitor API’s base, with origin and portal like every call', () => {
    configureRequest({ apiBase: '/api', monitorBase: 'https://monitor.example/v1', portal: 'unitec', getToken: async () => 'token', timeoutMs: 1_000 })
    expect(urlFor(monitorEndpoints.tickets, { query: { accountNumber: '010245871' } })).toBe(
      'https://monitor.example/v1/op/tickets?origin=student-web&portal=unitec&accountNumber=010245871',
    )
    expect(urlFor(endpoints.credential, {})).toBe('/api/student/credential?origin=student-web&portal=unitec')
  })

  it('a message goes as JSON, or as multipart fields when it carries a file', () => {
    configureRequest({ apiBase: '/api', monitorBase: '/api/monitor', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    const draft = { ticketId: 7, text: 'Hola', clientCreatedAt: '2026-11-25T10:00:00.000Z', clientSequence: 3 }
    expect(messageRequest(draft, false)).toEqual({ method: 'POST', url: '/api/monitor/messages?origin=student-web&portal=uvm', body: draft })
    expect(messageRequest(draft, true)).toEqual({
      method: 'POST',
      url: '/api/monitor/message/uploadfile?origin=student-web&portal=uvm',
      body: { ticketId: '7', text: 'Hola', clientCreatedAt: '2026-11-25T10:00:00.000Z', clientSequence: '3' },
    })
  })
})

describe('marking a long conversation read', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the desk messages in parts the server takes, and counts every one marked', async () => {
    configureRequest({ apiBase: '/api', monitorBase: '/api/monitor', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    const sent: number[][] = []
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async (_url, init) => {
      const { ticketId, messageIds } = JSON.parse(String(init?.body)) as { ticketId: number; messageIds: number[] }
      sent.push(messageIds)
      return new Response(JSON.stringify({ ticketId, marked: messageIds.length }), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }))
    const ids = Array.from({ length: 505 }, (_, i) => i + 1)

    expect(await markMessagesRead(101, ids)).toEqual({ ticketId: 101, marked: 505 })
    expect(sent.map((part) => part.length)).toEqual([MARK_READ_MAX, MARK_READ_MAX, 505 - 2 * MARK_READ_MAX])
    expect(sent.flat()).toEqual(ids)
  })
})

describe('a NOTIMONITOR notification', () => {
  it('opens the conversation of the ticket it is about', () => {
    expect(targetOf({ clave: 'NOTIMONITOR', link: null, docId: '105' })).toEqual({
      kind: 'route',
      to: '/assistance/conversation',
      search: { ticket: 105 },
      href: '/assistance/conversation?ticket=105',
    })
  })

  it('opens the conversation screen alone when it names no ticket', () => {
    expect(targetOf({ clave: 'NOTIMONITOR', link: null, docId: 'x' })).toEqual({ kind: 'route', to: '/assistance/conversation', href: '/assistance/conversation' })
  })
})
