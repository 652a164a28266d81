import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ConversationSection } from '@/features/assistance/components/conversation-section'
import { userDb } from '@/shared/db/user-db'
import { json, screenHarness } from '../../support/screen-harness'
import { conversation, message, queuedItem, ticket } from './factories'

const harness = screenHarness({ database: 'assistance-conversation-test' })
const MESSAGES = '/monitor/messages'
const chatRule = { allowedExtensions: ['pdf'], maxSizeMb: 10 }

const messagesList = () => screen.findByRole('region', { name: 'Mensajes del ticket' })

describe('a ticket’s conversation', () => {
  it('says it was never downloaded when offline without data', async () => {
    onlineManager.setOnline(false)
    harness.fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    harness.renderScreen(<ConversationSection ticket={ticket()} chatRule={chatRule} />)
    expect(await screen.findByText('Sin conexión. Esta conversación aún no se ha descargado en este dispositivo.')).toBeTruthy()
  })

  it('shows a skeleton while the conversation is on its way, and says when it has no messages yet', async () => {
    let answer: (response: Response) => void = () => undefined
    harness.fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    harness.renderScreen(<ConversationSection ticket={ticket()} chatRule={chatRule} />)
    expect((await screen.findByText('Cargando…')).closest('[aria-busy="true"]')).not.toBeNull()
    answer(json(conversation([])))
    expect(await screen.findByText('Aún no hay mensajes en este ticket.')).toBeTruthy()
  })

  it('shows the messages in order, the desk’s and the student’s, with read state', async () => {
    harness.serve({
      [MESSAGES]: () =>
        json(conversation([
          message({ id: 2, author: 'student', authorName: 'Valeria', text: 'Gracias', orderKey: 'b', read: true }),
          message({ id: 1, text: 'Recibimos tu solicitud.', orderKey: 'a' }),
        ])),
    })
    harness.renderScreen(<ConversationSection ticket={ticket()} chatRule={chatRule} />)
    const items = within(await messagesList()).getAllByRole('listitem')
    expect(items[0]!.textContent).toContain('Recibimos tu solicitud.')
    expect(items[1]!.textContent).toContain('Gracias')
    expect(items[1]!.textContent).toContain('Leído por el centro de ayuda')
  })

  it('shows messages still in the outbox as pending, in the order written, after the server’s', async () => {
    onlineManager.setOnline(false)
    await userDb().outbox.bulkAdd([queuedItem({ sequence: 2, text: 'segundo' }), queuedItem({ sequence: 1, text: 'primero' })])
    harness.renderScreen(<ConversationSection ticket={ticket()} chatRule={chatRule} />)
    const { queryClient } = { queryClient: harness.client() }
    queryClient.setQueryData(['assistance', 'conversation', 101], conversation([message({ text: 'Recibimos tu solicitud.' })]))
    const list = await messagesList()
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Recibimos tu solicitud.'),
      expect.stringContaining('primero'),
      expect.stringContaining('segundo'),
    ])
    expect(items[1]!.textContent).toContain('Pendiente · se enviará cuando haya conexión')
  })

  it('shows a message the desk refused with its reason, to retry or discard', async () => {
    harness.serve({ [MESSAGES]: () => json(conversation([])) })
    await userDb().outbox.add(queuedItem({ text: 'Hola de nuevo', status: 'failed', lastError: 'La solicitud está cerrada: ya no recibe mensajes' }))
    harness.renderScreen(<ConversationSection ticket={ticket()} chatRule={chatRule} />)
    expect(await screen.findByText('No se pudo enviar el mensaje: La solicitud está cerrada: ya no recibe mensajes')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar el envío del mensaje' }))
    await waitFor(async () => expect((await userDb().outbox.get('m1'))?.status).toBe('pending'))
    expect(await screen.findByText('Pendiente · en cola para enviarse')).toBeTruthy()
  })

  it('keeps what was written after a refused message waiting for it, and says so until the person decides', async () => {
    harness.serve({ [MESSAGES]: () => json(conversation([])) })
    await userDb().outbox.bulkAdd([
      queuedItem({ sequence: 1, text: 'primero', status: 'failed', lastError: 'Rechazado' }),
      queuedItem({ sequence: 2, text: 'segundo', stream: 'ticket-message:101' }),
    ])
    harness.renderScreen(<ConversationSection ticket={ticket()} chatRule={chatRule} />)
    const waiting = 'En espera · se enviará después del mensaje anterior, que no se pudo enviar'
    const second = async () => within(await messagesList()).getAllByRole('listitem').find((item) => item.textContent?.includes('segundo'))!
    await waitFor(async () => expect((await second()).textContent).toContain(waiting))
    await userEvent.click(screen.getByRole('button', { name: 'Descartar el mensaje' }))
    await waitFor(async () => expect((await second()).textContent).toContain('Pendiente · en cola para enviarse'))
  })

  it('drops a refused message the person discards', async () => {
    harness.serve({ [MESSAGES]: () => json(conversation([])) })
    await userDb().outbox.add(queuedItem({ text: 'Hola de nuevo', status: 'failed', lastError: 'Rechazado' }))
    harness.renderScreen(<ConversationSection ticket={ticket()} chatRule={chatRule} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar el mensaje' }))
    await waitFor(() => expect(screen.queryByText('Hola de nuevo')).toBeNull())
    expect(await userDb().outbox.count()).toBe(0)
  })

  it('queues what is written, with its time and this device’s sequence, and shows it at once', async () => {
    onlineManager.setOnline(false)
    harness.client().setQueryData(['assistance', 'conversation', 101], conversation([]))
    harness.renderScreen(<ConversationSection ticket={ticket()} chatRule={chatRule} />)
    await userEvent.type(await screen.findByLabelText('Tu mensaje'), 'Uno')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    await userEvent.type(screen.getByLabelText('Tu mensaje'), 'Dos')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    await waitFor(async () => expect(await userDb().outbox.count()).toBe(2))
    const items = await userDb().outbox.orderBy('createdAt').toArray()
    expect(items.map((item) => item.body)).toEqual([
      { ticketId: 101, text: 'Uno', clientCreatedAt: expect.any(String), clientSequence: 1 },
      { ticketId: 101, text: 'Dos', clientCreatedAt: expect.any(String), clientSequence: 2 },
    ])
    expect(items[0]!.kind).toBe('ticket-message')
    // The ticket's conversation is one ordered stream of the outbox.
    expect(items.map((item) => item.stream)).toEqual(['ticket-message:101', 'ticket-message:101'])
    expect(items[0]!.url).toBe('https://api.test/api/monitor/messages?origin=student-web&portal=uvm')
    const list = await messagesList()
    await waitFor(() => expect(within(list).getAllByText('Pendiente · se enviará cuando haya conexión')).toHaveLength(2))
    expect((screen.getByLabelText('Tu mensaje') as HTMLTextAreaElement).value).toBe('')
  })

  it('offers nothing to write on a closed ticket', async () => {
    harness.serve({ [MESSAGES]: () => json(conversation([message()], { status: 'closed' })) })
    harness.renderScreen(<ConversationSection ticket={ticket({ status: 'closed', canMessage: false })} chatRule={chatRule} />)
    expect(await screen.findByText('Este ticket está cerrado: ya no recibe mensajes.')).toBeTruthy()
    expect(screen.queryByLabelText('Tu mensaje')).toBeNull()
  })

  it('lets a role that only reads follow the conversation, without writing or marking it read', async () => {
    harness.serve({ [MESSAGES]: () => json(conversation([message({ read: false })])) })
    harness.renderScreen(<ConversationSection ticket={ticket({ canMessage: false })} chatRule={chatRule} />)
    expect(await screen.findByText('Tu rol solo puede consultar este ticket.')).toBeTruthy()
    expect(screen.queryByLabelText('Tu mensaje')).toBeNull()
    expect(harness.fetchSpy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false)
  })

  it('marks the desk’s unread messages read for the student', async () => {
    harness.serve({ [MESSAGES]: () => json(conversation([message({ id: 4, read: false })])) })
    harness.renderScreen(<ConversationSection ticket={ticket()} chatRule={chatRule} />)
    await waitFor(() => expect(harness.fetchSpy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true))
    const [, init] = harness.fetchSpy.mock.calls.find(([, call]) => call?.method === 'PATCH')!
    expect(JSON.parse(String(init!.body))).toEqual({ ticketId: 101, messageIds: [4] })
  })

  it('opens a long conversation on its newest 50 messages, and shows earlier ones 50 at a time when asked, by keyboard', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      message({ id: i + 1, text: `Mensaje ${i + 1}`, orderKey: `2026-11-21T16:00:00.000Z|0000000000|${String(i + 1).padStart(10, '0')}` }),
    )
    harness.serve({ [MESSAGES]: () => json(conversation(many)) })
    harness.renderScreen(<ConversationSection ticket={ticket()} chatRule={chatRule} />)
    const list = await messagesList()
    const texts = () => within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)
    await waitFor(() => expect(texts()).toHaveLength(50))
    expect(texts()[0]).toBe('Mensaje 71')
    expect(texts().at(-1)).toBe('Mensaje 120')

    const earlier = screen.getByRole('button', { name: 'Ver mensajes anteriores (70 más)' })
    earlier.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: 'Ver mensajes anteriores (20 más)' })).toBe(document.activeElement)
    expect(texts()).toHaveLength(100)
    expect(texts()[0]).toBe('Mensaje 21')

    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(texts()).toHaveLength(120))
    expect(texts()[0]).toBe('Mensaje 1')
    expect(screen.queryByRole('button', { name: /Ver (el mensaje anterior|mensajes anteriores)/ })).toBeNull()
    // 120 messages drawn three times over in jsdom take seconds on a busy machine.
  }, 30_000)
})
